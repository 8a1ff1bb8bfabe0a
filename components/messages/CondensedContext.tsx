"use client";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useThreadView } from "@/components/thread/ThreadStoreContext";
import { summaryKey } from "@/core/history";
import type { ThreadId } from "@/core/ids";
import { condensedItemIds } from "@/core/thread";
import { itemElementId } from "@/core/timeline/targets";
import type { SummaryItem } from "@/core/timeline/types";

/** What a compaction card can do about the messages it condensed. */
export type CondensedAccess =
  /** They are in the transcript on screen: jump there. */
  | { kind: "in-transcript"; count: number; show: () => void }
  /** Not in the transcript (a stock server dropped them): ask the checkpoint history. */
  | { kind: "from-history"; summaryId: string }
  | { kind: "none" };

interface CondensedSource {
  threadId: ThreadId | null;
  /** The model's current window: what a checkpoint holds beyond it was condensed. */
  window: readonly unknown[];
  /** The backend keeps no transcript, so its checkpoint history is the only record. */
  canLoadHistory: boolean;
  reveal: (elementIds: string[]) => void;
}

const CondensedContext = createContext<CondensedSource>({ threadId: null, window: [], canLoadHistory: false, reveal: () => undefined });

export function CondensedProvider({ children, ...source }: CondensedSource & { children: ReactNode }) {
  const { threadId, window, canLoadHistory, reveal } = source;
  const value = useMemo(() => ({ threadId, window, canLoadHistory, reveal }), [threadId, window, canLoadHistory, reveal]);
  return <CondensedContext.Provider value={value}>{children}</CondensedContext.Provider>;
}

// Item ids never hold this character (wire ids are text), so it joins them into one value
// the store can compare.
const SEPARATOR = "\u0000";

export function useCondensedAccess(item: SummaryItem): CondensedAccess {
  const { canLoadHistory, reveal } = useContext(CondensedContext);
  const joined = useThreadView((view) => condensedItemIds(view, item).join(SEPARATOR));
  if (item.failed) return { kind: "none" };
  if (joined !== "") {
    const itemIds = joined.split(SEPARATOR);
    return { kind: "in-transcript", count: itemIds.length, show: () => reveal(itemIds.map(itemElementId)) };
  }
  return canLoadHistory ? { kind: "from-history", summaryId: summaryKey(item) ?? item.id } : { kind: "none" };
}

export const useCondensedSource = () => {
  const { threadId, window } = useContext(CondensedContext);
  return { threadId, window };
};
