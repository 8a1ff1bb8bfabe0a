// The backend reads the workspace makes beyond the SDK's surface, spelled once for the app's
// server (which calls the backend itself) and the browser's client (through the proxy).

const at = (id: string) => encodeURIComponent(id);

export interface TranscriptPageRequest {
  beforeSeq?: number | null;
  /** Reads forward from the start instead (the embedded server's extension). */
  afterSeq?: number | null;
  limit?: number;
}

export const backendPaths = {
  thread: (threadId: string) => `/threads/${at(threadId)}`,
  state: (threadId: string) => `/threads/${at(threadId)}/state`,
  transcriptPage: (threadId: string) => `/threads/${at(threadId)}/messages/page`,
  /** One subagent's own messages, where the backend keeps them (the embedded server). */
  subagent: (threadId: string, taskId: string) => `/threads/${at(threadId)}/subagents/${at(taskId)}`,
  /** A gateway's own compaction route (core/context/compact.ts). */
  compact: (threadId: string) => `/threads/${at(threadId)}/compact`,
  /** The embedded server's message search (agent/search). */
  messageSearch: () => "/threads/search/messages",
  /** A run's rating, where the backend keeps ratings (docs/wire-contracts.md, "Ratings"). */
  feedback: (threadId: string, runId: string) => `/threads/${at(threadId)}/runs/${at(runId)}/feedback`,
  /** A stock thread's rated answers, where the proxy rates through LangSmith (docs/wire-contracts.md, "Ratings"). */
  feedbackEntries: (threadId: string) => `/threads/${at(threadId)}/feedback`,
  schemas: (assistantId: string) => `/assistants/${at(assistantId)}/schemas`,
};

/** The query of a transcript page read. */
export function transcriptPageQuery({ beforeSeq, afterSeq, limit }: TranscriptPageRequest): Record<string, string> {
  const params: Record<string, string> = {};
  if (beforeSeq !== undefined && beforeSeq !== null) params.before_seq = String(beforeSeq);
  if (afterSeq !== undefined && afterSeq !== null) params.after_seq = String(afterSeq);
  if (limit !== undefined) params.limit = String(limit);
  return params;
}

/** `path` with `query`, as one URL path. */
export function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
