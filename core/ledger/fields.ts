import { asMessageId, asRunId, asToolCallId, type MessageId, type RunId, type ToolCallId } from "../ids";
import { nonEmptyStr } from "../messages/guards";

// Readers shared by the channel, transcript and event parsers: each returns `undefined`
// for anything unusable, so a malformed field degrades to "absent".

/** Ids are opaque: kept verbatim, but a blank one identifies nothing. */
export const readCallId = (value: unknown): ToolCallId | undefined => {
  const id = nonEmptyStr(value);
  return id === undefined ? undefined : asToolCallId(id);
};

export const readRunId = (value: unknown): RunId | undefined => {
  const id = nonEmptyStr(value);
  return id === undefined ? undefined : asRunId(id);
};

export const readMessageId = (value: unknown): MessageId | undefined => {
  const id = nonEmptyStr(value);
  return id === undefined ? undefined : asMessageId(id);
};

/** Display text: trimmed, or undefined when blank. */
export const readText = (value: unknown): string | undefined => nonEmptyStr(value)?.trim();

export const BRIEF_MAX = 160;

/**
 * A one-line brief of a result text, for when the backend sent none. Same length as the
 * embedded backend's briefs, cut on a code point so no half surrogate pair is shown.
 */
export function briefOf(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  if (trimmed === undefined || trimmed === "") return undefined;
  if (trimmed.length <= BRIEF_MAX) return trimmed;
  let cut = BRIEF_MAX - 1;
  const last = trimmed.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  return `${trimmed.slice(0, cut)}…`;
}
