// What the server reads for a thread page before rendering it (DESIGN 7: the newest answer in
// the first HTML), turned into the values the browser's own queries would have produced, so
// the page takes over from the server's render without reading any of it again.
import { parseTranscriptPage } from "../history/transcript";
import type { TranscriptPage } from "../history/types";
import { isDict } from "../messages/guards";
import type { HistoryMode } from "./config";
import { sanitizeThreadState } from "./state";

/** A backend answer as the server got it: a status and, for a 2xx, its parsed JSON body. */
export type Answer = { status: number; body: unknown } | null;

export type HistorySource = "paged" | "state";

/** Cache entries for the thread page's queries; a missing one is read by the browser as usual. */
export interface PageSeed {
  source?: HistorySource;
  /** The newest transcript page (paged backends only). */
  newestPage?: TranscriptPage;
  state?: unknown;
  /** The thread record's metadata (null when it has none). */
  metadata?: unknown;
}

const ok = (answer: Answer): answer is { status: number; body: unknown } => answer !== null && answer.status >= 200 && answer.status < 300;

/** Which history the backend serves: the configured mode, else what the newest page's answer says (404: none). */
export function historySourceOf(mode: HistoryMode, newestPage: Answer): HistorySource | undefined {
  if (mode !== "auto") return mode;
  if (newestPage?.status === 404) return "state";
  return ok(newestPage) && parseTranscriptPage(newestPage.body) !== null ? "paged" : undefined;
}

/** Never throws; anything unexpected is left out for the browser to read (and report) itself. */
export function pageSeed(input: { mode: HistoryMode; record: unknown; newestPage: Answer; state: Answer }): PageSeed {
  const seed: PageSeed = {};
  const source = historySourceOf(input.mode, input.newestPage);
  if (source !== undefined) seed.source = source;
  if (source === "paged" && ok(input.newestPage)) {
    const page = parseTranscriptPage(input.newestPage.body);
    if (page !== null) seed.newestPage = page;
  }
  if (ok(input.state) && isDict(input.state.body)) seed.state = sanitizeThreadState(input.state.body);
  if (isDict(input.record)) seed.metadata = input.record.metadata ?? null;
  return seed;
}
