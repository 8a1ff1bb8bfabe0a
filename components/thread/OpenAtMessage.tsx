"use client";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { isMessageId } from "@/core/search/answer";
import { itemElementId } from "@/core/timeline/targets";
import { loadOlderUntil, type OlderPages } from "./load-older";
import { useThreadStore, useThreadView } from "./ThreadStoreContext";

/** The query parameter a search result opens a chat with: the id of the message to show. */
export const MESSAGE_PARAM = "message";

/**
 * Opens the thread at the message its link names (`?message=<id>`, a search result), loading
 * earlier pages until it is there, as "Find in thread" does. A value that is not an id is ignored.
 */
export function OpenAtMessage({ older, reveal }: { older: OlderPages; reveal: (elementId: string) => Promise<boolean> }) {
  const raw = useSearchParams().get(MESSAGE_PARAM);
  const messageId = isMessageId(raw) ? raw : null;
  const store = useThreadStore();
  const ready = useThreadView((view) => view.items.length > 0);
  const latest = useRef(older);
  useEffect(() => {
    latest.current = older;
  });
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (messageId === null || !ready || opened.current === messageId) return;
    opened.current = messageId;
    const locate = () => store.getState().view.locate(messageId);
    void (async () => {
      if (locate() === undefined) await loadOlderUntil(latest, () => locate() !== undefined);
      const itemId = locate();
      if (itemId !== undefined) await reveal(itemElementId(itemId));
    })();
  }, [messageId, ready, store, reveal]);
  return null;
}
