// The third-party graphs (langgraph.json) as a dev-server project of their own, for the e2e
// run: `langgraphjs dev` keeps its threads under the config's folder (`.langgraph_api/`) and
// adds that folder to a `.gitignore` there, so the config is copied into a data directory,
// with the graphs' paths made absolute: each run starts empty and the working tree stays as
// it was. The server resolves `@langchain/langgraph` from the config's folder (one copy for
// every graph), so the data directory gets a link to the project's node_modules. The UI
// bundler takes only files inside the config's folder, so the `ui` files (and their styles,
// `ui.css` beside `ui.tsx`) are copied there.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");

/** Writes the project into `dataDir` (again, harmlessly); the path of its langgraph.json. */
export function thirdPartyProject(dataDir: string): string {
  const config = JSON.parse(readFileSync(path.join(here, "langgraph.json"), "utf8")) as { graphs: Record<string, string>; ui?: Record<string, string> };
  for (const [id, spec] of Object.entries(config.graphs)) {
    const [file, name] = spec.split(":");
    config.graphs[id] = `${path.resolve(here, file!)}:${name}`;
  }
  mkdirSync(dataDir, { recursive: true });
  for (const entry of Object.values(config.ui ?? {})) {
    const stem = path.basename(entry, path.extname(entry));
    for (const file of readdirSync(here).filter((name) => name.startsWith(`${stem}.`))) copyFileSync(path.join(here, file), path.join(dataDir, file));
  }
  const configPath = path.join(dataDir, "langgraph.json");
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  const modules = path.join(dataDir, "node_modules");
  if (!existsSync(modules)) symlinkSync(path.join(root, "node_modules"), modules, "dir");
  return configPath;
}

/**
 * The dev server's command line for that project on `port`: no reload watcher, no browser.
 * With LANGGRAPH_CLI_NO_ANALYTICS=1 and tracing off (the caller's environment) it makes no
 * network calls.
 */
export function thirdPartyCommand(configPath: string, port: number): string {
  const cli = path.join("node_modules", "@langchain", "langgraph-cli", "dist", "cli", "cli.mjs");
  return `node ${cli} dev --config ${configPath} --host 127.0.0.1 --port ${port} --no-browser --no-reload --n-jobs-per-worker 4`;
}
