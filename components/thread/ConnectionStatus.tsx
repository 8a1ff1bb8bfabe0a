"use client";
import { useTranslations } from "next-intl";
import { useConnection } from "@/components/providers/RuntimeContext";

/** While a run's dropped stream is being rejoined (core/api/resumable-stream.ts). */
export function ConnectionStatus({ threadId }: { threadId: string }) {
  const t = useTranslations();
  const connection = useConnection(threadId);
  if (connection.kind !== "reconnecting") return null;
  return (
    <p role="status" className="mx-auto w-full max-w-column px-4 pb-2 text-sm text-muted">
      {t("thread.reconnecting", { attempt: connection.attempt })}
    </p>
  );
}
