// Starts every e2e server at once, where Playwright starts its webServer entries one after
// another (about 35 s of a run beside a CPU-bound process, most of it one core waiting on
// the other). Playwright runs this as its one webServer: the servers are listed in
// E2E_SERVERS (see `launcher` in servers.ts), and this process answers its ready URL once
// each of them answers its own. The build is brought up to date first, so every app starts
// on the same build. Playwright ends the run by killing this process group, servers included.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import path from "node:path";
import { createInterface } from "node:readline";
import { buildApp } from "../../scripts/lib/build";
import { buildIsCurrent } from "../../scripts/lib/build-stamp";
import { waitForHttp } from "../../scripts/lib/wait-for-http";
import { parseServerList, type ServerEntry } from "./servers";

const root = path.resolve(import.meta.dirname, "../..");
const servers = parseServerList(process.env.E2E_SERVERS);
const readyPort = Number(process.env.E2E_LAUNCHER_PORT);

function fail(message: string): never {
  console.error(`[launch] ${message}`);
  process.exit(1);
}

/** Each line of `stream`, prefixed with the server's name. */
function prefixLines(name: string, stream: NodeJS.ReadableStream, out: NodeJS.WritableStream) {
  createInterface({ input: stream }).on("line", (line) => out.write(`[${name}] ${line}\n`));
}

async function start(entry: ServerEntry): Promise<void> {
  const child = spawn(entry.command, { cwd: root, shell: true, env: { ...process.env, ...entry.env }, stdio: ["ignore", "pipe", "pipe"] });
  if (entry.stdout === "pipe") prefixLines(entry.name, child.stdout!, process.stdout);
  else child.stdout!.resume();
  prefixLines(entry.name, child.stderr!, process.stderr);
  child.on("exit", (code, signal) => fail(`${entry.name} exited (${signal ?? `code ${code}`}): ${entry.command}`));
  await waitForHttp(entry.url, child, entry.timeoutMs).catch((error: unknown) => fail(`${entry.name}: ${error instanceof Error ? error.message : String(error)}`));
}

async function main() {
  if (!Number.isInteger(readyPort) || readyPort <= 0) fail("E2E_LAUNCHER_PORT is not set: run through playwright.config.ts");
  if (!buildIsCurrent(root)) {
    console.log("[launch] building the web app (sources changed)");
    if (!buildApp(root).ok) fail("the build failed; see the output above");
  }
  const started = new Map<string, Promise<void>>();
  for (const entry of servers) {
    // parseServerList checked that `after` names an entry listed before this one.
    const after = entry.after === undefined ? Promise.resolve() : started.get(entry.after)!;
    started.set(entry.name, after.then(() => start(entry)));
  }
  const began = Date.now();
  await Promise.all(started.values());
  console.log(`[launch] ${servers.length} servers up in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  createServer((_, response) => response.writeHead(200).end("ok")).listen(readyPort, "127.0.0.1");
}

void main();
