// Benchmark of the timeline core (DESIGN 7): normalize + group of 10k and 100k messages
// (buildTimeline, which does both in one pass), the general path it falls back to, and the
// per-chunk cost of updating the live turn of a 10k thread while it streams.
//
//   npx tsx scripts/bench-timeline.ts [--runs 21]
//
// Histories are synthetic but shaped like real DeerFlow / Gateway threads: user turns with
// hidden durable-context blocks, tool loops with reasoning, task delegations with structured
// results, system messages, summary markers, final answers with usage, ids of real lengths.
// They are JSON round-tripped so every message is a fresh object, as after `JSON.parse` of
// a server response.
import { performance } from "node:perf_hooks";
import { normalizeMessages } from "../core/messages/normalize";
import { groupTimeline } from "../core/timeline/group";
import { buildTimeline } from "../core/timeline/build";
import { createTimelineBuilder } from "../core/timeline/incremental";
import { findInTimeline } from "../core/timeline/search";
import {
  compactionCount,
  condensedRanges,
  createCompactionTracker,
  createMessageLocator,
  EMPTY_LIVE_LOG,
  locateMessages,
  mergeHistory,
  observeLiveMessages,
  type LiveLog,
} from "../core/history";
import { createLedgerResolver, resolveLedger } from "../core/ledger";
import { createTodosTracker, currentTodos } from "../core/todos";

type Wire = Record<string, unknown>;

/** Small deterministic PRNG (mulberry32): the same history on every run and machine. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = "the agent searched benchmarks for vector databases and compared latency cost recall memory filters index shards replicas".split(" ");

function generateHistory(count: number, seed = 42): Wire[] {
  const rand = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const text = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(" ");
  const out: Wire[] = [];
  // Ids shaped like real ones (they are hashed and compared, so their length matters):
  // UUIDs from the SDK and tools, lc_run-- ids for model output, OpenAI-style call ids.
  const chars = (alphabet: string, k: number) => Array.from({ length: k }, () => alphabet[Math.floor(rand() * alphabet.length)]).join("");
  const hex = (k: number) => chars("0123456789abcdef", k);
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${hex(4)}-${hex(12)}`;
  const id = (p: string) => (p === "a" ? `lc_run--${uuid()}` : p === "c" ? `call_${chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 24)}` : uuid());

  while (out.length < count) {
    out.push({ type: "human", id: id("h"), content: [{ type: "text", text: text(20) }], additional_kwargs: {} });
    if (rand() < 0.3) {
      out.push({ type: "human", id: id("d"), content: `<durable_context>\n${text(30)}\n</durable_context>`, additional_kwargs: { hide_from_ui: true, durable_context_data: true } });
    }
    if (rand() < 0.1) out.push({ type: "system", id: id("s"), content: `<uploaded_files>\n${text(10)}\n</uploaded_files>` });
    const loops = 1 + Math.floor(rand() * 5);
    for (let l = 0; l < loops; l++) {
      const delegate = rand() < 0.15;
      const calls = Array.from({ length: 1 + Math.floor(rand() * 2) }, () =>
        delegate
          ? { id: id("c"), name: "task", args: { description: text(6), subagent_type: "researcher", prompt: text(40) }, type: "tool_call" }
          : { id: id("c"), name: pick(["web_search", "read_file", "bash", "write_todos", "present_files"]), args: { query: text(8), path: "/mnt/user-data/x.md" }, type: "tool_call" },
      );
      out.push({
        type: "ai",
        id: id("a"),
        content: rand() < 0.3 ? text(15) : "",
        additional_kwargs: rand() < 0.6 ? { reasoning_content: text(40) } : {},
        response_metadata: { finish_reason: "tool_calls", model_name: "demo-model" },
        tool_calls: calls,
        invalid_tool_calls: [],
        usage_metadata: { input_tokens: 1200, output_tokens: 80, total_tokens: 1280 },
      });
      for (const call of calls) {
        out.push({
          type: "tool",
          id: id("t"),
          tool_call_id: call.id,
          name: call.name,
          status: "success",
          content: delegate ? `Task Succeeded. Result: ${text(60)}` : text(20 + Math.floor(rand() * 300)),
          additional_kwargs: delegate ? { subagent_status: "completed", subagent_result_brief: text(10), subagent_token_usage: { input_tokens: 1, output_tokens: 2, total_tokens: 3 } } : {},
        });
      }
    }
    out.push({
      type: "ai",
      id: id("a"),
      content: text(80 + Math.floor(rand() * 200)),
      additional_kwargs: {},
      response_metadata: { finish_reason: "stop", model_name: "demo-model" },
      tool_calls: [],
      invalid_tool_calls: [],
      usage_metadata: { input_tokens: 1500, output_tokens: 300, total_tokens: 1800 },
    });
    if (rand() < 0.02) {
      out.push({ type: "summary_marker", id: id("m"), replaced_count: 40, summary: text(120), tokens_before: 20000, tokens_after: 2000 });
    }
  }
  return JSON.parse(JSON.stringify(out.slice(0, count))) as Wire[];
}

/**
 * Reference point: a transcription of the DeerFlow frontend's `groupMessages` (human /
 * processing / assistant groups of message references, no hidden context, summaries or
 * pairing). DESIGN 7 quotes 25-37 ms for it on an idle machine; timing it next to ours
 * shows how loaded the machine is while the benchmark runs.
 */
function deerflowStyleGroups(messages: readonly Wire[]): { type: string; messages: Wire[] }[] {
  const groups: { id: unknown; type: string; messages: Wire[] }[] = [];
  const calls = (m: Wire) => (Array.isArray(m.tool_calls) ? (m.tool_calls as Wire[]) : []);
  const hasContent = (m: Wire) =>
    typeof m.content === "string" ? m.content.trim().length > 0 : Array.isArray(m.content) && m.content.length > 0;
  for (const message of messages) {
    const last = groups[groups.length - 1];
    if (message.type === "human") {
      groups.push({ id: message.id, type: "human", messages: [message] });
    } else if (message.type === "tool") {
      if (last && last.type !== "human" && last.type !== "assistant") last.messages.push(message);
    } else if (message.type === "ai") {
      const toolCalls = calls(message);
      const kwargs = message.additional_kwargs as Wire | undefined;
      if (typeof kwargs?.reasoning_content === "string" || toolCalls.length > 0) {
        if (toolCalls.some((c) => c.name === "present_files")) groups.push({ id: message.id, type: "assistant:present-files", messages: [message] });
        else if (toolCalls.some((c) => c.name === "task")) groups.push({ id: message.id, type: "assistant:subagent", messages: [message] });
        else {
          if (last?.type !== "assistant:processing") groups.push({ id: message.id, type: "assistant:processing", messages: [] });
          groups[groups.length - 1]!.messages.push(message);
        }
      }
      if (hasContent(message) && toolCalls.length === 0) groups.push({ id: message.id, type: "assistant", messages: [message] });
    }
  }
  return groups;
}

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

function benchFull(count: number, runs: number, budgetMs?: number): void {
  const messages = generateHistory(count);
  const values = { messages, summary_text: "older context" };
  const items = buildTimeline(values, { threadId: "bench" });
  console.log(`\n${count} messages -> ${items.length} items`);
  const build = time(runs, 5, () => buildTimeline(values, { threadId: "bench" }));
  console.log(`  buildTimeline         ${fmt(build)}${verdict(build.median, budgetMs)}`);
  // What buildTimeline falls back to when one pass cannot decide (repeated message ids,
  // a result before its call): normalize everything, then group with a lookahead index.
  const general = () => groupTimeline(normalizeMessages(messages, { threadId: "bench" }), { threadId: "bench" });
  console.log(`  general path          ${fmt(time(runs, 5, general))}`);
  console.log(`  reference (DeerFlow)  ${fmt(time(runs, 5, () => deerflowStyleGroups(messages)))}`);
}

/**
 * Find in thread (core/timeline/search.ts): the first query normalizes every item's text
 * (cached per item), later keystrokes only scan. The build is fresh each round so the first
 * query is really cold.
 */
function benchFind(count: number, runs: number): void {
  const messages = generateHistory(count);
  const cold: number[] = [];
  const warm: number[] = [];
  let matches = 0;
  for (let r = 0; r < runs; r++) {
    const items = buildTimeline({ messages }, { threadId: "bench" });
    let t0 = performance.now();
    findInTimeline(items, "latency");
    cold.push(performance.now() - t0);
    t0 = performance.now();
    matches = findInTimeline(items, "latency cost").length;
    warm.push(performance.now() - t0);
  }
  console.log(`
find in a ${count}-message thread (${matches} items match "latency cost")`);
  console.log(`  first query (normalizes)  ${fmt(stats(cold))}`);
  console.log(`  next keystroke            ${fmt(stats(warm))}`);
}

/**
 * Opening a thread (components/thread/ThreadPane.tsx builds its timeline with a builder):
 * the first build, as when a thread opens, a page of earlier history arrives or an option
 * changes, and the first build that extends it, as when a run starts in that thread and
 * the builder prepares the settled turns it will reuse while the run streams.
 */
function benchOpen(count: number, runs: number): void {
  const messages = generateHistory(count);
  const options = { threadId: "bench" };
  const next = [...messages, { type: "human", id: "open-h", content: "next question" }, { type: "ai", id: "open-a", content: "", tool_calls: [] }];
  const first: number[] = [];
  const extend: number[] = [];
  for (let r = 0; r < runs + 3; r++) {
    const builder = createTimelineBuilder();
    const t0 = performance.now();
    builder.build(messages, options);
    const t1 = performance.now();
    builder.build(next, { ...options, runLive: true });
    const t2 = performance.now();
    if (r < 3) continue;
    first.push(t1 - t0);
    extend.push(t2 - t1);
  }
  console.log(`
opening a ${count}-message thread (a builder's first build; its first extension)`);
  console.log(`  first build                ${fmt(stats(first))}`);
  console.log(`  a run starts (prefix made) ${fmt(stats(extend))}`);
}

const verdict = (ms: number, budget?: number) => (budget === undefined ? "" : ms <= budget ? `  (budget ${budget} ms: met)` : `  (budget ${budget} ms: NOT met)`);

/**
 * A 10k-message thread gets a new question; the live turn runs two tool calls, then its
 * answer streams token by token, as `messages` stream mode delivers it: earlier messages
 * keep their identity, the streamed one is a new object each chunk.
 */
function benchStreaming(count: number, chunks: number): void {
  const history = generateHistory(count);
  const options = { threadId: "bench", runLive: true };
  const builder = createTimelineBuilder();
  builder.build(history, options);
  const liveTurn = [
    { type: "human", id: "live-human", content: "next question" },
    { type: "ai", id: "live-a1", content: "", tool_calls: [{ id: "live-c1", name: "web_search", args: { q: "x" } }, { id: "live-c2", name: "task", args: { description: "d" } }] },
    { type: "tool", id: "live-t1", tool_call_id: "live-c1", content: "results" },
  ];
  let t0 = performance.now();
  builder.build([...history, ...liveTurn], options);
  const turnStart = performance.now() - t0;
  const base = [...history, ...liveTurn];
  let text = "";
  const samples: number[] = [];
  const full: number[] = [];
  for (let c = 0; c < chunks; c++) {
    text += `${WORDS[c % WORDS.length]} `;
    const messages = [...base, { type: "ai", id: "live-ai", content: text, tool_calls: [] }];
    t0 = performance.now();
    builder.build(messages, options);
    samples.push(performance.now() - t0);
    if (c % 20 === 0) {
      t0 = performance.now();
      buildTimeline({ messages }, options);
      full.push(performance.now() - t0);
    }
  }
  // Later turns, with the code warm: a new turn settles the previous one into the prefix.
  const turns: number[] = [];
  let thread = [...base, { type: "ai", id: "live-ai", content: text, tool_calls: [] }];
  for (let t = 0; t < 20; t++) {
    thread = [...thread, { type: "human", id: `next-h${t}`, content: "and then?" }, { type: "ai", id: `next-a${t}`, content: "answer", tool_calls: [] }];
    t0 = performance.now();
    builder.build(thread, options);
    turns.push(performance.now() - t0);
  }
  const perChunk = stats(samples.slice(1));
  console.log(`\nstreaming into a ${count}-message thread (${chunks} chunks)`);
  console.log(`  new turn: first two builds   ${turnStart.toFixed(2)} ms + ${samples[0]!.toFixed(2)} ms (cold code)`);
  console.log(`  20 more new turns            ${fmt(stats(turns))}`);
  console.log(`  incremental, per chunk       ${fmt(perChunk)}${verdict(perChunk.median, 2)}`);
  console.log(`  full rebuild, per chunk      ${fmt(stats(full))}`);
}

/**
 * What the thread page does on every streamed chunk (components/thread/ThreadPane.tsx): the
 * live log observes the window, the stored history is merged with it, and the timeline,
 * ledger, compaction count, condensed ranges and message locations are derived from the
 * merged list. The stored history is the state read before the run; the stream's window is
 * that state plus the live turn, whose last message is a new object each chunk.
 */
function benchPipeline(count: number, chunks: number, pipeline: () => (messages: readonly unknown[], stored: readonly unknown[], log: LiveLog) => void): number {
  const stored = generateHistory(count, 7);
  const run = pipeline();
  let log = observeLiveMessages(EMPTY_LIVE_LOG, stored);
  run(stored, stored, log);
  const turn: Wire[] = [
    { type: "human", id: "live-human", content: "next question" },
    { type: "ai", id: "live-a1", content: "", tool_calls: [{ id: "live-c1", name: "web_search", args: { q: "x" } }, { id: "live-c2", name: "task", args: { description: "d" } }] },
    { type: "tool", id: "live-t1", tool_call_id: "live-c1", content: "results" },
  ];
  const samples: number[] = [];
  let window: Wire[] = [...stored];
  let text = "";
  for (let c = 0; c < chunks + turn.length; c++) {
    if (c < turn.length) window = [...window, turn[c]!];
    else {
      text += `${WORDS[c % WORDS.length]} `;
      const streamed = { type: "ai", id: "live-ai", content: text, tool_calls: [] };
      window = c === turn.length ? [...window, streamed] : [...window.slice(0, -1), streamed];
    }
    const t0 = performance.now();
    log = observeLiveMessages(log, window);
    run(window, stored, log);
    samples.push(performance.now() - t0);
  }
  // The first chunks start the turn; the figure is the streaming part.
  return stats(samples.slice(turn.length + 1)).median;
}

/** The calls ThreadPane makes today, each over the whole thread. */
const fromScratch = () => {
  const builder = createTimelineBuilder();
  return (_window: readonly unknown[], stored: readonly unknown[], live: LiveLog) => {
    const messages = mergeHistory({ stored, live, preferStored: false });
    const items = builder.build(messages, { threadId: "bench", runLive: true });
    resolveLedger({ channel: undefined, messages, liveEvents: [], threadId: "bench" });
    compactionCount(messages);
    condensedRanges(messages);
    locateMessages(items);
    currentTodos(undefined, messages);
  };
};

/** The same with the incremental factories, as ThreadPane should hold them (one per thread). */
const incremental = () => {
  const builder = createTimelineBuilder();
  const ledger = createLedgerResolver();
  const compactions = createCompactionTracker();
  const locator = createMessageLocator();
  const todos = createTodosTracker();
  return (_window: readonly unknown[], stored: readonly unknown[], live: LiveLog) => {
    const messages = mergeHistory({ stored, live, preferStored: false });
    const items = builder.build(messages, { threadId: "bench", runLive: true });
    ledger.resolve({ channel: undefined, messages, liveEvents: [], threadId: "bench" });
    compactions.compactionCount(messages);
    compactions.condensedRanges(messages);
    locator.locate(items);
    todos(undefined, messages);
  };
};

function benchPipelines(chunks: number): void {
  console.log(`\nfull per-chunk pipeline (observe, merge, timeline, ledger, counts, ranges, locations, to-dos; ${chunks} chunks)`);
  for (const [name, make] of [["from scratch", fromScratch], ["incremental", incremental]] as const) {
    const small = benchPipeline(100, chunks, make);
    const large = benchPipeline(10_000, chunks, make);
    console.log(`  ${name.padEnd(14)} 100 messages: median ${small.toFixed(3)} ms   10,000 messages: median ${large.toFixed(3)} ms${verdict(large, 2)}`);
  }
}

const runsArg = process.argv.indexOf("--runs");
const runs = runsArg >= 0 ? Number(process.argv[runsArg + 1]) || 21 : 21;
console.log(`node ${process.version}, ${runs} timed runs after 5 warm-ups`);
const only = process.argv.includes("--streaming-only");
if (!only) {
  benchFull(10_000, runs);
  benchFull(100_000, runs, 50);
}
if (!only) {
  benchOpen(10_000, runs);
  benchOpen(100_000, Math.min(runs, 11));
}
benchStreaming(10_000, 500);
if (!only) benchFind(10_000, Math.min(runs, 11));
benchPipelines(300);
