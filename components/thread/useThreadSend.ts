"use client";
import { useCallback, useEffect } from "react";
import type { ComposerAttachment } from "@/components/attachments/read-file";
import type { Attachments } from "@/components/attachments/useAttachments";
import { useUiStore, useUiStoreApi } from "@/components/providers/UiStoreContext";
import type { OutgoingAttachment } from "@/core/attachments/blocks";
import type { ThreadId } from "@/core/ids";

/**
 * Sending in a thread: the composer's draft and files are cleared once the server accepted
 * the message (so they are never lost), and a first message typed on the new-chat page is
 * sent on arrival, its files waiting in this composer until then.
 */
export function useThreadSend(
  threadId: ThreadId,
  send: (text: string, onAccepted?: () => void, files?: readonly OutgoingAttachment[]) => void,
  attachments: Attachments,
) {
  const storeApi = useUiStoreApi();
  const clearSentDraft = useUiStore((s) => s.clearSentDraft);
  const { restore, removeSent } = attachments;

  useEffect(() => {
    const first = storeApi.getState().takePendingFirstMessage(threadId);
    if (!first) return;
    restore(first.files);
    const ids = first.files.map((file) => file.id);
    send(first.text, () => {
      storeApi.getState().clearSentDraft(threadId, first.text);
      removeSent(ids);
    }, first.files);
    // Only on arrival: later renders must not resend.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [threadId]);

  return useCallback(
    (text: string, files: readonly ComposerAttachment[] = []) => {
      const ids = files.map((file) => file.id);
      send(text, () => {
        clearSentDraft(threadId, text);
        removeSent(ids);
      }, files);
    },
    [send, clearSentDraft, threadId, removeSent],
  );
}
