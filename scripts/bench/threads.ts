// The threads the browser bench opens, seeded into the embedded backend: 100 messages and
// 10,000 with 20 compactions (transcript-backed, as the agent leaves them), 10,000 in the
// stock shape (the whole thread in the state, no transcript; and without this agent's hidden
// context blocks, which a stock agent does not write), and small threads filling the chat
// list to one page of 50.
import { performance } from "node:perf_hooks";
import { generateThread, type SeededThread } from "../../agent/seed/generate";
import { stockValues } from "../../agent/seed/stock";
import { seedThread, targetClient, type SeedTarget } from "../../agent/seed/write";

export interface BenchThread {
  label: string;
  thread: SeededThread;
  threadId: string;
  /** Read from the state only (an app with THREADLINE_HISTORY=state). */
  stock: boolean;
  /** The thread's state as JSON. */
  stateBytes: number;
}

export const LISTED_THREADS = 50;

/** The 10,000-message stock thread, also seeded on the dev server (dev-server.ts). */
export const STOCK_SHAPE = { label: "10k stock", messages: 10_000, compactions: 0, seed: 13, stock: true } as const;

const SHAPES = [
  { label: "100 msgs", messages: 100, compactions: 0, seed: 11, stock: false },
  { label: "10k transcript", messages: 10_000, compactions: 20, seed: 7, stock: false },
  STOCK_SHAPE,
] as const;

export async function seedBenchThreads(target: SeedTarget, log: (line: string) => void): Promise<BenchThread[]> {
  const client = targetClient(target);
  const endAt = Date.now();
  const threads: BenchThread[] = [];
  for (const shape of SHAPES) {
    const t0 = performance.now();
    const { messages, compactions, seed, stock } = shape;
    const thread = generateThread({ messages, compactions, seed, endAt, contextBlocks: !stock });
    const { threadId } = await seedThread(target, thread, { client, stock });
    const stateBytes = JSON.stringify(stock ? stockValues(thread) : thread.values).length;
    log(`seeded ${shape.label} (${thread.rows.length} rows, state ${(stateBytes / 1e6).toFixed(1)} MB) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    threads.push({ label: shape.label, thread, threadId, stock, stateBytes });
  }
  // Older than the bench threads, 3 to 40 messages each, as `npm run seed -- --threads` makes them.
  const fillers = LISTED_THREADS - threads.length;
  for (let i = 0; i < fillers; i++) {
    const messages = 3 + ((i * 7919) % 38);
    const small = generateThread({ messages, compactions: messages >= 30 ? 1 : 0, seed: 100 + i, endAt: endAt - (fillers - i) * 60_000 });
    await seedThread(target, small, { client, verify: i === 0 });
  }
  log(`seeded ${fillers} small threads`);
  return threads;
}
