// Demo knobs, read from the environment at call time rather than at import time: the graph
// module is loaded once per process, while tests (and a restarted embedded server) change
// these between runs.

function intFromEnv(name: string, fallback: number, min = 0): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value >= min ? value : fallback;
}

/** Delay between streamed chunks of a normal answer. 25 ms reads as typing; tests use 0. */
export const streamDelayMs = (): number => intFromEnv("DEMO_STREAM_DELAY_MS", 25);

/**
 * Delay between the lines of "slow" answers and slow subagents' steps, whatever
 * DEMO_STREAM_DELAY_MS says, so a Stop can be exercised (a 40-point answer takes ~13 s). A
 * line per event streams a fiftieth of the events typing-sized chunks would.
 */
export const SLOW_LINE_MS = 300;

/**
 * Pause of a subagent's demo tool (its "lookup"), so a person can watch the steps arrive. Tests
 * run with DEMO_STREAM_DELAY_MS=0, which makes it 0 too unless set itself.
 */
export const subagentPauseMs = (): number => intFromEnv("DEMO_SUBAGENT_PAUSE_MS", streamDelayMs() === 0 ? 0 : 700);

/** Compact once the model window holds this many messages (small so a demo compacts quickly). */
export const compactAfter = (): number => intFromEnv("DEMO_COMPACT_AFTER", 12, 2);

/** Messages kept verbatim after a compaction (tool call/result pairs may extend it). */
export const keepRecent = (): number => Math.max(2, Math.min(6, Math.floor(compactAfter() / 2)));

export type SummaryMode = "deerflow" | "legacy";
export const summaryMode = (): SummaryMode =>
  process.env.DEMO_SUMMARY_MODE?.trim().toLowerCase() === "legacy" ? "legacy" : "deerflow";

/** Wall-clock budget of one subagent before it is reported as timed out. */
export const taskTimeoutMs = (): number => intFromEnv("DEMO_TASK_TIMEOUT_MS", 120_000, 1);

/** The context window the demo model declares, in tokens: small, so a demo fills it in a few turns. */
export const contextWindow = (): number => intFromEnv("DEMO_CONTEXT_WINDOW", 4096, 256);

export const DEMO_MODEL_NAME = "threadline-demo";
