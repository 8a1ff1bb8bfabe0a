// The dialect (core/dialect) of the configured backend for one thread page, resolved here
// and handed to the browser with the page, so the two never decide it apart. What the backend
// is (its assistant's state schema; whether it reads transcripts forward) is learnt once per
// backend, by reads of its own; whether the thread has a transcript comes from the page's own
// read of its newest page (a backend may keep transcripts for some threads only).
import { readRuntimeConfig, parseHistoryMode, type HistoryMode } from "@/core/api/config";
import { parseCompactSetting } from "@/core/context/compact";
import { definitive, readsForward, servesTranscript, stateKeysOf, type Answer } from "@/core/dialect/evidence";
import { backendPaths, transcriptPageQuery, withQuery } from "@/core/dialect/reads";
import { resolveDialect } from "@/core/dialect/registry";
import type { Dialect } from "@/core/dialect/types";
import { backendUrl } from "@/core/proxy/proxy";

/** A GET of a path on the backend, answered as page reads are (null when it failed). */
export type BackendRead = (path: string) => Promise<Answer>;

interface Facts {
  stateKeys?: { value: ReadonlySet<string> | undefined };
  forward?: boolean;
}

// Per backend and assistant: another target (read per request) is another backend.
const learnt = new Map<string, Facts>();

/** THREADLINE_HISTORY, which decides whether a thread page reads a transcript page at all. */
export const historySetting = (): HistoryMode => parseHistoryMode(process.env.THREADLINE_HISTORY);

/**
 * The dialect for `threadId`, given its newest transcript page as the page read it (null when
 * not asked); undefined while the backend cannot tell whether the thread has a transcript.
 * A fact is remembered only once the backend answered it, so a passing failure decides nothing.
 */
export async function backendDialect(threadId: string, newestPage: Answer, read: BackendRead): Promise<Dialect | undefined> {
  const settings = { history: historySetting(), compact: parseCompactSetting(process.env.THREADLINE_COMPACT) };
  const transcript = servesTranscript(settings.history, newestPage);
  if (transcript === undefined) return undefined;
  const { assistantId } = readRuntimeConfig(process.env);
  const key = JSON.stringify([backendUrl(process.env), assistantId]);
  const facts = learnt.get(key) ?? {};
  learnt.set(key, facts);
  const [schemas, forwardPage] = await Promise.all([
    facts.stateKeys === undefined ? read(backendPaths.schemas(assistantId)) : Promise.resolve(null),
    transcript && facts.forward === undefined ? read(withQuery(backendPaths.transcriptPage(threadId), transcriptPageQuery({ afterSeq: 0, limit: 1 }))) : Promise.resolve(null),
  ]);
  if (facts.stateKeys === undefined && definitive(schemas)) facts.stateKeys = { value: stateKeysOf(schemas) };
  if (transcript && facts.forward === undefined && definitive(forwardPage)) facts.forward = readsForward(forwardPage);
  return resolveDialect({
    ...settings,
    transcript,
    forward: transcript && (facts.forward ?? readsForward(forwardPage)),
    stateKeys: facts.stateKeys?.value ?? stateKeysOf(schemas),
  });
}
