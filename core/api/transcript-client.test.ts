import { describe, expect, it } from "vitest";
import { refusesForward, TranscriptClient } from "./transcript-client";

function clientAnswering(status: number, body: unknown) {
  const calls: string[] = [];
  const fetch = async (url: string | URL | Request) => {
    calls.push(String(url));
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };
  const client = new TranscriptClient({ apiUrl: "http://backend.test/api", callerOptions: { fetch, maxRetries: 0 } });
  return { client, calls };
}

describe("TranscriptClient.page", () => {
  it("asks for the newest page without before_seq, and for earlier pages with it", async () => {
    const { client, calls } = clientAnswering(200, { data: [], has_more: false, next_before_seq: null });
    await expect(client.page("t 1", { limit: 50 })).resolves.toEqual({ data: [], has_more: false, next_before_seq: null });
    await client.page("t 1", { beforeSeq: 120, limit: 50 });
    expect(calls[0]).toBe("http://backend.test/api/threads/t%201/messages/page?limit=50");
    expect(calls[1]).toBe("http://backend.test/api/threads/t%201/messages/page?before_seq=120&limit=50");
  });

  it("reads forward with after_seq, and takes a refusal of it for a missing capability", async () => {
    const { client, calls } = clientAnswering(200, { data: [], has_more: false, next_after_seq: null });
    await client.page("t", { afterSeq: 0, limit: 100 });
    expect(calls[0]).toBe("http://backend.test/api/threads/t/messages/page?after_seq=0&limit=100");
    for (const status of [400, 404, 422]) {
      const error = await clientAnswering(status, { detail: "no" }).client.page("t", { afterSeq: 0 }).catch((e: unknown) => e);
      expect(refusesForward(error)).toBe(true);
    }
    const failure = await clientAnswering(503, { detail: "down" }).client.page("t", { afterSeq: 0 }).catch((e: unknown) => e);
    expect(refusesForward(failure)).toBe(false);
  });
});

describe("TranscriptClient ratings", () => {
  it("puts a rating with its body and deletes it, on the run's feedback path", async () => {
    const seen: { url: string; method: string | undefined; body: unknown }[] = [];
    const fetch = async (url: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(url), method: init?.method, body: init?.body });
      return init?.method === "DELETE" ? new Response(null, { status: 204 }) : Response.json({ feedback_id: "f", rating: 1, comment: null });
    };
    const client = new TranscriptClient({ apiUrl: "http://backend.test/api", callerOptions: { fetch, maxRetries: 0 } });
    await expect(client.rate("t", "r", { rating: 1, comment: "" })).resolves.toEqual({ feedback_id: "f", rating: 1, comment: null });
    await expect(client.unrate("t", "r")).resolves.toBeUndefined();
    expect(seen).toEqual([
      { url: "http://backend.test/api/threads/t/runs/r/feedback", method: "PUT", body: JSON.stringify({ rating: 1, comment: "" }) },
      { url: "http://backend.test/api/threads/t/runs/r/feedback", method: "DELETE", body: undefined },
    ]);
  });
});
