"use client";
import { useCallback, useMemo, useRef, useState } from "react";
import { admitFiles, type Refusal } from "@/core/attachments/limits";
import { randomId } from "@/core/ids";
import { type ComposerAttachment, readAttachment } from "./read-file";

/** Why the last files were not attached; worded where it is shown, in the reader's locale. */
export type AttachmentNotice = { kind: "refused"; refusals: readonly Refusal[] } | { kind: "unreadable"; name: string };

/** The files waiting in a composer, and what was said about the last ones refused. */
export interface Attachments {
  items: readonly ComposerAttachment[];
  /** Why files were not attached (shown as an alert), or null. */
  notice: AttachmentNotice | null;
  /** Files still being read: sending waits for them. */
  reading: boolean;
  add: (files: readonly File[]) => void;
  remove: (id: string) => void;
  /** Takes out the files a message was sent with (files added since stay). */
  removeSent: (ids: readonly string[]) => void;
  /** Puts files back, e.g. those of a first message whose send has yet to be accepted. */
  restore: (items: readonly ComposerAttachment[]) => void;
  dismiss: () => void;
}

export function useAttachments(): Attachments {
  const [items, setItems] = useState<readonly ComposerAttachment[]>([]);
  const [notice, setNotice] = useState<AttachmentNotice | null>(null);
  const [readingCount, setReadingCount] = useState(0);
  // Sizes of files attached or being read, for the limits of the next add (state lags a render).
  const held = useRef<{ id: string; size: number }[]>([]);

  const add = useCallback((files: readonly File[]) => {
    if (files.length === 0) return;
    const { accepted, refused } = admitFiles(held.current, files);
    setNotice(refused.length > 0 ? { kind: "refused", refusals: refused } : null);
    for (const admitted of accepted) {
      const id = randomId();
      held.current = [...held.current, { id, size: admitted.candidate.size }];
      setReadingCount((n) => n + 1);
      readAttachment(admitted, id)
        .then((item) => {
          // Removed while it was read: drop it.
          if (held.current.some((h) => h.id === id)) setItems((current) => [...current, item]);
        })
        .catch(() => {
          held.current = held.current.filter((h) => h.id !== id);
          setNotice({ kind: "unreadable", name: admitted.candidate.name });
        })
        .finally(() => setReadingCount((n) => n - 1));
    }
  }, []);

  const removeIds = useCallback((ids: readonly string[]) => {
    const gone = new Set(ids);
    held.current = held.current.filter((h) => !gone.has(h.id));
    setItems((current) => (current.some((item) => gone.has(item.id)) ? current.filter((item) => !gone.has(item.id)) : current));
  }, []);

  const restore = useCallback((restored: readonly ComposerAttachment[]) => {
    const fresh = restored.filter((item) => !held.current.some((h) => h.id === item.id));
    if (fresh.length === 0) return;
    held.current = [...held.current, ...fresh.map(({ id, size }) => ({ id, size }))];
    setItems((current) => [...current, ...fresh]);
  }, []);

  return useMemo(
    () => ({
      items,
      notice,
      reading: readingCount > 0,
      add,
      remove: (id: string) => removeIds([id]),
      removeSent: removeIds,
      restore,
      dismiss: () => setNotice(null),
    }),
    [items, notice, readingCount, add, removeIds, restore],
  );
}
