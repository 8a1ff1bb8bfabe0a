// `npm test` and `npm run check`. Lint, the type check and the unit tests run at the same
// time, and for `npm test` the production build once the type check is done (the build
// rewrites .next/types, which the type check reads): each alone leaves a core of two idle
// for much of its time (README, "Performance"). `npm test` starts the browser tests as soon as
// that build is done, while lint or the unit tests may still run: their servers start on it
// (its stamp is current, scripts/lib/build.ts). Each check's output is printed whole when it
// ends, or after the browser tests' own output if they are running by then.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

interface Task {
  name: string;
  command: string;
  args: string[];
  /** Its output goes straight to the terminal, as it comes. */
  live?: boolean;
}

const LINT: Task = { name: "lint", command: bin("eslint"), args: ["."] };
const TYPE_CHECK: Task = { name: "type check", command: bin("tsc"), args: ["--noEmit"] };
const UNIT: Task = { name: "unit tests", command: bin("vitest"), args: ["run"] };
const BUILD: Task = { name: "build", command: bin("tsx"), args: ["scripts/build.ts"] };
const E2E: Task = { name: "browser tests", command: bin("playwright"), args: ["test"], live: true };

interface Outcome {
  task: Task;
  ok: boolean;
}

// Blocks that end while the browser tests print, kept for after them.
let held: Buffer[] | null = null;
const print = (block: Buffer) => (held ? held.push(block) : process.stdout.write(block));

function run(task: Task): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(task.command, task.args, { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", task.live ? "inherit" : "pipe", task.live ? "inherit" : "pipe"] });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean, why: string) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const line = `\n── ${task.name}: ${why} in ${seconds} s ──\n`;
      if (held && !task.live) process.stdout.write(`${line.trim()} (its output after the browser tests')\n`);
      print(Buffer.concat([Buffer.from(line), ...output]));
      resolve({ task, ok });
    };
    child.on("error", (error) => finish(false, `could not start (${error.message})`));
    child.on("close", (code, signal) => finish(code === 0, code === 0 ? "passed" : `failed (${signal ?? `exit ${code}`})`));
  });
}

async function browserTests(): Promise<Outcome> {
  process.stdout.write("\n[threadline] browser tests\n");
  held = [];
  const outcome = await run(E2E);
  const blocks = held;
  held = null;
  for (const block of blocks) process.stdout.write(block);
  return outcome;
}

const skipped = (task: Task): Outcome => ({ task, ok: false });

const checkOnly = process.argv.includes("--check");
console.log(`[threadline] lint, type check and unit tests at once${checkOnly ? "" : ", the build after the type check, the browser tests after the build"}; each printed when it ends`);
const typeCheck = run(TYPE_CHECK);
const runs = [run(LINT), typeCheck, run(UNIT)];
if (!checkOnly) {
  const build = typeCheck.then((outcome) => (outcome.ok ? run(BUILD) : skipped(BUILD)));
  runs.push(build, build.then((outcome) => (outcome.ok ? browserTests() : skipped(E2E))));
}
const failed = (await Promise.all(runs)).filter((o) => !o.ok).map((o) => o.task.name);
if (failed.length > 0) {
  console.error(`\n[threadline] failed: ${failed.join(", ")}`);
  process.exit(1);
}
