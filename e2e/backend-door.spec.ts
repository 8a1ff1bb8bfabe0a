import { createServer, request, type Server } from "node:http";
import { expect, test } from "@playwright/test";
import { backendFetch, mainBackend } from "./support/backend";

// The embedded backend listens on loopback, where any page the user visits can send it
// requests. It answers only the app and local tools holding its key: a page on another site
// can neither read it nor change anything, whatever it sends.

let host: Server;
let hostUrl: string;
test.beforeAll(async () => {
  // A page on another site served from this machine (`localhost` is not the site of
  // `127.0.0.1`), so no browser rule about public pages calling private addresses plays a part.
  host = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end("<!doctype html><title>Some site</title><p>Nothing to see</p>");
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  const address = host.address();
  hostUrl = `http://localhost:${typeof address === "object" && address ? address.port : 0}/`;
});
test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

test("a page on another site can neither read nor change the embedded backend", async ({ page, baseURL }) => {
  const title = `Kept from strangers ${Date.now()}`;
  const created = await fetch(`${baseURL}/api/langgraph/threads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ metadata: { title } }),
  });
  expect(created.status).toBe(200);
  const { thread_id: threadId } = (await created.json()) as { thread_id: string };
  // A canary in the store: truncating the store proves the door open without wiping the
  // threads the other specs use on this backend.
  const namespace = `door-canary-${Date.now()}`;
  const put = await backendFetch(mainBackend(), "/store/items", {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ namespace: [namespace], key: "k", value: { alive: true } }),
  });
  expect(put.status).toBe(204);

  await page.goto(hostUrl);
  const seen = await page.evaluate(
    async ({ backend, threadId }) => {
      const outcome = (response: Promise<Response>) => response.then((r) => `HTTP ${r.status}`, () => "blocked");
      const json = { "content-type": "application/json" };
      return {
        truncate: await outcome(fetch(`${backend}/internal/truncate`, { method: "POST", headers: json, body: JSON.stringify({ store: true }) })),
        // What a page can send without asking first: a "simple" request, answer unread.
        plainTruncate: await outcome(fetch(`${backend}/internal/truncate`, { method: "POST", mode: "no-cors", headers: { "content-type": "text/plain" }, body: JSON.stringify({ store: true }) })),
        forged: await outcome(fetch(`${backend}/threads`, { method: "POST", headers: json, body: JSON.stringify({ metadata: { owner: "mallory", title: "forged by a page" } }) })),
        search: await outcome(fetch(`${backend}/threads/search`, { method: "POST", headers: json, body: "{}" })),
        state: await outcome(fetch(`${backend}/threads/${threadId}/state`)),
      };
    },
    { backend: mainBackend().url, threadId },
  );
  // Readable answers would say "HTTP ..."; without a CORS grant the browser blocks them all.
  expect(seen).toEqual({ truncate: "blocked", plainTruncate: "HTTP 0", forged: "blocked", search: "blocked", state: "blocked" });

  const canary = await backendFetch(mainBackend(), `/store/items?namespace=${namespace}&key=k`);
  expect(((await canary.json()) as { value?: unknown }).value).toEqual({ alive: true });
  const forged = await backendFetch(mainBackend(), "/threads/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ metadata: { owner: "mallory" } }),
  });
  expect(await forged.json()).toEqual([]);
  expect((await fetch(`${baseURL}/api/langgraph/threads/${threadId}`)).status).toBe(200);
});

test("the backend answers a request without its key 401, and one naming another host 403", async () => {
  const { url } = mainBackend();
  for (const path of ["/ok", "/threads/search", "/internal/truncate"]) {
    const response = await fetch(`${url}${path}`, { method: path === "/ok" ? "GET" : "POST", headers: { "content-type": "application/json" }, body: path === "/ok" ? undefined : "{}" });
    expect(response.status, path).toBe(401);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  }
  // Reached under a name of the attacker's (DNS rebinding): refused even with the key.
  const port = new URL(url).port;
  const rebound = await new Promise<number>((resolve, reject) => {
    const req = request(
      { hostname: "127.0.0.1", port, path: "/ok", headers: { host: `rebind.example:${port}`, "x-api-key": "irrelevant" } },
      (res) => resolve(res.statusCode ?? 0),
    );
    req.on("error", reject);
    req.end();
  });
  expect(rebound).toBe(403);
});
