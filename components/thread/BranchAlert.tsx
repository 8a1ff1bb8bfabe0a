"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/Alert";
import { describeError } from "@/components/ui/errors";

/** An edit, a regeneration or a switch of versions that could not start. */
export function BranchAlert({ error, onDismiss }: { error: unknown; onDismiss: () => void }) {
  const t = useTranslations();
  if (!error) return null;
  return (
    <div className="mx-auto w-full max-w-column px-4 pb-2">
      <Alert title={t("alerts.versionFailed")} onRetry={onDismiss} retryLabel={t("common.dismiss")}>
        {describeError(error, t)}
      </Alert>
    </div>
  );
}
