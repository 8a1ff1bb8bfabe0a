"use client";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { condensedHistoryOptions, recordedCompactionsOptions, summaryPlacesOptions } from "@/components/api/compaction-queries";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { legacySummaryKeys, placeLegacySummaries } from "@/core/history/legacy-placement";
import { distinctCompactions, READ_LIST, recordedCompactionOf, WIRE_LIST, withRecordedCompactions, type RecordedCompaction } from "@/core/history/summarization-event";
import type { Dialect } from "@/core/dialect/types";
import type { ThreadId } from "@/core/ids";
import type { NormalizedMessage } from "@/core/messages";
import { readThreadValues } from "@/core/thread";

const NO_COMPACTIONS: readonly RecordedCompaction[] = [];
const NO_PLACES: ReadonlyMap<string, readonly string[]> = new Map();

export interface CompactionSources {
  /** The stored state's values and the stream's. */
  storedValues: unknown;
  streamedValues: unknown;
  /** The stored history the page shows (transcript rows, or the state's messages), read. */
  stored: readonly NormalizedMessage[];
  /** `stored` is the state's messages (not transcript rows, nor a preview of the state). */
  storedIsState: boolean;
  /** How the backend keeps the thread (undefined: not known, so nothing is read besides). */
  dialect: Dialect | undefined;
  /** The thread's current checkpoint. */
  head: string | undefined;
  /** Someone looks at what compactions removed (the ledger is open). */
  wantCondensed: boolean;
}

/**
 * What the page reads about compactions besides the messages, and the message lists with it:
 * compactions recorded beside the messages (deepagents: the state's, the stream's, and the
 * earlier ones of the checkpoints, read once the state shows one), each placed where it cut
 * the list it indexes (the stream's messages; the stored ones where they are the state's);
 * on a server without a transcript, where LangChain's summaries belong (read once the state
 * holds one) and, while `wantCondensed`, what compactions removed.
 */
export function useCompactionReads(threadId: ThreadId, sources: CompactionSources) {
  const client = useApiClient();
  const { storedValues, streamedValues, stored, storedIsState, dialect, head, wantCondensed } = sources;
  const stateOnly = dialect?.history === "state";
  const stateValues = readThreadValues(storedValues);
  const state = stateValues.messages;
  const streamed = readThreadValues(streamedValues).messages;

  // Read once per values object, where they arrive (a stream sends new values each chunk).
  const storedCompaction = useMemo(() => recordedCompactionOf(storedValues), [storedValues]);
  const streamedCompaction = useMemo(() => recordedCompactionOf(streamedValues), [streamedValues]);
  const earlier = useQuery(recordedCompactionsOptions(client, threadId, dialect?.compactionsFromHistory === true ? storedCompaction?.key : undefined)).data;
  const signature = [...(earlier ?? []).map((c) => c.key), storedCompaction?.key, streamedCompaction?.key].join(" ").trim();
  // One list per set of compactions, so the lists they are placed in stay the same objects.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const compactions = useMemo(() => (signature === "" ? NO_COMPACTIONS : distinctCompactions([earlier ?? [], [storedCompaction, streamedCompaction]])), [signature]);

  const summaries = useMemo(() => (stateOnly && storedIsState ? legacySummaryKeys(stored) : []), [stateOnly, storedIsState, stored]);
  const places = useQuery(summaryPlacesOptions(client, threadId, summaries)).data ?? NO_PLACES;
  // Only where a compaction removed messages does the history hold more than the state.
  const removed = summaries.length > 0 || typeof stateValues.summaryText === "string";
  const condensed = useQuery(condensedHistoryOptions(client, threadId, head, state, wantCondensed && dialect?.ledgerFromHistory === true && removed)).data;

  return {
    stored: storedIsState ? placeLegacySummaries(withRecordedCompactions(stored, compactions, READ_LIST), places) : stored,
    streamedWindow: withRecordedCompactions(streamed, compactions, WIRE_LIST),
    condensedHistory: stateOnly ? condensed : undefined,
  };
}
