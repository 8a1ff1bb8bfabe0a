import path from "node:path";
import { fileURLToPath } from "node:url";

// Process-wide facts about the embedded server, shared between agent/server.ts and the graph
// and route modules the LangGraph API server loads. Those modules may be separate instances of
// this file (the server imports graphs through Node's own loader, while a test runner has its
// own module graph), so the state lives on globalThis under a registered symbol.

export interface EmbeddedRuntime {
  /** Absolute directory holding threads, checkpoints and transcripts. */
  dataDir: string;
}

const KEY = Symbol.for("threadline.agent.runtime");
type Holder = { [KEY]?: EmbeddedRuntime };
const holder = globalThis as Holder;

export const AGENT_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.dirname(AGENT_DIR);
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, ".data");

export function setRuntime(runtime: EmbeddedRuntime | undefined): void {
  holder[KEY] = runtime;
}

export function getRuntime(): EmbeddedRuntime | undefined {
  return holder[KEY];
}

/**
 * Where transcripts live. Falls back to THREADLINE_DATA_DIR (or the repo's .data) when the
 * graph runs under another host, such as the LangGraph CLI.
 */
export function dataDir(): string {
  return getRuntime()?.dataDir ?? path.resolve(process.env.THREADLINE_DATA_DIR ?? DEFAULT_DATA_DIR);
}
