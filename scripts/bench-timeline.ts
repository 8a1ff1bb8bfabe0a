// Benchmark of the timeline core (DESIGN 7): buildTimeline on 10k messages (100k for
// reference), and the thread model (core/thread) a thread page runs on every streamed chunk
// (merge, timeline, ledger, compactions, to-dos) at 100 and 10k messages, with what opening
// a thread, a new turn and Find cost.
//
//   npx tsx scripts/bench-timeline.ts [--runs 21]
//
// Histories are synthetic but shaped like real DeerFlow / Gateway threads: user turns with
// hidden durable-context blocks, tool loops with reasoning, task delegations with structured
// results, system messages, summary markers, final answers with usage, ids of real lengths.
// They are JSON round-tripped so every message is a fresh object, as after `JSON.parse` of
// a server response.
import { performance } from "node:perf_hooks";
import { compactionCount, condensedRanges, EMPTY_LIVE_LOG, locateMessages, mergeHistory, observeLiveMessages, type LiveLog } from "../core/history";
import { resolveLedger } from "../core/ledger";
import { createThreadModel, type ThreadInput, type ThreadModel } from "../core/thread";
import { buildTimeline, buildTimelineFromMessages } from "../core/timeline/build";
import { currentTodos } from "../core/todos";

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
const verdict = (ms: number, budget?: number) => (budget === undefined ? "" : ms <= budget ? `  (budget ${budget} ms: met)` : `  (budget ${budget} ms: NOT met)`);

function benchBuild(count: number, runs: number, budgetMs?: number): void {
  const messages = generateHistory(count);
  const values = { messages, summary_text: "older context" };
  console.log(`\n${count} messages -> ${buildTimeline(values, { threadId: "bench" }).length} items`);
  const build = time(runs, 5, () => buildTimeline(values, { threadId: "bench" }));
  console.log(`  buildTimeline         ${fmt(build)}${verdict(build.median, budgetMs)}`);
  console.log(`  reference (DeerFlow)  ${fmt(time(runs, 5, () => deerflowStyleGroups(messages)))}`);
}

const input = (stored: readonly unknown[], live: LiveLog, runLive: boolean): ThreadInput => ({
  threadId: "bench",
  stored,
  live,
  preferStored: !runLive,
  summaryText: undefined,
  hasOlder: false,
  delegations: undefined,
  todos: undefined,
  taskEvents: [],
  showHidden: false,
  runLive,
});

/**
 * A thread page with the state as its history (the stream shows the whole window): the
 * first view when it opens, then the frame where a run starts a new turn.
 */
function benchOpen(count: number, runs: number): void {
  const stored = generateHistory(count);
  const open: number[] = [];
  const runStarts: number[] = [];
  for (let r = 0; r < runs + 3; r++) {
    const model = createThreadModel();
    const t0 = performance.now();
    const live = observeLiveMessages(EMPTY_LIVE_LOG, stored);
    model.update(input(stored, live, false));
    const t1 = performance.now();
    model.update(input(stored, observeLiveMessages(live, [...stored, { type: "human", id: "open-h", content: "next question" }]), true));
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
function streamInto(count: number, chunks: number, frame: (stored: readonly unknown[], live: LiveLog) => void): Run {
  const stored = generateHistory(count, 7);
  let log = observeLiveMessages(EMPTY_LIVE_LOG, stored);
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
  let window: Wire[] = [...stored];
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

const withModel = (): ((stored: readonly unknown[], live: LiveLog) => void) => {
  const model: ThreadModel = createThreadModel();
  return (stored, live) => void model.update(input(stored, live, true));
};

/** What the model stands for, each function over the whole thread every chunk. */
const fromScratch = (): ((stored: readonly unknown[], live: LiveLog) => void) => (stored, live) => {
  const messages = mergeHistory({ stored, live, preferStored: false });
  const items = buildTimelineFromMessages(messages, { threadId: "bench", runLive: true });
  resolveLedger({ channel: undefined, messages, liveEvents: [], threadId: "bench" });
  compactionCount(messages);
  condensedRanges(messages);
  locateMessages(items);
  currentTodos(undefined, messages);
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
  const stored = generateHistory(count);
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
