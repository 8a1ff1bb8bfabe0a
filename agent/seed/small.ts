import { type Client } from "@langchain/langgraph-sdk";
import { generateThread } from "./generate";
import { seedThread, type SeedTarget } from "./write";

// Many small, varied threads (3 to 40 messages, the larger ones compacted once), as a chat list
// fills up: for `npm run seed -- --threads N` and the store bench.

export interface SmallThreadsOptions {
  client: Client;
  /** PRNG seed of the first; each next thread takes the next one. */
  seed?: number;
  /** Threads written at once. */
  parallel?: number;
  /** Every n-th thread is read back through the server (0: none). */
  verifyEvery?: number;
  onWritten?: (done: number) => void;
}

export async function seedSmallThreads(target: SeedTarget, count: number, options: SmallThreadsOptions): Promise<void> {
  const { client, seed = 1, parallel = 8, verifyEvery = 0, onWritten } = options;
  const now = Date.now();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const messages = 3 + ((i * 7919 + seed) % 38);
      // Older threads first, so the list's order is the creation order.
      const small = generateThread({ messages, compactions: messages >= 30 ? 1 : 0, seed: seed + 1 + i, endAt: now - (count - i) * 60_000 });
      await seedThread(target, small, { client, verify: verifyEvery > 0 && i % verifyEvery === 0 });
      onWritten?.(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
}
