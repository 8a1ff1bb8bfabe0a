"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/Alert";
import { describeError } from "@/components/ui/errors";

export interface ThreadProblems {
  sendError: unknown;
  loadError: unknown;
  historyError: unknown;
  runError: unknown;
  /** The run's stream broke and could not be rejoined: the run itself may go on. */
  connectionLost: boolean;
}

/** One alert at a time, the most actionable first; each with the retry that fixes it. */
export function ThreadAlerts({ problems, onResend, onReload, onRetryHistory }: {
  problems: ThreadProblems;
  onResend: () => void;
  onReload: () => void;
  onRetryHistory: () => void;
}) {
  const t = useTranslations();
  const { sendError, loadError, historyError, runError, connectionLost } = problems;
  const alert = sendError ? (
    <Alert title={t("alerts.notSent")} onRetry={onResend}>
      {t("common.textKept", { problem: describeError(sendError, t) })}
    </Alert>
  ) : loadError ? (
    <Alert title={t("alerts.loadFailed")} onRetry={onReload}>
      {describeError(loadError, t)}
    </Alert>
  ) : historyError ? (
    <Alert title={t("alerts.historyFailed")} onRetry={onRetryHistory}>
      {describeError(historyError, t)}
    </Alert>
  ) : runError && connectionLost ? (
    <Alert title={t("alerts.connectionLost")} onRetry={onReload}>
      {t("alerts.connectionLostBody")}
    </Alert>
  ) : runError ? (
    <Alert title={t("alerts.runFailed")} onRetry={onReload}>
      {describeError(runError, t)}
    </Alert>
  ) : null;
  return alert ? <div className="mx-auto w-full max-w-column px-4 pb-2">{alert}</div> : null;
}
