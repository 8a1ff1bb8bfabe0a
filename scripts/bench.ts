// `npm run bench`: the core timeline benchmark (scripts/bench-timeline.ts), the browser
// benchmark of the workspace (scripts/bench-app.ts), then the embedded backend's store
// (scripts/bench-store.ts). Each runs as its own process, output
// passed through; arguments go to the core benchmark (e.g. `npm run bench -- --runs 9`).
// Exits non-zero when either fails to run; missed budgets are printed, not failed.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");

function run(script: string, args: readonly string[]): number {
  console.log(`\n== ${script} ==\n`);
  const result = spawnSync(process.execPath, [tsx, path.join(root, "scripts", script), ...args], { cwd: root, stdio: "inherit", env: process.env });
  if (result.error) console.error(`${script}: ${result.error.message}`);
  return result.status ?? 1;
}

const core = run("bench-timeline.ts", process.argv.slice(2));
const app = run("bench-app.ts", []);
const store = run("bench-store.ts", []);
process.exit([core, app, store].find((status) => status !== 0) ?? 0);
