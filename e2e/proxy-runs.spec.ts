import { expect, test } from "@playwright/test";
import { SECURE, secureBaseUrl } from "./support/secure";

// The backend finds a run's event stream by the run's id alone, whatever thread the path
// names: the proxy must check that a run in the path is one of that (the user's own) thread.
const api = () => `${secureBaseUrl()}/api/langgraph`;
const run = Date.now();

const as = (user: string, extra: Record<string, string> = {}) => ({ [SECURE.authHeader]: user, ...extra });

async function createThread(user: string): Promise<string> {
  const response = await fetch(`${api()}/threads`, { method: "POST", headers: as(user, { "content-type": "application/json" }), body: "{}" });
  expect(response.status).toBe(200);
  return ((await response.json()) as { thread_id: string }).thread_id;
}

test("a run is reached only through its own thread", async () => {
  const bob = `bob-runs-${run}`;
  const alice = `alice-runs-${run}`;
  const bobThread = await createThread(bob);
  const aliceThread = await createThread(alice);

  // Bob's run streams slowly ("slow": ~13 s), resumable, so its events are buffered for joiners.
  const secret = `Bob's private numbers ${run}, slow please`;
  const started = new AbortController();
  const stream = await fetch(`${api()}/threads/${bobThread}/runs/stream`, {
    method: "POST",
    headers: as(bob, { "content-type": "application/json" }),
    body: JSON.stringify({
      assistant_id: "agent",
      input: { messages: [{ type: "human", content: secret }] },
      stream_mode: ["values"],
      stream_resumable: true,
      on_disconnect: "continue",
    }),
    signal: started.signal,
  });
  expect(stream.status).toBe(200);
  const runId = /\/runs\/([A-Za-z0-9_-]+)/.exec(stream.headers.get("content-location") ?? "")?.[1];
  expect(runId).toBeTruthy();
  started.abort();

  try {
    // Through her own thread, Alice can neither read Bob's run nor stop it.
    const join = await fetch(`${api()}/threads/${aliceThread}/runs/${runId}/stream`, { headers: as(alice, { "last-event-id": "-1" }) });
    expect(join.status).toBe(404);
    expect(await join.text()).not.toContain(secret);
    const cancel = await fetch(`${api()}/threads/${aliceThread}/runs/${runId}/cancel`, { method: "POST", headers: as(alice) });
    expect(cancel.status).toBe(404);

    // Bob joins his own run as before (the first event arrives; the rest is not waited for).
    const own = new AbortController();
    const joined = await fetch(`${api()}/threads/${bobThread}/runs/${runId}/stream`, { headers: as(bob, { "last-event-id": "-1" }), signal: own.signal });
    expect(joined.status).toBe(200);
    const reader = joined.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toMatch(/event|:/);
    own.abort();
  } finally {
    await fetch(`${api()}/threads/${bobThread}/runs/${runId}/cancel`, { method: "POST", headers: as(bob) });
  }
});
