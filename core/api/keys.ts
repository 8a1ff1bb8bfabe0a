// Query keys in one place so invalidation and the query factories cannot drift apart.
import type { ThreadId } from "../ids";

export const queryKeys = {
  all: ["threadline"] as const,
  threads: () => [...queryKeys.all, "threads"] as const,
  /** Every page size of the sidebar's list; what a new thread or a new title invalidates. */
  threadLists: () => [...queryKeys.threads(), "list"] as const,
  threadList: (pageSize: number) => [...queryKeys.threadLists(), pageSize] as const,
  /** Which threads run or wait: under the lists' key, so what refreshes them refreshes it. */
  threadActivity: () => [...queryKeys.threadLists(), "activity"] as const,
  /** The chats with a run going, or waiting for input (the list's filters). */
  threadsWith: (activity: string) => [...queryKeys.threadLists(), "with", activity] as const,
  /** "Search chats": under the threads' key, so what changes the list reads the results again. */
  chatSearch: (query: string) => [...queryKeys.threads(), "search", query] as const,
  thread: (threadId: ThreadId) => [...queryKeys.threads(), "detail", threadId] as const,
  threadState: (threadId: ThreadId) => [...queryKeys.thread(threadId), "state"] as const,
  /** A stock thread's newest messages, seeded by the server while its state follows (page-reads.ts). */
  statePreview: (threadId: ThreadId) => [...queryKeys.thread(threadId), "state-preview"] as const,
  /** A listed chat's name from its first step, where its metadata gives none. */
  threadName: (threadId: ThreadId) => [...queryKeys.thread(threadId), "name"] as const,
  /** The thread record itself (its metadata: a given title). */
  threadInfo: (threadId: ThreadId) => [...queryKeys.thread(threadId), "info"] as const,
  /** A stock thread's answers rated through LangSmith (core/ratings/entries.ts). */
  feedbackTargets: (threadId: ThreadId) => [...queryKeys.thread(threadId), "feedback"] as const,
  transcript: (threadId: ThreadId) => [...queryKeys.thread(threadId), "transcript"] as const,
  /** One subagent's own messages, as the backend keeps them. */
  subagent: (threadId: ThreadId, taskId: string) => [...queryKeys.thread(threadId), "subagent", taskId] as const,
  /** The first pages of the transcript, read forward after "Jump to start". */
  transcriptStart: (threadId: ThreadId) => [...queryKeys.thread(threadId), "transcript-start"] as const,
  condensed: (threadId: ThreadId, summaryId: string) => [...queryKeys.thread(threadId), "condensed", summaryId] as const,
  /** Compactions only the checkpoints still record (deepagents keeps its newest in the state), as of the newest one. */
  recordedCompactions: (threadId: ThreadId, newest: string) => [...queryKeys.thread(threadId), "recorded-compactions", newest] as const,
  /** Where LangChain's summaries belong, read from the checkpoints of a server without a transcript. */
  summaryPlaces: (threadId: ThreadId, summaries: string) => [...queryKeys.thread(threadId), "summary-places", summaries] as const,
  /** What compactions removed, read from the checkpoints of a server without a transcript, as of its head. */
  condensedHistory: (threadId: ThreadId, head: string) => [...queryKeys.thread(threadId), "condensed-history", head] as const,
  /** The newest checkpoints, read for the versions of a thread with branches (core/branches). */
  branches: (threadId: ThreadId) => [...queryKeys.thread(threadId), "branches"] as const,
  /** Messages queued during a run (the thread's pending runs) and a queued run that started (core/queue). */
  runQueue: (threadId: ThreadId) => [...queryKeys.thread(threadId), "run-queue"] as const,
  /** The backend's dialect for this thread (core/dialect), resolved by the app's server and seeded with its page. */
  dialect: (threadId: ThreadId) => [...queryKeys.thread(threadId), "dialect"] as const,
  /** What the assistant says about itself: its window, starter prompts, Compact now. */
  assistantProfile: (assistantId: string) => [...queryKeys.all, "assistant-profile", assistantId] as const,
  /** The graph's UI bundle (`ui` in langgraph.json), or null where the backend serves none. */
  uiBundle: (graphId: string) => [...queryKeys.all, "ui-bundle", graphId] as const,
};
