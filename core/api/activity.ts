import type { MessageKey } from "../i18n/translate";
import { isDict } from "../messages/guards";

// The chat list's marks: which threads have a run going, and which wait for input, from the
// `status` LangGraph servers keep on each thread (`idle`, `busy`, `interrupted`, `error`).

export type ThreadActivity = "running" | "waiting";

export const ACTIVITY_KEY: Readonly<Record<ThreadActivity, MessageKey>> = { running: "threadList.activity.running", waiting: "threadList.activity.waiting" };

/** `error` is not shown: servers also give it to a run the user stopped. */
export function threadActivity(status: unknown): ThreadActivity | null {
  if (status === "busy") return "running";
  if (status === "interrupted") return "waiting";
  return null;
}

/**
 * Thread id -> activity, for the threads that have one. A plain object, so a query's structural
 * sharing keeps the same one while the answer reads the same, and the list does not re-render.
 */
export type ActivityById = Readonly<Record<string, ThreadActivity>>;

/** Search rows (`thread_id`, `status`) as activities; rows of idle threads and junk are left out. */
export function toActivity(rows: unknown): ActivityById {
  const out: Record<string, ThreadActivity> = {};
  if (!Array.isArray(rows)) return out;
  for (const row of rows) {
    if (!isDict(row) || typeof row.thread_id !== "string" || row.thread_id === "") continue;
    const activity = threadActivity(row.status);
    if (activity !== null && !Object.prototype.hasOwnProperty.call(out, row.thread_id)) out[row.thread_id] = activity;
  }
  return out;
}

export function anyRunning(activity: ActivityById): boolean {
  for (const key in activity) if (activity[key] === "running") return true;
  return false;
}

/** A thread's mark: the activity read apart from the list once there is one, else the list row's own status. */
export function activityOf(threadId: string, rowStatus: string | null, activity: ActivityById | undefined): ThreadActivity | null {
  if (activity === undefined) return threadActivity(rowStatus);
  return Object.prototype.hasOwnProperty.call(activity, threadId) ? (activity[threadId] ?? null) : null;
}

/** The chat list's filters: every chat, or those with a run going, or waiting for input. */
export type ChatFilter = "all" | ThreadActivity;

/** How many chats have a run going and how many wait for input. */
export function activityCounts(activity: ActivityById | undefined): Readonly<Record<ThreadActivity, number>> {
  const counts = { running: 0, waiting: 0 };
  if (activity) for (const key in activity) counts[activity[key]!] += 1;
  return counts;
}

/** The thread status a server keeps for an activity (what a search by status asks for). */
export function statusOf(activity: ThreadActivity): "busy" | "interrupted" {
  switch (activity) {
    case "running":
      return "busy";
    case "waiting":
      return "interrupted";
    default: {
      const never: never = activity;
      return never;
    }
  }
}
