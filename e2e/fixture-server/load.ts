// Loads wire-data fixtures as threads: either the contract shape
// `{thread_id, kind, state, pages?}` or a bare `threads.getState` response (DeerFlow's demo
// threads), whose id comes from its metadata, its checkpoint or the file name.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export interface FixtureThread {
  threadId: string;
  kind: string;
  file: string;
  state: Record<string, unknown>;
  /** Paged-transcript rows, oldest first; null when the backend has no paged transcript. */
  pages: Record<string, unknown>[] | null;
  title: string | null;
  createdAt: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === "string" && v ? v : null);

function toThread(file: string, raw: unknown, index: number): FixtureThread | null {
  if (!isRecord(raw)) return null;
  const contract = isRecord(raw.state);
  const state = contract ? (raw.state as Record<string, unknown>) : raw;
  const metadata = isRecord(state.metadata) ? state.metadata : {};
  const checkpoint = isRecord(state.checkpoint) ? state.checkpoint : {};
  const threadId =
    str(raw.thread_id) ?? str(metadata.thread_id) ?? str(checkpoint.thread_id) ?? path.basename(file, ".json");
  const values = isRecord(state.values) ? state.values : {};
  return {
    threadId,
    kind: str(raw.kind) ?? path.basename(path.dirname(file)),
    file,
    state,
    pages: contract && Array.isArray(raw.pages) ? raw.pages.filter(isRecord) : null,
    title: str(values.title),
    // Spread creation times so the list order is stable: later files are "newer".
    createdAt: str(state.created_at) ?? new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
  };
}

export function loadFixtures(dirs: readonly string[]): FixtureThread[] {
  const threads: FixtureThread[] = [];
  for (const dir of dirs) {
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) continue;
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".json")).sort()) {
      const file = path.join(dir, name);
      const thread = toThread(file, JSON.parse(readFileSync(file, "utf8")), threads.length);
      if (thread) threads.push(thread);
    }
  }
  return threads;
}

export function defaultFixtureDirs(root: string): string[] {
  const configured = process.env.FIXTURE_DIRS?.split(path.delimiter).filter(Boolean);
  if (configured?.length) return configured.map((d) => path.resolve(root, d));
  const shared = path.resolve(root, "../shared/fixtures");
  return [path.join(shared, "contract"), path.join(shared, "deerflow-demo")];
}
