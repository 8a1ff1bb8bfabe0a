import { request } from "node:http";
import { chmod, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRAPH_ID } from "../server";
import { human, serverFetch, startHarness, type Harness } from "../testing/harness";
import { keyFileOf, readKeyFile } from "./key-file";

// The embedded server answers only whoever holds the key of its start, addressed by its own
// name: a web page the user visits (any origin, or a DNS-rebinding host name) gets nothing.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.dispose();
});

/** A raw request, with the Host header and body given (fetch would not send a foreign Host). */
function rawRequest(options: { method: string; path: string; host: string; headers?: Record<string, string>; body?: string }) {
  const url = new URL(h.server.url);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request(
      { hostname: url.hostname, port: url.port, method: options.method, path: options.path, headers: { host: options.host, ...options.headers } },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/**
 * A raw WebSocket handshake (what any web page can send to loopback: browsers apply no CORS to
 * WebSockets and cannot add the key header): the status line the server answers with.
 */
function upgrade(options: { path: string; host: string; headers?: Record<string, string> }) {
  const url = new URL(h.server.url);
  return new Promise<number>((resolve, reject) => {
    const req = request({
      hostname: url.hostname,
      port: url.port,
      path: options.path,
      headers: {
        host: options.host,
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
        origin: "https://evil.example",
        ...options.headers,
      },
    });
    req.on("upgrade", (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

const own = () => new URL(h.server.url).host;
const threadCount = async () => (await h.client.threads.search({ limit: 1000 })).length;

describe("the embedded server's door", () => {
  it("answers 401 to every route without the key, /internal/* and /ok included, and changes nothing", async () => {
    const kept = await h.client.threads.create({ metadata: { purpose: "must survive" } });
    const before = await threadCount();
    for (const [method, route, body] of [
      ["POST", "/internal/truncate", JSON.stringify({ threads: true, runs: true, checkpointer: true, store: true, assistants: true })],
      ["POST", "/threads", JSON.stringify({ metadata: { owner: "forged" } })],
      ["POST", "/threads/search", "{}"],
      ["GET", `/threads/${kept.thread_id}/state`, undefined],
      ["GET", `/threads/${kept.thread_id}/messages/page`, undefined],
      ["DELETE", `/threads/${kept.thread_id}`, undefined],
      ["GET", "/ok", undefined],
      ["GET", "/assistants/agent", undefined],
      // The library's thread protocol (commands that start runs, an event stream over HTTP).
      ["POST", `/threads/${kept.thread_id}/commands`, JSON.stringify({ id: 1, method: "run.input", params: {} })],
      ["POST", `/threads/${kept.thread_id}/stream/events`, JSON.stringify({ channels: ["values"] })],
    ] as const) {
      for (const contentType of ["application/json", "text/plain"]) {
        const response = await rawRequest({ method, path: route, host: own(), headers: { "content-type": contentType }, body });
        expect(response.status, `${method} ${route}`).toBe(401);
        expect(response.body).not.toContain(kept.thread_id);
      }
      // A wrong key is no key.
      const wrong = await rawRequest({ method, path: route, host: own(), headers: { "content-type": "application/json", "x-api-key": "guess" }, body });
      expect(wrong.status, `${method} ${route} with a wrong key`).toBe(401);
    }
    expect(await threadCount()).toBe(before);
    expect((await h.client.threads.get(kept.thread_id)).metadata).toMatchObject({ purpose: "must survive" });
  });

  it("refuses a WebSocket handshake without the key, or naming another host, before the library sees it", async () => {
    const kept = await h.client.threads.create();
    const path = `/threads/${kept.thread_id}/stream/events`;
    expect(await upgrade({ path, host: own() })).toBe(401);
    expect(await upgrade({ path, host: own(), headers: { "x-api-key": "guess" } })).toBe(401);
    expect(await upgrade({ path, host: "evil.example", headers: { "x-api-key": h.server.apiKey } })).toBe(403);
    expect(await upgrade({ path: `/threads/${kept.thread_id}/state`, host: own() })).toBe(401);
    // The key holder's handshake reaches the library (which upgrades it).
    expect(await upgrade({ path, host: own(), headers: { "x-api-key": h.server.apiKey } })).toBe(101);
  });

  it("answers 403 to a request naming another host, even with the key (DNS rebinding)", async () => {
    for (const host of ["evil.example", `evil.example:${new URL(h.server.url).port}`, "127.0.0.1.nip.io"]) {
      const response = await rawRequest({ method: "POST", path: "/threads/search", host, headers: { "content-type": "application/json", "x-api-key": h.server.apiKey }, body: "{}" });
      expect(response.status, host).toBe(403);
    }
    const local = await rawRequest({ method: "GET", path: "/ok", host: `localhost:${new URL(h.server.url).port}`, headers: { "x-api-key": h.server.apiKey } });
    expect(local.status).toBe(200);
  });

  it("grants no origin: a preflight is refused and no answer carries a CORS grant", async () => {
    const preflight = await rawRequest({
      method: "OPTIONS",
      path: "/internal/truncate",
      host: own(),
      headers: { origin: "https://evil.example", "access-control-request-method": "POST", "access-control-request-headers": "content-type,x-api-key" },
    });
    expect(preflight.status).toBe(401);
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    const keyed = await serverFetch(h.server, "/threads/search", { method: "POST", headers: { origin: "https://evil.example", "content-type": "application/json" }, body: "{}" });
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("works for its key holder, over HTTP and for the graph's own calls inside a run", async () => {
    const thread = await h.client.threads.create();
    const result = (await h.client.runs.wait(thread.thread_id, GRAPH_ID, { input: human("hello there") })) as { messages?: { type: string }[] };
    expect(result.messages?.at(-1)?.type).toBe("ai");
  });
});

describe("the key and the data directory", () => {
  it("keeps the key of this start in the data directory, for its owner only, and a restart makes a new one", async () => {
    const first = h.server.apiKey;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readKeyFile(h.dataDir)).toBe(first);
    expect((await stat(keyFileOf(h.dataDir))).mode & 0o777).toBe(0o600);
    await h.restart();
    expect(h.server.apiKey).not.toBe(first);
    expect(readKeyFile(h.dataDir)).toBe(h.server.apiKey);
    const stale = await rawRequest({ method: "GET", path: "/ok", host: own(), headers: { "x-api-key": first } });
    expect(stale.status).toBe(401);
  });

  it("creates the data directory and every file in it readable by their owner only", async () => {
    // A run writes the store files, their backups and a transcript.
    const thread = await h.client.threads.create();
    await h.client.runs.wait(thread.thread_id, GRAPH_ID, { input: human("hello about files") });
    // A data directory made by someone else's umask is closed at the next start.
    await chmod(h.dataDir, 0o755);
    await h.restart();
    const modes = new Map<string, number>();
    const walk = async (dir: string): Promise<void> => {
      modes.set(dir, (await stat(dir)).mode & 0o777);
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else modes.set(full, (await stat(full)).mode & 0o777);
      }
    };
    await walk(h.dataDir);
    expect([...modes.keys()].some((file) => file.endsWith(".jsonl"))).toBe(true);
    expect([...modes.keys()].some((file) => file.endsWith(".bak"))).toBe(true);
    const open = [...modes].filter(([, mode]) => (mode & 0o077) !== 0).map(([file, mode]) => `${path.relative(h.dataDir, file) || "."} ${mode.toString(8)}`);
    expect(open).toEqual([]);
  });
});
