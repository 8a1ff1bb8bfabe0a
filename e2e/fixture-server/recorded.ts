// The fixture server's threads recorded from real deepagents graphs (fixtures/deepagents): each
// recorded state served as the thread `deepagents-<name>`, its checkpoint history as recorded
// (`limit` and `before` honoured, as a stock server does), and recorded run streams replayed.
//
// A replayed thread (`deepagents-replay-<stream>`) starts as the stream's first `values` event
// says; a run on it replays the recorded events as they were sent (the JS server's
// pretty-printed JSON), one every REPLAY_GAP_MS, and holds after the event named in REPLAYS
// until POST /__release (or PAUSE_MS), so a test can look at the page mid-run however slow the
// machine; the recorded input message's id is the one the app
// sent, so the page sees its own message. Afterwards the thread reads as the state recorded
// after that run (REPLAYS' `after`), else as the stream's last `values` event left it, until
// POST /__reset_replays.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ServerResponse } from "node:http";
import { DEEPAGENTS_DIR, loadRecordedThreads, recordedStream, type FixtureThread } from "../../fixtures/load";

const REPLAY_GAP_MS = 120;
/** How long a replay holds at most when no test releases it. */
const PAUSE_MS = 30_000;

/** Releases the replays holding mid-run. */
const holding = new Set<() => void>();
export function releaseReplays(): void {
  for (const release of holding) release();
  holding.clear();
}

function hold(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(release, PAUSE_MS);
    function release() {
      clearTimeout(timer);
      holding.delete(release);
      resolve();
    }
    holding.add(release);
  });
}

/**
 * Streams replayed: the event after which each pauses (for `compaction`, the answer of the
 * node run whose summarizer streamed first), and the state recorded after the run, if any.
 */
const REPLAYS: readonly { stream: string; pauseAfter?: string; after?: string }[] = [
  { stream: "compaction", pauseAfter: "7" },
  { stream: "subagent-interrupt", after: "api-subagent-interrupt" },
];

export interface RecordedFixture extends FixtureThread {
  /** Checkpoints, newest first. */
  history: unknown[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export const recorded = new Map<string, RecordedFixture>();
for (const t of loadRecordedThreads()) {
  const created = typeof t.state.created_at === "string" ? t.state.created_at : "2026-11-26T00:00:00.000Z";
  recorded.set(t.threadId, { threadId: t.threadId, kind: "deepagents", file: t.name, state: t.state, pages: null, title: null, createdAt: created, history: t.history ?? [t.state] });
}

interface Replay {
  threadId: string;
  text: string;
  pauseAfter: string | undefined;
  runId: string;
  /** The id of the recorded run's input message: replaced by the one the app sends. */
  inputId: string;
  initial: Record<string, unknown>;
  /** The state after the run, as recorded, or undefined: the stream's last values make it. */
  after: Record<string, unknown> | undefined;
  finalValues: Record<string, unknown>;
}

const replays = new Map<string, Replay>();
/** Replayed threads whose run has been replayed (their state is the stream's last), by id. */
const replayed = new Map<string, string>();

for (const { stream, pauseAfter, after } of REPLAYS) {
  const events = recordedStream(stream);
  const values = events.filter((e) => e.event === "values").map((e) => e.data as Record<string, unknown>);
  const first = values[0] ?? {};
  const messages = Array.isArray(first.messages) ? (first.messages as Record<string, unknown>[]) : [];
  const input = messages.findLast((m) => m.type === "human");
  const metadata = events.find((e) => e.event === "metadata")?.data as { run_id?: string } | undefined;
  const threadId = `deepagents-replay-${stream}`;
  replays.set(threadId, {
    threadId,
    text: readFileSync(path.join(DEEPAGENTS_DIR, `stream-${stream}.sse`), "utf8"),
    pauseAfter,
    runId: metadata?.run_id ?? "00000000-0000-4000-8000-000000000002",
    inputId: typeof input?.id === "string" ? input.id : "",
    initial: { ...first, messages: messages.slice(0, -1) },
    after: after === undefined ? undefined : recorded.get(`deepagents-${after}`)?.state,
    finalValues: values.at(-1) ?? first,
  });
}

export const isReplay = (threadId: string) => replays.has(threadId);

function checkpointState(threadId: string, values: Record<string, unknown>, id: string, parent: string | null): Record<string, unknown> {
  return {
    values,
    next: [],
    tasks: [],
    metadata: { thread_id: threadId, source: "loop" },
    created_at: "2026-11-26T14:33:30.000Z",
    checkpoint: { thread_id: threadId, checkpoint_ns: "", checkpoint_id: id, checkpoint_map: null },
    parent_checkpoint: parent === null ? null : { thread_id: threadId, checkpoint_ns: "", checkpoint_id: parent, checkpoint_map: null },
  };
}

/** A replayed thread's checkpoints, newest first: before its run, and after it once replayed. */
function replayHistory(replay: Replay): Record<string, unknown>[] {
  // Before the run: the stream's first values without the run's input, the message the app sends.
  const before = checkpointState(replay.threadId, replay.initial, "1f1e9a00-0000-6000-8000-000000000001", null);
  const sent = replayed.get(replay.threadId);
  if (sent === undefined) return [before];
  const withSent = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll(replay.inputId, sent)) as T;
  if (replay.after !== undefined) return [withSent(replay.after), before];
  return [checkpointState(replay.threadId, withSent(replay.finalValues), "1f1e9a00-0000-6000-8000-000000000002", "1f1e9a00-0000-6000-8000-000000000001"), before];
}

/** A recorded or replayed thread as the fixture server serves it: its state and its history. */
export function recordedThreadOf(threadId: string): RecordedFixture | undefined {
  const replay = replays.get(threadId);
  if (replay === undefined) return recorded.get(threadId);
  const history = replayHistory(replay);
  const state = history[0]!;
  return { threadId, kind: "deepagents-replay", file: replay.threadId, state, pages: null, title: null, createdAt: String(state.created_at), history };
}

/** `POST /threads/{id}/history`: up to `limit` checkpoints older than `before` (a checkpoint id, or a config naming one). */
export function historyPage(history: readonly unknown[], body: Record<string, unknown>): unknown[] {
  const limit = typeof body.limit === "number" && body.limit > 0 ? body.limit : 10;
  const raw = body.before;
  const before = typeof raw === "string" ? raw : isRecord(raw) && isRecord(raw.configurable) ? raw.configurable.checkpoint_id : undefined;
  const idOf = (c: unknown) => (isRecord(c) && isRecord(c.checkpoint) ? c.checkpoint.checkpoint_id : undefined);
  const from = typeof before === "string" ? history.findIndex((c) => idOf(c) === before) + 1 : 0;
  return from === 0 && typeof before === "string" ? [] : history.slice(from, from + limit);
}

/** Replays the recorded run of a replayed thread, with the id of the message the app sent. */
export async function replayRun(res: ServerResponse, threadId: string, body: unknown): Promise<void> {
  const replay = replays.get(threadId)!;
  const input = isRecord(body) && isRecord(body.input) && Array.isArray(body.input.messages) ? body.input.messages[0] : undefined;
  const sent = isRecord(input) && typeof input.id === "string" ? input.id : replay.inputId;
  res.writeHead(200, { "content-type": "text/event-stream", "content-location": `/threads/${threadId}/runs/${replay.runId}` });
  const text = replay.inputId === "" ? replay.text : replay.text.replaceAll(replay.inputId, sent);
  for (const block of text.split("\n\n")) {
    if (block.trim() === "") continue;
    res.write(`${block}\n\n`);
    const id = /^id: (.*)$/m.exec(block)?.[1];
    await (id === replay.pauseAfter ? hold() : new Promise((resolve) => setTimeout(resolve, REPLAY_GAP_MS)));
  }
  replayed.set(threadId, sent);
  res.end();
}

export function resetReplays(): void {
  replayed.clear();
}
