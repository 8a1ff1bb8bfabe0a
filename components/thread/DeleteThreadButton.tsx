"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { describeError } from "@/components/ui/errors";
import { TrashIcon } from "@/components/ui/icons";
import { queryKeys } from "@/core/api/keys";
import type { ThreadId } from "@/core/ids";

/** Deletes the open thread after an inline confirmation, then goes to a new chat. */
export function DeleteThreadButton({ threadId, disabled }: { threadId: ThreadId; disabled: boolean }) {
  const t = useTranslations();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => client.threads.delete(threadId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.thread(threadId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.threadLists() });
      router.push("/");
    },
  });
  const button = "rounded-md border border-line px-2 py-1 text-xs hover:bg-panel disabled:opacity-40";
  if (!confirming) {
    return (
      <button
        type="button"
        disabled={disabled}
        title={t(disabled ? "delete.stopFirst" : "delete.title")}
        onClick={() => setConfirming(true)}
        aria-label={t("delete.button")}
        className={`${button} text-muted`}
      >
        <TrashIcon />
      </button>
    );
  }
  return (
    <div role="group" aria-label={t("delete.confirm")} className="flex items-center gap-1.5 text-xs">
      <span className="text-muted">{remove.isError ? t("delete.failed", { error: describeError(remove.error, t) }) : t("delete.confirm")}</span>
      <button
        type="button"
        autoFocus
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
        className="rounded-md bg-red-600 px-2 py-1 text-white hover:bg-red-700 disabled:opacity-60"
      >
        {t(remove.isPending ? "delete.deleting" : "delete.button")}
      </button>
      <button
        type="button"
        onClick={() => {
          remove.reset();
          setConfirming(false);
        }}
        className={button}
      >
        {t("common.cancel")}
      </button>
    </div>
  );
}
