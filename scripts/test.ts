// `npm test` and `npm run check`. Lint, the type check and the unit tests run at the same
// time, and for `npm test` the production build once the type check is done (the build
// rewrites .next/types, which the type check reads): each alone leaves a core of two idle
// for much of its time (README, "Performance"). Each one's output is printed whole when it
// ends. `npm test` then runs the browser tests, whose servers start on that build (its stamp
// is current, scripts/lib/build.ts).
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

interface Task {
  name: string;
  command: string;
  args: string[];
}

const LINT: Task = { name: "lint", command: bin("eslint"), args: ["."] };
const TYPE_CHECK: Task = { name: "type check", command: bin("tsc"), args: ["--noEmit"] };
const UNIT: Task = { name: "unit tests", command: bin("vitest"), args: ["run"] };
const BUILD: Task = { name: "build", command: bin("tsx"), args: ["scripts/build.ts"] };

interface Outcome {
  task: Task;
  ok: boolean;
}

function run(task: Task): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(task.command, task.args, { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean, why: string) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n── ${task.name}: ${why} in ${seconds} s ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ task, ok });
    };
    child.on("error", (error) => finish(false, `could not start (${error.message})`));
    child.on("close", (code, signal) => finish(code === 0, code === 0 ? "passed" : `failed (${signal ?? `exit ${code}`})`));
  });
}

const checkOnly = process.argv.includes("--check");
console.log(`[threadline] lint, type check and unit tests at once${checkOnly ? "" : ", the build after the type check"}; each printed when it ends`);
const typeCheck = run(TYPE_CHECK);
const built = checkOnly ? [] : [typeCheck.then((outcome) => (outcome.ok ? run(BUILD) : { task: BUILD, ok: false }))];
const outcomes = await Promise.all([run(LINT), typeCheck, run(UNIT), ...built]);
const failed = outcomes.filter((o) => !o.ok).map((o) => o.task.name);
if (failed.length > 0) {
  console.error(`\n[threadline] failed: ${failed.join(", ")}`);
  process.exit(1);
}
if (!checkOnly) {
  console.log("\n[threadline] browser tests");
  const e2e = spawnSync(bin("playwright"), ["test"], { cwd: root, stdio: "inherit" });
  process.exit(e2e.status ?? 1);
}
