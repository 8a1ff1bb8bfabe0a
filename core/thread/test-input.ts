import { EMPTY_LIVE_LOG } from "../history/live-log";
import type { ThreadInput } from "./types";

/** A thread model's input for tests and the bench: stored messages as read, nothing live, `over` on top. */
export const threadInput = (over: Partial<ThreadInput> = {}): ThreadInput => ({
  threadId: "T",
  stored: [],
  live: EMPTY_LIVE_LOG,
  preferStored: true,
  summaryText: undefined,
  hasOlder: false,
  delegations: undefined,
  todos: undefined,
  taskEvents: [],
  showHidden: false,
  runLive: false,
  ...over,
});
