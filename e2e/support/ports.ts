// Free ports and a fresh data directory for one e2e run. The Playwright config is evaluated
// in the runner and again in every worker, so values are chosen once and passed down
// through the environment, which workers inherit.
//
// Ports come from below the kernel's ephemeral range: a port the kernel hands out for
// `listen(0)` or an outgoing connection can be handed out again (to another pick, or to a
// connection) before the server meant for it starts. Picks are also kept distinct.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const LOWEST = 15_000;

function ephemeralStart(): number {
  try {
    const first = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > LOWEST + 1_000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

// Tries random ports in [lo, hi) not in `taken` until one can be listened on; prints it.
const PICK_SCRIPT = `
const net = require("net");
const [lo, hi, taken] = [Number(process.argv[1]), Number(process.argv[2]), new Set(process.argv[3].split(",").map(Number))];
const tryOne = (left) => {
  if (left === 0) { console.error("no free port"); process.exit(1); }
  const port = lo + Math.floor(Math.random() * (hi - lo));
  if (taken.has(port)) return tryOne(left - 1);
  const s = net.createServer();
  s.once("error", () => tryOne(left - 1));
  s.listen(port, "127.0.0.1", () => { process.stdout.write(String(port)); s.close(); });
};
tryOne(200);
`;

const chosen = new Set<number>();

function freePortSync(): number {
  const taken = [...chosen, ...Object.entries(process.env).filter(([k]) => k.endsWith("_PORT")).map(([, v]) => Number(v))];
  const port = Number(
    execFileSync(process.execPath, ["-e", PICK_SCRIPT, String(LOWEST), String(ephemeralStart()), taken.join(",")], {
      encoding: "utf8",
    }),
  );
  chosen.add(port);
  return port;
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
