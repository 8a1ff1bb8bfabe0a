// The paged transcript (DESIGN 3.4) is not part of the SDK's surface, but it is served by the
// same backend behind the same proxy: this extends the SDK's own threads client, so retries,
// headers and errors (HTTPError with `status`) work exactly as for every other call.
import { ThreadsClient } from "@langchain/langgraph-sdk/client";

export interface TranscriptPageRequest {
  beforeSeq?: number | null;
  /** Reads forward from the start instead (an extension of 3.4 not every backend has). */
  afterSeq?: number | null;
  limit?: number;
  signal?: AbortSignal;
}

export class TranscriptClient extends ThreadsClient {
  /** Raw page JSON; parse it with core/history's tolerant parsers. */
  page(threadId: string, { beforeSeq, afterSeq, limit, signal }: TranscriptPageRequest = {}): Promise<unknown> {
    const params: Record<string, string> = {};
    if (beforeSeq !== undefined && beforeSeq !== null) params.before_seq = String(beforeSeq);
    if (afterSeq !== undefined && afterSeq !== null) params.after_seq = String(afterSeq);
    if (limit !== undefined) params.limit = String(limit);
    return this.fetch<unknown>(`/threads/${encodeURIComponent(threadId)}/messages/page`, { method: "GET", params, signal });
  }

  /** "Compact now" on a gateway that compacts on request (core/context/compact.ts): not in the SDK either. */
  compact(threadId: string): Promise<unknown> {
    return this.fetch<unknown>(`/threads/${encodeURIComponent(threadId)}/compact`, { method: "POST", signal: undefined });
  }
}

const statusOf = (error: unknown): unknown => (typeof error === "object" && error !== null && "status" in error ? (error as { status: unknown }).status : undefined);

/** True for the answer of a backend that has no paged transcript. */
export function isNotFound(error: unknown): boolean {
  return statusOf(error) === 404;
}

/** True when a backend refused a forward read (`after_seq`): it has no such capability. */
export function refusesForward(error: unknown): boolean {
  const status = statusOf(error);
  return status === 400 || status === 404 || status === 422;
}
