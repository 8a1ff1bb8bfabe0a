// Benchmark of the timeline core (docs/architecture.md, "Budgets"): buildTimeline on 10k
// messages (100k for reference), and the thread model (core/thread) a thread page runs on every
// streamed chunk (merge, timeline, ledger, compactions, to-dos) at 100 and 10k messages, with
// what opening a thread, a new turn and Find cost.
//
//   npx tsx scripts/bench-timeline.ts [--runs 21]
//
// Histories are synthetic (scripts/bench/history.ts). Missed budgets are printed, not failed.
import { performance } from "node:perf_hooks";
import { compactionCount, condensedRanges, EMPTY_LIVE_LOG, locateMessages, mergeHistory, observeLiveMessages, type LiveLog } from "../core/history";
import { ledgerOf } from "../core/ledger/derive";
import { combineLedger } from "../core/ledger/resolve";
import { createThreadModel, type ThreadInput, type ThreadModel } from "../core/thread";
import { threadInput } from "../core/thread/test-input";
import { buildTimeline, buildTimelineFromParsed } from "../core/timeline/build";
import { readMessages, type NormalizedMessage } from "../core/messages";
import { currentTodos } from "../core/todos";
import { deerflowStyleGroups, generateHistory, WORDS, type Wire } from "./bench/history";

function stats(samples: number[]): { median: number; p95: number; min: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median: at(0.5), p95: at(0.95), min: s[0]! };
}

function time(runs: number, warmup: number, fn: () => unknown): ReturnType<typeof stats> {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return stats(samples);
}

const fmt = (s: ReturnType<typeof stats>) => `median ${s.median.toFixed(2)} ms  p95 ${s.p95.toFixed(2)} ms  min ${s.min.toFixed(2)} ms`;
const verdict = (ms: number, budget?: number) => (budget === undefined ? "" : ms <= budget ? `  (budget ${budget} ms: met)` : `  (budget ${budget} ms: MISSED)`);

function benchBuild(count: number, runs: number, budgetMs?: number): void {
  const messages = generateHistory(count);
  const values = { messages, summary_text: "older context" };
  const compactions = messages.filter((m) => m.type === "summary_marker").length;
  console.log(`\n${count} messages, ${compactions} compactions -> ${buildTimeline(values).length} items`);
  const build = time(runs, 5, () => buildTimeline(values));
  console.log(`  buildTimeline         ${fmt(build)}${verdict(build.median, budgetMs)}`);
  // What the page does with a list read where it arrived (core/messages/read.ts).
  const read = readMessages(messages);
  console.log(`    of read messages    ${fmt(time(runs, 5, () => buildTimelineFromParsed(read, { summaryText: values.summary_text })))}`);
  console.log(`    reading them        ${fmt(time(runs, 5, () => readMessages(messages)))}`);
  console.log(`  reference (DeerFlow)  ${fmt(time(runs, 5, () => deerflowStyleGroups(messages)))}`);
}

const input = (stored: readonly NormalizedMessage[], live: LiveLog, runLive: boolean): ThreadInput => threadInput({ threadId: "bench", stored, live, preferStored: !runLive, runLive });

/**
 * A thread page with the state as its history (the stream shows the whole window): the
 * first view when it opens (the state read, the stream's window observed, the view derived),
 * then the frame where a run starts a new turn.
 */
function benchOpen(count: number, runs: number): void {
  const wire = generateHistory(count);
  const open: number[] = [];
  const runStarts: number[] = [];
  for (let r = 0; r < runs + 3; r++) {
    const model = createThreadModel();
    const t0 = performance.now();
    const stored = readMessages(wire);
    const live = observeLiveMessages(EMPTY_LIVE_LOG, wire);
    model.update(input(stored, live, false));
    const t1 = performance.now();
    model.update(input(stored, observeLiveMessages(live, [...wire, { type: "human", id: "open-h", content: "next question" }]), true));
    const t2 = performance.now();
    if (r < 3) continue;
    open.push(t1 - t0);
    runStarts.push(t2 - t1);
  }
  console.log(`\nopening a ${count}-message thread (thread model, state as history)`);
  console.log(`  first view                 ${fmt(stats(open))}`);
  console.log(`  then a run starts a turn   ${fmt(stats(runStarts))}`);
}

interface Run {
  /** Per chunk: observe the stream's window, then update. */
  chunks: number[];
  /** The frames that start a new turn, after the first: observe and update, and the update alone. */
  turns: number[];
  turnUpdates: number[];
}

/**
 * Streaming into a thread whose stored history is the state read before the run: the
 * window is that state plus the live turn, whose last message is a new object each chunk
 * (as `messages` stream mode delivers it). The turn runs two tool calls, then its answer
 * streams; then 20 more short turns follow.
 */
function streamInto(count: number, chunks: number, frame: (stored: readonly NormalizedMessage[], live: LiveLog) => void): Run {
  const wire = generateHistory(count, 7);
  const stored = readMessages(wire);
  let log = observeLiveMessages(EMPTY_LIVE_LOG, wire);
  frame(stored, log);
  const turn: Wire[] = [
    { type: "human", id: "live-human", content: "next question" },
    { type: "ai", id: "live-a1", content: "", tool_calls: [{ id: "live-c1", name: "web_search", args: { q: "x" } }, { id: "live-c2", name: "task", args: { description: "d" } }] },
    { type: "tool", id: "live-t1", tool_call_id: "live-c1", content: "results" },
  ];
  let update = 0;
  const step = (window: readonly unknown[]) => {
    const t0 = performance.now();
    log = observeLiveMessages(log, window);
    const t1 = performance.now();
    frame(stored, log);
    const t2 = performance.now();
    update = t2 - t1;
    return t2 - t0;
  };
  let window: Wire[] = [...wire];
  for (const message of turn) step((window = [...window, message]));
  let text = "";
  const samples: number[] = [];
  for (let c = 0; c < chunks; c++) {
    text += `${WORDS[c % WORDS.length]} `;
    const streamed = { type: "ai", id: "live-ai", content: text, tool_calls: [] };
    window = c === 0 ? [...window, streamed] : [...window.slice(0, -1), streamed];
    samples.push(step(window));
  }
  const turns: number[] = [];
  const turnUpdates: number[] = [];
  for (let t = 0; t < 21; t++) {
    window = [...window, { type: "human", id: `next-h${t}`, content: "and then?" }, { type: "ai", id: `next-a${t}`, content: "answer", tool_calls: [] }];
    turns.push(step(window));
    turnUpdates.push(update);
  }
  return { chunks: samples.slice(1), turns: turns.slice(1), turnUpdates: turnUpdates.slice(1) };
}

const withModel = (): ((stored: readonly NormalizedMessage[], live: LiveLog) => void) => {
  const model: ThreadModel = createThreadModel();
  return (stored, live) => void model.update(input(stored, live, true));
};

/** What the model stands for, each function over the whole thread every chunk. */
const fromScratch = (): ((stored: readonly NormalizedMessage[], live: LiveLog) => void) => (stored, live) => {
  const normalized = mergeHistory({ stored, live, preferStored: false });
  const items = buildTimelineFromParsed(normalized, { runLive: true });
  combineLedger(null, ledgerOf(normalized), [], undefined);
  compactionCount(normalized);
  condensedRanges(normalized);
  locateMessages(items);
  currentTodos(undefined, normalized);
};

function benchStreaming(chunks: number): void {
  console.log(`\nper streamed chunk (observe the window, then derive the view; ${chunks} chunks)`);
  for (const [name, make] of [["thread model", withModel], ["from scratch", fromScratch]] as const) {
    const small = stats(streamInto(100, chunks, make()).chunks);
    const large = streamInto(10_000, chunks, make());
    const per = stats(large.chunks);
    console.log(`  ${name.padEnd(13)} 100 messages: median ${small.median.toFixed(3)} ms   10,000 messages: median ${per.median.toFixed(3)} ms, p95 ${per.p95.toFixed(3)} ms${name === "thread model" ? verdict(per.median, 2) : ""}`);
    if (name === "thread model") {
      console.log(`  ${"".padEnd(13)} a new turn on 10,000 messages: ${fmt(stats(large.turns))}`);
      console.log(`  ${"".padEnd(13)}   of which the model's update: ${fmt(stats(large.turnUpdates))}`);
    }
  }
}

/** Find in a 10k thread through the model: the first query normalizes every item's text, later keystrokes only scan. */
function benchFind(count: number, runs: number): void {
  const stored = readMessages(generateHistory(count));
  const cold: number[] = [];
  const warm: number[] = [];
  let matches = 0;
  for (let r = 0; r < runs; r++) {
    const view = createThreadModel().update(input(stored, EMPTY_LIVE_LOG, false));
    let t0 = performance.now();
    view.find("latency");
    cold.push(performance.now() - t0);
    t0 = performance.now();
    matches = view.find("latency cost").length;
    warm.push(performance.now() - t0);
  }
  console.log(`\nfind in a ${count}-message thread (${matches} items match "latency cost")`);
  console.log(`  first query (normalizes)  ${fmt(stats(cold))}`);
  console.log(`  next keystroke            ${fmt(stats(warm))}`);
}

const runsArg = process.argv.indexOf("--runs");
const runs = runsArg >= 0 ? Number(process.argv[runsArg + 1]) || 21 : 21;
console.log(`node ${process.version}, ${runs} timed runs after 5 warm-ups`);
benchBuild(10_000, runs, 16);
benchBuild(100_000, Math.min(runs, 11));
benchOpen(10_000, runs);
benchStreaming(300);
benchFind(10_000, Math.min(runs, 11));
