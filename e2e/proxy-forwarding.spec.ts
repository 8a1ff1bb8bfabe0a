import { expect, test } from "@playwright/test";
import { loadFixtures } from "../fixtures/load";

// What reaches the backend through the proxy, read back from the fixture server, which records
// every run it is asked to start (GET /__recorded, asked directly, not through the proxy).
const webUrl = `http://127.0.0.1:${process.env.E2E_FIXTURE_WEB_PORT}`;
const fixtureServer = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;
const threadId = loadFixtures()[0]!.threadId;

interface Recorded {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

test("a run reaches the backend without its webhook or the browser's credentials", async () => {
  const marker = `webhook check ${Date.now()}`;
  const response = await fetch(`${webUrl}/api/langgraph/threads/${threadId}/runs/stream`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: "threadline_session=secret-cookie",
      authorization: "Bearer secret-token",
      "x-forwarded-user": "mallory",
      "x-api-key": "browser-key",
    },
    body: JSON.stringify({
      assistant_id: "agent",
      input: { messages: [{ type: "human", content: marker }] },
      stream_mode: ["values"],
      webhook: "http://169.254.169.254/latest/meta-data",
      if_not_exists: "create",
      metadata: { owner: "mallory", source: "e2e" },
    }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  // The SDK reads the new run's id from Content-Location.
  expect(response.headers.get("content-location")).toMatch(new RegExp(`^/threads/${threadId}/runs/`));
  expect(await response.text()).toContain("event: end");

  const recorded = (await (await fetch(`${fixtureServer}/__recorded`)).json()) as Recorded[];
  const run = recorded.find((r) => JSON.stringify(r.body).includes(marker));
  expect(run, "the run reached the backend").toBeDefined();
  expect(run!.path).toBe(`/threads/${threadId}/runs/stream`);
  expect(run!.body).toEqual({
    assistant_id: "agent",
    input: { messages: [{ type: "human", content: marker }] },
    stream_mode: ["values"],
    metadata: { source: "e2e" },
  });
  for (const name of ["cookie", "authorization", "x-forwarded-user", "x-api-key", "origin", "referer"]) {
    expect(run!.headers[name], name).toBeUndefined();
  }
});

test("a silent run's stream gets heartbeats between its events", async () => {
  // Silent for longer than the proxy's heartbeat interval (15 s, core/proxy/limits.ts).
  const response = await fetch(`${webUrl}/api/langgraph/threads/${threadId}/runs/stream`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ assistant_id: "agent", input: { silence_ms: 16_000 } }),
  });
  const blocks = (await response.text()).split("\n\n").filter(Boolean);
  expect(blocks.filter((b) => b !== ": heartbeat")).toEqual([expect.stringMatching(/^event: metadata\ndata: /), "event: end\ndata: null"]);
  expect(blocks.indexOf(": heartbeat")).toBe(1);
});
