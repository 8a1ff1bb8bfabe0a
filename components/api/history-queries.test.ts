import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/core/api/keys";
import type { TranscriptClient, TranscriptPageRequest } from "@/core/api/transcript-client";
import { asThreadId } from "@/core/ids";
import { startTranscript } from "./history-queries";

const row = (seq: number) => ({ seq, run_id: null, content: { type: "human", id: `m${seq}`, content: "x" }, metadata: {}, created_at: "" });

/** A transcript client answering every request with `answer`, recording the requests. */
function backend(answer: (request: TranscriptPageRequest) => unknown) {
  const requests: TranscriptPageRequest[] = [];
  const client = {
    page: async (_threadId: string, request: TranscriptPageRequest = {}) => {
      requests.push(request);
      const value = answer(request);
      if (value instanceof Error) throw value;
      return value;
    },
  } as unknown as TranscriptClient;
  return { client, requests };
}

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });
const thread = asThreadId("t1");
const reads = { forwardReads: true };

describe("startTranscript", () => {
  it("puts the first page read forward into the start query", async () => {
    const queryClient = new QueryClient();
    const { client, requests } = backend(() => ({ data: [row(1), row(2)], has_more: true, next_after_seq: 2 }));
    expect(await startTranscript(queryClient, client, thread, reads)).toBe(true);
    expect(requests).toEqual([{ afterSeq: 0, limit: 100 }]);
    expect(queryClient.getQueryData(queryKeys.transcriptStart(thread))).toMatchObject({ pageParams: [0], pages: [{ has_more: true, next_after_seq: 2 }] });
  });

  it("asks nothing where the dialect does not read forward", async () => {
    const queryClient = new QueryClient();
    const { client, requests } = backend(() => ({ data: [row(1)], has_more: false, next_after_seq: null }));
    expect(await startTranscript(queryClient, client, thread, { forwardReads: false })).toBe(false);
    expect(requests).toEqual([]);
  });

  it("walks back where this thread's forward read is refused, or answered with the newest page", async () => {
    for (const answer of [() => httpError(400), () => httpError(404), () => ({ data: [row(9)], has_more: true, next_before_seq: 9 })]) {
      const queryClient = new QueryClient();
      const { client } = backend(answer);
      expect(await startTranscript(queryClient, client, thread, reads)).toBe(false);
      expect(queryClient.getQueryData(queryKeys.transcriptStart(thread))).toBeUndefined();
    }
  });

  it("does not take a failing backend for one without the capability", async () => {
    const queryClient = new QueryClient();
    const { client } = backend(() => httpError(503));
    await expect(startTranscript(queryClient, client, thread, reads)).rejects.toThrow("HTTP 503");
    expect(queryClient.getQueryData(queryKeys.transcriptStart(thread))).toBeUndefined();
  });
});
