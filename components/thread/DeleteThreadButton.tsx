"use client";
import { useTranslations } from "next-intl";
import { TrashIcon } from "@/components/ui/icons";
import { useDeleteThread } from "@/components/workspace/useDeleteThread";
import type { ThreadId } from "@/core/ids";

/** Deletes the open chat and goes to a new one; a notice offers Undo for a few seconds. */
export function DeleteThreadButton({ threadId, title, disabled }: { threadId: ThreadId; title: string | null; disabled: boolean }) {
  const t = useTranslations();
  const deleteThread = useDeleteThread();
  return (
    <button
      type="button"
      disabled={disabled}
      title={t(disabled ? "delete.stopFirst" : "delete.title")}
      onClick={() => deleteThread(threadId, title, true)}
      aria-label={t("delete.button")}
      className="rounded-md border border-line px-2 py-1 text-xs text-muted hover:bg-panel disabled:opacity-40"
    >
      <TrashIcon />
    </button>
  );
}
