import { expect } from "@playwright/test";
import { backendFetch, type Backend } from "./backend";

/**
 * Creates one thread per title, straight on a backend (`POST /threads`, title in
 * the metadata), `concurrency` at a time. Node's fetch rather than Playwright's request
 * context, which relays every call through its driver: a thousand threads take seconds, not
 * tens of seconds. Returns the ids in the order of `titles`.
 */
export async function createThreads(backend: Backend, titles: readonly string[], concurrency = 50): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < titles.length; start += concurrency) {
    const batch = titles.slice(start, start + concurrency);
    const created = await Promise.all(
      batch.map(async (title) => {
        const response = await backendFetch(backend, "/threads", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ metadata: { title } }),
        });
        expect(response.ok, `POST /threads: HTTP ${response.status}`).toBe(true);
        return ((await response.json()) as { thread_id: string }).thread_id;
      }),
    );
    ids.push(...created);
  }
  return ids;
}

/** Waits a few milliseconds, so that threads created before and after differ in update time. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
