// The paged transcript (DESIGN 3.4) is not part of the SDK's surface, but it is served by the
// same backend behind the same proxy: this extends the SDK's own threads client, so retries,
// headers and errors (HTTPError with `status`) work exactly as for every other call.
import { ThreadsClient } from "@langchain/langgraph-sdk/client";

export interface TranscriptPageRequest {
  beforeSeq?: number | null;
  limit?: number;
  signal?: AbortSignal;
}

export class TranscriptClient extends ThreadsClient {
  /** Raw page JSON; parse it with core/history's tolerant parser. */
  page(threadId: string, { beforeSeq, limit, signal }: TranscriptPageRequest = {}): Promise<unknown> {
    const params: Record<string, string> = {};
    if (beforeSeq !== undefined && beforeSeq !== null) params.before_seq = String(beforeSeq);
    if (limit !== undefined) params.limit = String(limit);
    return this.fetch<unknown>(`/threads/${encodeURIComponent(threadId)}/messages/page`, { method: "GET", params, signal });
  }
}

/** True for the answer of a backend that has no paged transcript. */
export function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && (error as { status: unknown }).status === 404;
}
