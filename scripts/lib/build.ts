// The production build: the UI frame's script (ui-frame-bootstrap.ts), `next build`
// (standalone output), then the two folders the standalone server serves but Next leaves out
// of it (public/ and the static chunks), then the stamp `npm start` checks to decide whether
// to build again.
import { spawnSync, type StdioOptions } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { writeBuildStamp } from "./build-stamp";
import { buildUiFrameBootstrap } from "./ui-frame-bootstrap";

export const standaloneDir = (root: string) => path.join(root, ".next/standalone");
export const standaloneServer = (root: string) => path.join(standaloneDir(root), "server.js");

export interface BuildResult {
  ok: boolean;
  status: number | null;
  /** The build's output, when it was captured (stdio "pipe"). */
  output: string;
}

export function buildApp(root: string, stdio: StdioOptions = "inherit"): BuildResult {
  const nextBin = path.join(root, "node_modules/next/dist/bin/next");
  try {
    buildUiFrameBootstrap(root);
  } catch (error) {
    return { ok: false, status: 1, output: String(error) };
  }
  const result = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio, env: process.env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.status !== 0) return { ok: false, status: result.status, output };
  const dir = standaloneDir(root);
  for (const [from, to] of [
    ["public", "public"],
    [".next/static", ".next/static"],
  ] as const) {
    const target = path.join(dir, to);
    rmSync(target, { recursive: true, force: true });
    if (existsSync(path.join(root, from))) cpSync(path.join(root, from), target, { recursive: true });
  }
  writeBuildStamp(root);
  return { ok: true, status: 0, output };
}
