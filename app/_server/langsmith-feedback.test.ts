import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerEntries, answerRating, recordRun, type FeedbackCall } from "./langsmith-feedback";

// The proxy's own I/O when it rates through LangSmith: one local server plays the backend
// (its state and store) and LangSmith (the token URLs), recording what each was sent.
const TOKEN = "0b4f3e9e-8a55-4c1b-9d2e-3f1a2b3c4d5e";
let server: Server;
let origin: string;
let store: Map<string, unknown>;
let posted: unknown[];
let refusal: number | null;
let lastMessage: unknown;

async function jsonOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? {} : (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void jsonOf(request).then((body) => {
      const reply = (status: number, value: unknown) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
      const path = request.url ?? "";
      if (path === "/threads/t1/state") return reply(200, { values: { messages: [{ type: "human", id: "h1" }, lastMessage] } });
      if (path === "/store/items/search") return reply(200, { items: [...store].map(([key, value]) => ({ namespace: body.namespace_prefix, key, value })) });
      if (path === "/store/items" && request.method === "PUT") {
        store.set(String(body.key), body.value);
        return reply(204, null);
      }
      if (path === `/feedback/tokens/${TOKEN}`) {
        if (refusal !== null) return reply(refusal, { detail: "expired" });
        posted.push(body);
        return reply(200, { id: "f1" });
      }
      return reply(404, { detail: "Not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  store = new Map();
  posted = [];
  refusal = null;
  lastMessage = { type: "ai", id: "a1", content: "Hi." };
});

const call = (): FeedbackCall => ({ base: origin, headers: new Headers({ "content-type": "application/json" }), threadId: "t1", signal: new AbortController().signal });
const tokenUrl = () => `${origin}/feedback/tokens/${TOKEN}`;

describe("recordRun", () => {
  it("keeps the run's URL with the answer it left", async () => {
    await recordRun(call(), { runId: "r1", url: tokenUrl() }, [origin]);
    expect(store.get("r1")).toEqual({ message_id: "a1", url: tokenUrl(), rating: null, comment: "" });
  });

  it("keeps nothing from another origin, without an answer, or for another run's answer", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await recordRun(call(), { runId: "r1", url: tokenUrl() }, ["https://api.smith.langchain.com"]);
    expect(store.size).toBe(0);
    warn.mockRestore();
    lastMessage = { type: "ai", id: "a1", tool_calls: [{ id: "c1", name: "search", args: {} }] };
    await recordRun(call(), { runId: "r1", url: tokenUrl() }, [origin]);
    expect(store.size).toBe(0);
    lastMessage = { type: "ai", id: "a1" };
    await recordRun(call(), { runId: "r1", url: tokenUrl() }, [origin]);
    await recordRun(call(), { runId: "r2", url: tokenUrl() }, [origin]);
    expect([...store.keys()]).toEqual(["r1"]);
  });
});

describe("answerRating and answerEntries", () => {
  beforeEach(async () => {
    await recordRun(call(), { runId: "r1", url: tokenUrl() }, [origin]);
  });

  it("posts the score to the token's URL and keeps it; lists it without the URL", async () => {
    const answer = await answerRating(call(), "r1", { rating: -1, comment: "Vague." }, [origin]);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ feedback_id: "r1", rating: -1, comment: "Vague." });
    expect(posted).toEqual([{ score: 0, comment: "Vague." }]);
    const listed = await (await answerEntries(call())).text();
    expect(JSON.parse(listed)).toEqual({ entries: [{ run_id: "r1", message_id: "a1", feedback: { feedback_id: "r1", rating: -1, comment: "Vague." } }] });
    expect(listed).not.toContain("tokens");
  });

  it("answers 404 for a run without an entry", async () => {
    expect((await answerRating(call(), "r9", { rating: 1, comment: "" }, [origin])).status).toBe(404);
  });

  it("refuses to post where the origin is no longer allowed, and keeps nothing", async () => {
    const answer = await answerRating(call(), "r1", { rating: 1, comment: "" }, ["https://api.smith.langchain.com"]);
    expect(answer.status).toBe(502);
    expect(posted).toEqual([]);
    expect((store.get("r1") as { rating: unknown }).rating).toBeNull();
  });

  it("says why when LangSmith refuses, and keeps nothing", async () => {
    refusal = 403;
    const answer = await answerRating(call(), "r1", { rating: 1, comment: "" }, [origin]);
    expect(answer.status).toBe(502);
    expect(((await answer.json()) as { error: string }).error).toContain("HTTP 403");
    expect((store.get("r1") as { rating: unknown }).rating).toBeNull();
  });

  it("removes a rating from Threadline's record only", async () => {
    await answerRating(call(), "r1", { rating: 1, comment: "Good." }, [origin]);
    const answer = await answerRating(call(), "r1", null, [origin]);
    expect(answer.status).toBe(204);
    expect(store.get("r1")).toEqual({ message_id: "a1", url: tokenUrl(), rating: null, comment: "" });
    expect(posted).toEqual([{ score: 1, comment: "Good." }]);
  });
});
