// The embedded backend's store bench (`npm run bench`, section "store"): how a turn, creating a
// thread and the writes behind them cost on an empty store and on one holding many threads, as
// docs/architecture.md, "Budgets", states them. It starts the embedded server in this process
// on a throw-away data directory, so the RSS reported is the server's (plus this script's).
// Missed budgets are printed, not failed.
import { mkdtemp, rm, stat, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { generateThread } from "../agent/seed/generate";
import { seedSmallThreads } from "../agent/seed/small";
import { seedThread, targetClient, type SeedTarget } from "../agent/seed/write";
import { median, renderTable } from "./bench/table";

process.env.LANGGRAPH_CLI_NO_ANALYTICS = "1";
process.env.LOG_LEVEL ??= "warn";
// The demo agent answers at once: what is timed is the server and its store, not typing.
process.env.DEMO_STREAM_DELAY_MS = "0";

const { values: args } = parseArgs({
  options: { threads: { type: "string" }, messages: { type: "string" }, turns: { type: "string" } },
  strict: true,
});
const SMALL_THREADS = Number(args.threads ?? 300);
const LONG_MESSAGES = Number(args.messages ?? 10_000);
const TURNS = Number(args.turns ?? 7);
const CREATES = 15;
const SEED_PARALLEL = 8;

const BUDGET = { turnSlowdown: 0.1, createMs: 50, seedMs: 20_000, searchMs: 200 };
const SEARCHES = 15;
// The sidebar's wait after typing stops (components/workspace/Sidebar.tsx), part of the budget.
const SEARCH_DEBOUNCE_MS = 100;
// A word in most messages, a phrase in some, one in none (the whole index scanned).
const SEARCH_QUERIES = ["the", "GDPR export endpoint", "zebra-crossing-nowhere"];

interface Figures {
  turnMs: number;
  createMs: number;
  rssMb: number;
  storeMb: number;
}

async function bytesUnder(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function measure(target: SeedTarget, label: string): Promise<Figures> {
  const client = targetClient(target);
  const creates: number[] = [];
  for (let i = 0; i < CREATES; i++) {
    const started = performance.now();
    await client.threads.create({ metadata: { title: `${label} bench ${i}` } });
    creates.push(performance.now() - started);
  }
  // Turns on one thread, one after the other, as a person chats; the first warms the graph.
  const thread = await client.threads.create({ metadata: { title: `${label} bench turns` } });
  const turns: number[] = [];
  for (let i = 0; i <= TURNS; i++) {
    const started = performance.now();
    await client.runs.wait(thread.thread_id, "agent", { input: { messages: [{ type: "human", content: `Plan the quarterly review, part ${i}` }] } });
    if (i > 0) turns.push(performance.now() - started);
  }
  return {
    turnMs: median(turns),
    createMs: median(creates),
    rssMb: process.memoryUsage().rss / 2 ** 20,
    storeMb: (await bytesUnder(target.dataDir)) / 2 ** 20,
  };
}

async function seed(target: SeedTarget): Promise<{ smallMs: number; longMs: number }> {
  const client = targetClient(target);
  let started = performance.now();
  await seedSmallThreads(target, SMALL_THREADS, { client, parallel: SEED_PARALLEL });
  const smallMs = performance.now() - started;
  started = performance.now();
  const long = generateThread({ messages: LONG_MESSAGES, compactions: 0, seed: 1, endAt: Date.now(), contextBlocks: false });
  await seedThread(target, long, { client, stock: true, verify: false });
  return { smallMs, longMs: performance.now() - started };
}

/**
 * Time from request to answer of the message search (agent/search), the 10,000 messages in a
 * transcript-backed thread: the first search reads the seeded transcripts it has not seen
 * (printed apart), then medians per query.
 */
async function measureSearch(target: SeedTarget, apiKey: string): Promise<{ firstMs: number; perQuery: [string, number, number][] }> {
  const long = generateThread({ messages: LONG_MESSAGES, compactions: 20, seed: 2, endAt: Date.now(), contextBlocks: false });
  await seedThread(target, long, { verify: false });
  const search = async (query: string) => {
    const started = performance.now();
    const response = await fetch(`${target.apiUrl}/threads/search/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": apiKey },
      body: JSON.stringify({ query, limit: 20 }),
    });
    const answer = (await response.json()) as { results?: unknown[] };
    if (!response.ok || !Array.isArray(answer.results)) throw new Error(`search failed: ${response.status}`);
    return { ms: performance.now() - started, hits: answer.results.length };
  };
  const firstMs = (await search(SEARCH_QUERIES[0]!)).ms;
  const perQuery: [string, number, number][] = [];
  for (const query of SEARCH_QUERIES) {
    const times: number[] = [];
    let hits = 0;
    for (let i = 0; i < SEARCHES; i++) {
      const run = await search(query);
      times.push(run.ms);
      hits = run.hits;
    }
    perQuery.push([query, median(times), hits]);
  }
  return { firstMs, perQuery };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (value: number) => `${value.toFixed(0)} MB`;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "threadline-bench-store-"));
  const { startEmbeddedServer } = await import("../agent/server");
  const server = await startEmbeddedServer({ port: 0, dataDir });
  try {
    const target: SeedTarget = { apiUrl: server.url, dataDir };
    console.log(`node ${process.version}; ${TURNS} timed turns and ${CREATES} thread creations per store; medians`);
    const empty = await measure(target, "empty");
    const seeded = await seed(target);
    const full = await measure(target, "seeded");
    const searched = await measureSearch(target, server.apiKey);
    const label = `${SMALL_THREADS} threads + one ${LONG_MESSAGES.toLocaleString("en")}-message stock thread`;
    console.log(
      renderTable(
        ["store", "turn", "create a thread", "RSS", "store files"],
        [
          ["empty", ms(empty.turnMs), ms(empty.createMs), mb(empty.rssMb), mb(empty.storeMb)],
          [label, ms(full.turnMs), ms(full.createMs), mb(full.rssMb), mb(full.storeMb)],
        ],
      ),
    );
    const slowdown = full.turnMs / empty.turnMs - 1;
    const verdict = (met: boolean) => (met ? "met" : "MISSED");
    console.log(`seeding ${SMALL_THREADS} small threads (${SEED_PARALLEL} at a time): ${ms(seeded.smallMs)}; the long thread: ${ms(seeded.longMs)}`);
    console.log(`budget: a turn within ${BUDGET.turnSlowdown * 100}% of the empty store's: ${(slowdown * 100).toFixed(0)}% (${verdict(slowdown <= BUDGET.turnSlowdown)})`);
    console.log(`budget: creating a thread under ${BUDGET.createMs} ms: ${ms(full.createMs)} (${verdict(full.createMs < BUDGET.createMs)})`);
    console.log(`message search (${SMALL_THREADS} threads, a ${LONG_MESSAGES.toLocaleString("en")}-message transcript thread): first search ${ms(searched.firstMs)} (reads the seeded transcripts once)`);
    for (const [query, median, hits] of searched.perQuery) console.log(`  "${query}": ${ms(median)} (${hits} results)`);
    const slowest = Math.max(...searched.perQuery.map(([, median]) => median));
    console.log(`budget: search results within ${BUDGET.searchMs} ms of typing stopping (${SEARCH_DEBOUNCE_MS} ms wait + slowest answer): ${ms(SEARCH_DEBOUNCE_MS + slowest)} (${verdict(SEARCH_DEBOUNCE_MS + slowest <= BUDGET.searchMs)})`);
    console.log(`budget: seeding ${SMALL_THREADS} threads under ${BUDGET.seedMs / 1000} s: ${ms(seeded.smallMs)} (${verdict(seeded.smallMs < BUDGET.seedMs)})`);
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench-store: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
