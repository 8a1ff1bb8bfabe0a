// Starts every e2e server at once, where Playwright starts its webServer entries one after
// another (about 35 s of a run beside a CPU-bound process, most of it one core waiting on
// the other). Playwright runs this as its one webServer: the servers are listed in
// E2E_SERVERS (see `launcher` in servers.ts), and this process answers its ready URL once
// each of them answers its own. The build is brought up to date first, so every app starts
// on the same build. Playwright ends the run by killing this process group, servers included.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import path from "node:path";
import { buildApp } from "../../scripts/lib/build";
import { buildIsCurrent } from "../../scripts/lib/build-stamp";
import { parseServerList, type ServerEntry } from "./servers";

const root = path.resolve(import.meta.dirname, "../..");
const servers = parseServerList(process.env.E2E_SERVERS);
const readyPort = Number(process.env.E2E_LAUNCHER_PORT);

function fail(message: string): never {
  console.error(`[launch] ${message}`);
  process.exit(1);
}

/** Playwright's own rule for a server being up: it answers with a status below 404. */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status >= 200 && response.status < 404;
  } catch {
    return false;
  }
}

function prefixLines(name: string, stream: NodeJS.ReadableStream, out: NodeJS.WritableStream) {
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on("end", () => rest && out.write(`[${name}] ${rest}\n`));
}

async function start(entry: ServerEntry, children: ChildProcess[]): Promise<void> {
  const child = spawn(entry.command, { cwd: root, shell: true, env: { ...process.env, ...entry.env }, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  if (entry.stdout === "pipe") prefixLines(entry.name, child.stdout!, process.stdout);
  else child.stdout!.resume();
  prefixLines(entry.name, child.stderr!, process.stderr);
  child.on("exit", (code, signal) => fail(`${entry.name} exited (${signal ?? `code ${code}`}): ${entry.command}`));
  const deadline = Date.now() + entry.timeoutMs;
  while (!(await answers(entry.url))) {
    if (Date.now() > deadline) fail(`${entry.name} did not answer at ${entry.url} within ${entry.timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main() {
  if (!Number.isInteger(readyPort) || readyPort <= 0) fail("E2E_LAUNCHER_PORT is not set: run through playwright.config.ts");
  if (!buildIsCurrent(root)) {
    console.log("[launch] building the web app (sources changed)");
    if (!buildApp(root).ok) fail("the build failed; see the output above");
  }
  const children: ChildProcess[] = [];
  const started = new Map<string, Promise<void>>();
  for (const entry of servers) {
    // parseServerList checked that `after` names an entry listed before this one.
    const after = entry.after === undefined ? Promise.resolve() : started.get(entry.after)!;
    started.set(entry.name, after.then(() => start(entry, children)));
  }
  const began = Date.now();
  await Promise.all(started.values());
  console.log(`[launch] ${servers.length} servers up in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  createServer((_, response) => response.writeHead(200).end("ok")).listen(readyPort, "127.0.0.1");
}

void main();
