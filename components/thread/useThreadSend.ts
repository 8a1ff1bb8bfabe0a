"use client";
import { useCallback, useEffect } from "react";
import { useUiStore, useUiStoreApi } from "@/components/providers/UiStoreContext";
import type { ThreadId } from "@/core/ids";

/**
 * Sending in a thread: the composer's draft is cleared once the server accepted the message
 * (so it is never lost), and a first message typed on the new-chat page is sent on arrival.
 */
export function useThreadSend(threadId: ThreadId, send: (text: string, onAccepted?: () => void) => void) {
  const storeApi = useUiStoreApi();
  const clearSentDraft = useUiStore((s) => s.clearSentDraft);

  useEffect(() => {
    const first = storeApi.getState().takePendingFirstMessage(threadId);
    if (first) send(first, () => storeApi.getState().clearSentDraft(threadId, first));
    // Only on arrival: later renders must not resend.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [threadId]);

  return useCallback((text: string) => send(text, () => clearSentDraft(threadId, text)), [send, clearSentDraft, threadId]);
}
