import { request } from "node:http";
import { expect, test } from "@playwright/test";
import { backendFetch, mainBackend } from "./support/backend";

// The main app's proxy, on the real embedded backend: only the routes the UI uses get through
// (core/proxy/routes.ts), only from the app's own pages, and no larger than the body limit.
const backend = (pathAndQuery: string, init?: RequestInit) => backendFetch(mainBackend(), pathAndQuery, init);
const NOT_FOUND = { error: "Not found" };

async function createThread(api: string, title: string): Promise<string> {
  const response = await fetch(`${api}/threads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ metadata: { title } }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { thread_id: string }).thread_id;
}

test("the backend's internal routes are not reachable, and do nothing", async ({ baseURL }) => {
  const api = `${baseURL}/api/langgraph`;
  const threadId = await createThread(api, `Survives truncate ${Date.now()}`);
  // A canary in the store, put there directly: truncating the store through the proxy must
  // leave it. (Truncating threads would prove the same, but a regression would then wipe
  // the threads every other spec on this backend is using.)
  const namespace = `proxy-canary-${Date.now()}`;
  const put = await backend(`/store/items`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ namespace: [namespace], key: "k", value: { alive: true } }),
  });
  expect(put.status).toBe(204);

  const truncate = await fetch(`${api}/internal/truncate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ store: true }),
  });
  expect(truncate.status).toBe(404);
  expect(await truncate.json()).toEqual(NOT_FOUND);

  const canary = await backend(`/store/items?namespace=${namespace}&key=k`);
  expect(((await canary.json()) as { value?: unknown }).value).toEqual({ alive: true });
  expect((await fetch(`${api}/threads/${threadId}`)).status).toBe(200);
});

test("store, crons, stateless runs and other unused routes answer 404", async ({ baseURL }) => {
  const api = `${baseURL}/api/langgraph`;
  const threadId = await createThread(api, `Unused routes ${Date.now()}`);
  const run = { assistant_id: "agent", input: { messages: [{ type: "human", content: "hello" }] } };
  const calls: [string, string, unknown?][] = [
    ["PUT", "store/items", { namespace: ["x"], key: "k", value: { a: 1 } }],
    ["GET", "store/items?namespace=x&key=k"],
    ["POST", "store/items/search", {}],
    ["POST", "store/namespaces", {}],
    ["POST", "runs/crons", { assistant_id: "agent", schedule: "* * * * *" }],
    ["POST", `threads/${threadId}/runs/crons`, { assistant_id: "agent", schedule: "* * * * *" }],
    ["POST", "runs/stream", run],
    ["POST", "runs/wait", run],
    ["POST", "runs", run],
    ["POST", `threads/${threadId}/runs/wait`, run],
    ["POST", `threads/${threadId}/copy`],
    ["POST", "assistants", { graph_id: "agent" }],
    ["GET", "info"],
    ["GET", "threads/a%2Fb"],
  ];
  for (const [method, path, body] of calls) {
    const response = await fetch(`${api}/${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBe(404);
  }
  // A state update only moves a thread's head to a checkpoint ("Previous version"): values never cross.
  await fetch(`${api}/threads/${threadId}/state`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ values: { title: "forged" }, as_node: "Title.before_agent" }) });
  // None of them ran: the thread has no runs and its state was not written.
  expect(await (await backend(`/threads/${threadId}/runs`)).json()).toEqual([]);
  const state = (await (await backend(`/threads/${threadId}/state`)).json()) as { values?: { title?: unknown } };
  expect(state.values?.title).toBeUndefined();
});

test("requests from another site's page are refused", async ({ baseURL }) => {
  const search = (headers: Record<string, string>) =>
    fetch(`${baseURL}/api/langgraph/threads/search`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: "{}" });
  expect((await search({})).status).toBe(200);
  expect((await search({ origin: baseURL! })).status).toBe(200);
  expect((await search({ origin: "http://evil.example" })).status).toBe(403);
  expect((await search({ origin: "null" })).status).toBe(403);
  expect((await search({ "sec-fetch-site": "cross-site" })).status).toBe(403);

  // A form post from another site cannot create a thread either.
  const title = `CSRF ${Date.now()}`;
  const forged = await fetch(`${baseURL}/api/langgraph/threads`, {
    method: "POST",
    headers: { "content-type": "text/plain", origin: "http://evil.example", "sec-fetch-site": "cross-site" },
    body: JSON.stringify({ metadata: { title } }),
  });
  expect(forged.status).toBe(403);
  const found = (await (await search({})).json()) as { metadata?: { title?: unknown } }[];
  expect(found.some((t) => t.metadata?.title === title)).toBe(false);
});

test("a server without sign-in answers only requests addressed to the local machine", async ({ baseURL }) => {
  // What a DNS-rebinding page's requests look like: same-origin with a DNS name of its own.
  // (fetch always sends the URL's host, so node:http.)
  const { port } = new URL(baseURL!);
  const status = (host: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port, path: "/api/langgraph/threads/search", method: "POST", headers: { host, "content-type": "application/json" } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.end("{}");
    });
  expect(await status(`rebind.evil.example:${port}`)).toBe(403);
  expect(await status(`localhost:${port}`)).toBe(200);
});

test("OPTIONS is answered by the app, without CORS headers", async ({ baseURL }) => {
  const response = await fetch(`${baseURL}/api/langgraph/threads/search`, {
    method: "OPTIONS",
    headers: { "access-control-request-method": "POST" },
  });
  expect(response.status).toBe(204);
  expect(response.headers.get("allow")).toBe("OPTIONS, POST");
  expect([...response.headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([]);
});

test("a body over the limit answers 413, whether its length is declared or not", async ({ baseURL }) => {
  const api = `${baseURL}/api/langgraph`;
  const threadId = await createThread(api, `Too large ${Date.now()}`);
  const limit = 32 * 1024 * 1024;
  const huge = JSON.stringify({ assistant_id: "agent", input: { messages: [{ type: "human", content: "x".repeat(limit) }] } });
  const declared = await fetch(`${api}/threads/${threadId}/runs/stream`, { method: "POST", headers: { "content-type": "application/json" }, body: huge });
  expect(declared.status).toBe(413);

  // Sent in chunks with no Content-Length: counted while read.
  const bytes = new TextEncoder().encode(huge);
  const chunked = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 1024 * 1024) controller.enqueue(bytes.subarray(at, at + 1024 * 1024));
      controller.close();
    },
  });
  const streamed = await fetch(`${api}/threads/${threadId}/runs/stream`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: chunked,
    duplex: "half",
  } as RequestInit);
  expect(streamed.status).toBe(413);
  expect(await (await backend(`/threads/${threadId}/runs`)).json()).toEqual([]);

  // Just under the limit is read to its end (the unknown key is then dropped).
  const under = await fetch(`${api}/threads/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ limit: 1, padding: "x".repeat(limit - 100) }),
  });
  expect(under.status).toBe(200);
});
