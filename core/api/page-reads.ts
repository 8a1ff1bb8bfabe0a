// What the server reads for a thread page before rendering it (the newest answer in the first
// HTML), turned into the values the browser's own queries would have produced, so the page
// takes over from the server's render without reading any of it again.
import type { Answer } from "../dialect/evidence";
import type { Dialect } from "../dialect/types";
import { parseTranscriptPage } from "../history/transcript";
import type { TranscriptPage } from "../history/types";
import { isDict } from "../messages/guards";
import { sanitizeThreadState, sanitizeThreadValues } from "./state";

export type { Answer } from "../dialect/evidence";

/** Cache entries for the thread page's queries; a missing one is read by the browser as usual. */
export interface PageSeed {
  /** The backend's dialect, resolved by the server (app/_server/dialect.ts). */
  dialect?: Dialect;
  /** The newest transcript page (transcript backends only). */
  newestPage?: TranscriptPage;
  state?: unknown;
  /** A stock thread's newest messages, shown while its state is on its way. */
  preview?: StatePreview;
  /** The thread record's metadata (null when it has none). */
  metadata?: unknown;
}

/** A stock thread's newest messages, before its state is read. */
export interface StatePreview {
  /** Sanitized as the state's are. */
  messages: readonly unknown[];
  /** The thread has messages before these. */
  more: boolean;
}

const ok = (answer: Answer): answer is { status: number; body: unknown } => answer !== null && answer.status >= 200 && answer.status < 300;

/**
 * The newest `size` messages of the thread record's values (`GET /threads/{id}`). LangGraph
 * servers keep the latest values in the record and serve them far faster than the state,
 * which they decode from its checkpoint (on the embedded server, 0.2 s against 1.6 s for
 * 10,000 messages). Undefined when the record has no messages to show.
 */
export function statePreview(record: Answer, size: number): StatePreview | undefined {
  if (!ok(record) || !isDict(record.body) || !isDict(record.body.values)) return undefined;
  const { messages } = sanitizeThreadValues(record.body.values);
  if (!Array.isArray(messages) || messages.length === 0) return undefined;
  return { messages: messages.slice(-size), more: messages.length > size };
}

/**
 * Never throws; anything unexpected is left out for the browser to read (and report) itself.
 * Without `state` (a stock thread whose state follows), the `preview` stands in for it.
 */
export function pageSeed(input: { dialect: Dialect | undefined; record: unknown; newestPage: Answer; state?: Answer; preview?: StatePreview }): PageSeed {
  const seed: PageSeed = {};
  const { dialect } = input;
  if (dialect !== undefined) seed.dialect = dialect;
  if (dialect?.history === "transcript" && ok(input.newestPage)) {
    const page = parseTranscriptPage(input.newestPage.body);
    if (page !== null) seed.newestPage = page;
  }
  if (input.state !== undefined && ok(input.state) && isDict(input.state.body)) seed.state = sanitizeThreadState(input.state.body);
  else if (input.state === undefined && dialect?.history === "state" && input.preview !== undefined) seed.preview = input.preview;
  if (isDict(input.record)) seed.metadata = input.record.metadata ?? null;
  return seed;
}
