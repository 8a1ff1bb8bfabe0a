"use client";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createFinder } from "@/core/timeline";
import { itemElementId } from "@/core/timeline/targets";
import type { TimelineItem } from "@/core/timeline/types";
import { clearMatches, highlightMatches } from "./find-highlight";
import { loadOlderUntil } from "./load-older";

/**
 * Find in thread: the matches among the loaded items, the current one revealed (scrolled to,
 * flashed, its text marked). It starts from the newest match, where the reader is; going to
 * older matches past the oldest loaded one loads earlier pages until one turns up.
 */
export function useFind({ items, hasOlder, loadOlder, reveal }: {
  items: readonly TimelineItem[];
  hasOlder: boolean;
  loadOlder: () => Promise<void>;
  reveal: (elementId: string) => Promise<boolean>;
}) {
  const [query, setQuery] = useState("");
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  // Items are rebuilt every streamed frame; the finder searches again only those that
  // changed, and the render after a keystroke gets the search that keystroke already ran.
  const [finder] = useState(createFinder);
  const matches = useMemo(() => finder(items, query), [finder, items, query]);
  const position = currentId === null ? -1 : matches.findIndex((index) => items[index]?.id === currentId);

  const latest = useRef({ items, hasOlder, loadOlder, query });
  useEffect(() => {
    latest.current = { items, hasOlder, loadOlder, query };
  });
  useEffect(() => clearMatches, []);

  const go = useCallback(
    (itemId: string, text: string) => {
      setCurrentId(itemId);
      void reveal(itemElementId(itemId)).then(() => highlightMatches(document.getElementById(itemElementId(itemId)), text));
    },
    [reveal],
  );

  const search = useCallback(
    (text: string) => {
      setQuery(text);
      latest.current.query = text;
      const found = finder(latest.current.items, text);
      const newest = found.at(-1);
      if (newest === undefined) {
        setCurrentId(null);
        clearMatches();
      } else go(latest.current.items[newest]!.id, text);
    },
    [finder, go],
  );

  const older = useCallback(async () => {
    if (position > 0) return go(items[matches[position - 1]!]!.id, query);
    if (position === -1 && matches.length > 0) return go(items[matches.at(-1)!]!.id, query);
    if (query.trim() === "" || !latest.current.hasOlder) return;
    const anchor = currentId;
    setSearching(true);
    try {
      let found: string | undefined;
      await loadOlderUntil(latest, () => {
        const { items: now, query: current } = latest.current;
        if (current !== query) return true;
        const end = anchor === null ? now.length : now.findIndex((item) => item.id === anchor);
        const before = finder(now, query).filter((index) => index < (end < 0 ? now.length : end));
        found = before.length > 0 ? now[before.at(-1)!]!.id : undefined;
        return found !== undefined;
      });
      if (found !== undefined) go(found, query);
    } finally {
      setSearching(false);
    }
  }, [position, matches, items, query, currentId, finder, go]);

  const newer = useCallback(() => {
    if (position >= 0 && position < matches.length - 1) go(items[matches[position + 1]!]!.id, query);
  }, [position, matches, items, query, go]);

  return { query, search, older, newer, position, total: matches.length, searching, hasOlder };
}
