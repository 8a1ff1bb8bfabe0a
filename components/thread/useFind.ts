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
  // A reveal still scrolling when the bar closes must not mark the text after it is cleared.
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
      clearMatches();
    };
  }, []);

  const go = useCallback(
    (itemId: string, text: string) => {
      setCurrentId(itemId);
      void reveal(itemElementId(itemId)).then(() => {
        if (open.current) highlightMatches(document.getElementById(itemElementId(itemId)), text);
      });
    },
    [reveal],
  );

  const search = useCallback(
    (text: string) => {
      setQuery(text);
      latest.current.query = text;
      const { view } = store.getState();
      const newest = olderMatch(view.items, view.find(text), -1);
      if (newest === undefined) {
        setCurrentId(null);
        clearMatches();
      } else go(newest, text);
    },
    [store, go],
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

  return { query, search, older: toOlder, newer: toNewer, position, total: matches.length, searching, hasOlder: pages.hasOlder };
}
