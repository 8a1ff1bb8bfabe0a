"use client";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { createCompactionTracker, createMessageLocator, summaryKey } from "@/core/history";
import type { ThreadId } from "@/core/ids";
import type { SummaryItem, TimelineItem } from "@/core/timeline/types";

/** What a compaction card can do about the messages it condensed. */
export type CondensedAccess =
  /** They are in the transcript on screen: jump there. */
  | { kind: "in-transcript"; count: number; show: () => void }
  /** Not in the transcript (a stock server dropped them): ask the checkpoint history. */
  | { kind: "from-history"; summaryId: string }
  | { kind: "none" };

interface CondensedValue {
  access: (item: SummaryItem) => CondensedAccess;
  threadId: ThreadId | null;
  /** The model's current window: what a checkpoint holds beyond it was condensed. */
  window: readonly unknown[];
}

const CondensedContext = createContext<CondensedValue>({ access: () => ({ kind: "none" }), threadId: null, window: [] });

export function CondensedProvider({ threadId, messages, window, items, canLoadHistory, reveal, children }: {
  threadId: ThreadId;
  messages: readonly unknown[];
  window: readonly unknown[];
  items: readonly TimelineItem[];
  /** The backend keeps no transcript, so its checkpoint history is the only record. */
  canLoadHistory: boolean;
  reveal: (elementIds: string[]) => void;
  children: ReactNode;
}) {
  // Per streamed frame only the live tail changes: the trackers redo only that part.
  const [tracker] = useState(createCompactionTracker);
  const [locator] = useState(createMessageLocator);
  const ranges = useMemo(() => tracker.condensedRanges(messages), [tracker, messages]);
  const where = useMemo(() => locator.locate(items), [locator, items]);
  const value = useMemo<CondensedValue>(
    () => ({
      access: (item) => {
        if (item.failed) return { kind: "none" };
        const key = summaryKey(item);
        const itemIds = [...new Set((key ? (ranges.get(key) ?? []) : []).flatMap((id) => where.get(id) ?? []))];
        if (itemIds.length > 0) {
          return { kind: "in-transcript", count: itemIds.length, show: () => reveal(itemIds.map((id) => `item-${id}`)) };
        }
        return canLoadHistory ? { kind: "from-history", summaryId: key ?? item.id } : { kind: "none" };
      },
      threadId,
      window,
    }),
    [ranges, where, canLoadHistory, reveal, threadId, window],
  );
  return <CondensedContext.Provider value={value}>{children}</CondensedContext.Provider>;
}

export const useCondensedAccess = (item: SummaryItem): CondensedAccess => useContext(CondensedContext).access(item);
export const useCondensedSource = () => {
  const { threadId, window } = useContext(CondensedContext);
  return { threadId, window };
};
