"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { useDeletions, useToasts } from "@/components/providers/NoticesContext";

/**
 * Deletes a chat with a notice offering Undo for a few seconds (components/state/deletion-store.ts).
 * Deleting the open chat goes to a new one; Undo from there opens it again.
 */
export function useDeleteThread() {
  const t = useTranslations();
  const router = useRouter();
  const remove = useDeletions((s) => s.remove);
  const undo = useDeletions((s) => s.undo);
  const show = useToasts((s) => s.show);
  return useCallback(
    (threadId: string, title: string | null, open: boolean) => {
      remove(threadId);
      if (open) router.push("/");
      show({
        text: title ? t("delete.done", { title }) : t("delete.doneUntitled"),
        action: {
          label: t("delete.undo"),
          run: () => {
            if (undo(threadId) && open && window.location.pathname === "/") router.push(`/threads/${encodeURIComponent(threadId)}`);
          },
        },
      });
    },
    [t, router, remove, undo, show],
  );
}
