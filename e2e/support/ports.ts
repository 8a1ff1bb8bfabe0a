// Free ports and a fresh data directory for one e2e run. The Playwright config is evaluated
// in the runner and again in every worker, so values are chosen once and passed down
// through the environment, which workers inherit.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const FREE_PORT_SCRIPT =
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

function freePortSync(): number {
  return Number(execFileSync(process.execPath, ["-e", FREE_PORT_SCRIPT], { encoding: "utf8" }));
}

export function e2eSetting(name: string, make: () => string): string {
  const existing = process.env[name];
  if (existing) return existing;
  const value = make();
  process.env[name] = value;
  return value;
}

export const e2ePort = (name: string) => Number(e2eSetting(name, () => String(freePortSync())));
export const e2eTempDir = (name: string) => e2eSetting(name, () => mkdtempSync(path.join(tmpdir(), "threadline-e2e-")));
