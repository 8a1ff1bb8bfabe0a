import type { Dict } from "./guards";
import type { HiddenReason } from "./types";

// Which messages are internal context and must stay out of the transcript
// (docs/wire-contracts.md, "Hidden context").

/** Internal control messages some backends inject into the model's context. */
export const CONTROL_NAMES: ReadonlySet<string> = new Set([
  "summary",
  "loop_warning",
  "todo_reminder",
  "todo_completion_reminder",
]);

export const DO_NOT_RENDER_PREFIX = "do-not-render-";

/**
 * The first matching rule, in the order docs/wire-contracts.md, "Hidden context" lists them.
 * Summary forms are detected before this is called: a legacy `name: "summary"` message is a
 * summary card, not hidden context.
 *
 * @param wireId the id as the server sent it (derived ids never carry the prefix)
 */
export function hiddenReason(
  type: "human" | "ai" | "tool" | "system",
  wireId: string | undefined,
  name: string | undefined,
  kwargs: Dict | undefined,
): HiddenReason | undefined {
  if (kwargs !== undefined && kwargs.hide_from_ui === true) return "hide_from_ui";
  // A summarizer's own model call (core/history/summarizer.ts): the summary, never an answer.
  if (type === "ai" && kwargs !== undefined && kwargs.lc_source === "summarization") return "summarizer";
  if (type === "system") return "system";
  if (name !== undefined && CONTROL_NAMES.has(name)) return "control_name";
  if (wireId !== undefined && wireId.startsWith(DO_NOT_RENDER_PREFIX)) return "do_not_render";
  return undefined;
}
