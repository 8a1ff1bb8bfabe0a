"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { itemElementId } from "@/core/timeline/targets";
import { clearMatches, highlightMatches } from "./find-highlight";
import { matchPosition, newerMatch, newestMatchBefore, olderMatch } from "./find-navigation";
import { loadOlderUntil, type OlderPages } from "./load-older";
import { useThreadStore, useThreadView } from "./ThreadStoreContext";

/**
 * Find in thread: the matches among the loaded items (the thread model keeps the settled
 * turns' matches while the live turn streams), the current one revealed (scrolled to,
 * flashed, its text marked). It starts from the newest match, where the reader is; going to
 * older matches past the oldest loaded one loads earlier pages until one turns up.
 */
export function useFind({ older: pages, reveal }: { older: OlderPages; reveal: (elementId: string) => Promise<boolean> }) {
  const store = useThreadStore();
  const [query, setQuery] = useState("");
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const items = useThreadView((view) => view.items);
  const matches = useThreadView((view) => view.find(query));
  const position = matchPosition(items, matches, currentId);

  const latest = useRef({ ...pages, query });
  useEffect(() => {
    latest.current = { ...pages, query };
  });
  // Marks belong to the latest step only: a reveal still scrolling when the query changes
  // (typed on, emptied, no longer matching) or the bar closes must not mark text when it lands.
  const step = useRef(0);
  const unmark = useCallback(() => {
    step.current++;
    clearMatches();
  }, []);
  useEffect(() => unmark, [unmark]);
  // No match left, whatever removed it (the query, or the items under it): no marks.
  const total = matches.length;
  useEffect(() => {
    if (total === 0) unmark();
  }, [total, unmark]);

  const go = useCallback(
    (itemId: string, text: string) => {
      unmark();
      const mine = step.current;
      setCurrentId(itemId);
      void reveal(itemElementId(itemId)).then(() => {
        if (step.current === mine) highlightMatches(document.getElementById(itemElementId(itemId)), text);
      });
    },
    [reveal, unmark],
  );

  const search = useCallback(
    (text: string) => {
      setQuery(text);
      latest.current.query = text;
      const { view } = store.getState();
      const newest = olderMatch(view.items, view.find(text), -1);
      if (newest === undefined) {
        setCurrentId(null);
        unmark();
      } else go(newest, text);
    },
    [store, go, unmark],
  );

  const toOlder = useCallback(async () => {
    const next = olderMatch(items, matches, position);
    if (next !== undefined) return go(next, query);
    if (query.trim() === "" || !latest.current.hasOlder) return;
    const anchor = currentId;
    setSearching(true);
    try {
      let found: string | undefined;
      await loadOlderUntil(latest, () => {
        if (latest.current.query !== query) return true;
        const { view } = store.getState();
        found = newestMatchBefore(view.items, view.find(query), anchor);
        return found !== undefined;
      });
      if (found !== undefined) go(found, query);
    } finally {
      setSearching(false);
    }
  }, [items, matches, position, query, currentId, store, go]);

  const toNewer = useCallback(() => {
    const next = newerMatch(items, matches, position);
    if (next !== undefined) go(next, query);
  }, [items, matches, position, query, go]);

  return { query, search, older: toOlder, newer: toNewer, position, total, searching, hasOlder: pages.hasOlder };
}
