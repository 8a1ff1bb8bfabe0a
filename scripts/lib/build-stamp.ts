// Decides whether `next build` must run: a hash of everything the build reads, stored next
// to the build output. Cheaper than building every start, and exact, unlike mtimes after a
// fresh clone.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

// scripts/lib: the server's start check imports the launcher's rules (launch.ts).
const INPUT_DIRS = ["app", "components", "core", "public", "scripts/lib"];
const INPUT_FILES = ["package.json", "package-lock.json", "next.config.ts", "proxy.ts", "instrumentation.ts", "tsconfig.json", "postcss.config.mjs"];
const STAMP = ".next/threadline-build-stamp";

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    // Tests do not reach the bundle; editing one must not force a rebuild.
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

export function sourceHash(root: string): string {
  const hash = createHash("sha256");
  const files = [
    ...INPUT_DIRS.flatMap((d) => listFiles(path.join(root, d))),
    ...INPUT_FILES.map((f) => path.join(root, f)).filter((f) => existsSync(f)),
  ].sort();
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update("\0");
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export function buildIsCurrent(root: string): boolean {
  const stamp = path.join(root, STAMP);
  // The standalone server is what `npm start` runs (scripts/lib/build.ts).
  if (!existsSync(path.join(root, ".next/standalone/server.js")) || !existsSync(stamp)) return false;
  return statSync(stamp).isFile() && readFileSync(stamp, "utf8").trim() === sourceHash(root);
}

export function writeBuildStamp(root: string): void {
  writeFileSync(path.join(root, STAMP), sourceHash(root));
}
