// The paged transcript (agent/README.md) and a gateway's compaction route are not part of the
// SDK's surface, but they are served by the same backend behind the same proxy: this extends
// the SDK's own threads client, so retries, headers and errors (HTTPError with `status`) work
// exactly as for every other call. Paths and queries are the dialect's (core/dialect/reads.ts),
// which the app's server reads with too.
import { ThreadsClient } from "@langchain/langgraph-sdk/client";
import { backendPaths, transcriptPageQuery, type TranscriptPageRequest as PageQuery } from "../dialect/reads";
import type { RatingRequest } from "../ratings/feedback";

export interface TranscriptPageRequest extends PageQuery {
  signal?: AbortSignal;
}

export class TranscriptClient extends ThreadsClient {
  /** Raw page JSON; parse it with core/history's tolerant parsers. */
  page(threadId: string, { signal, ...query }: TranscriptPageRequest = {}): Promise<unknown> {
    return this.fetch<unknown>(backendPaths.transcriptPage(threadId), { method: "GET", params: transcriptPageQuery(query), signal });
  }

  /** Raw record of one subagent's messages; parse it with core/subagents. */
  subagent(threadId: string, taskId: string, signal?: AbortSignal): Promise<unknown> {
    return this.fetch<unknown>(backendPaths.subagent(threadId, taskId), { method: "GET", signal });
  }

  /** Raw answer of a message search, where the backend has one; parse it with core/search. */
  searchMessages(query: string, limit: number, signal?: AbortSignal): Promise<unknown> {
    return this.fetch<unknown>(backendPaths.messageSearch(), { method: "POST", json: { query, limit }, signal });
  }

  /** Rates a run's answer; the raw feedback the backend kept (parse it with core/ratings). */
  rate(threadId: string, runId: string, request: RatingRequest): Promise<unknown> {
    return this.fetch<unknown>(backendPaths.feedback(threadId, runId), { method: "PUT", json: request, signal: undefined });
  }

  /** Raw list of a stock thread's rated answers; parse it with core/ratings/entries.ts. */
  feedbackEntries(threadId: string, signal?: AbortSignal): Promise<unknown> {
    return this.fetch<unknown>(backendPaths.feedbackEntries(threadId), { method: "GET", signal });
  }

  /** Removes a run's rating. */
  unrate(threadId: string, runId: string): Promise<unknown> {
    return this.fetch<unknown>(backendPaths.feedback(threadId, runId), { method: "DELETE", signal: undefined });
  }

  /** "Compact now" on a gateway that compacts on request (core/context/compact.ts). */
  compact(threadId: string): Promise<unknown> {
    return this.fetch<unknown>(backendPaths.compact(threadId), { method: "POST", signal: undefined });
  }
}

const statusOf = (error: unknown): unknown => (typeof error === "object" && error !== null && "status" in error ? (error as { status: unknown }).status : undefined);

/** True when a backend refused a forward read (`after_seq`): it has no such capability. */
export function refusesForward(error: unknown): boolean {
  const status = statusOf(error);
  return status === 400 || status === 404 || status === 422;
}

/** True when a backend has no such route (404, or 405 where a path of its own takes the method). */
export function lacksRoute(error: unknown): boolean {
  const status = statusOf(error);
  return status === 404 || status === 405;
}

/** True when a backend answered 404: it does not know what was asked for. */
export const isNotFound = (error: unknown): boolean => statusOf(error) === 404;
