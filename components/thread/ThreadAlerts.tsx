"use client";
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
  const { sendError, loadError, historyError, runError, connectionLost } = problems;
  const alert = sendError ? (
    <Alert title="Your message was not sent" onRetry={onResend}>
      {describeError(sendError)} Your text is still in the box below.
    </Alert>
  ) : loadError ? (
    <Alert title="Could not load this conversation" onRetry={onReload}>
      {describeError(loadError)}
    </Alert>
  ) : historyError ? (
    <Alert title="Could not load the conversation history" onRetry={onRetryHistory}>
      {describeError(historyError)}
    </Alert>
  ) : runError && connectionLost ? (
    <Alert title="Lost the connection to the run" onRetry={onReload}>
      The agent may still be working on it. Retry reads the conversation again.
    </Alert>
  ) : runError ? (
    <Alert title="The run stopped with an error" onRetry={onReload}>
      {describeError(runError)}
    </Alert>
  ) : null;
  return alert ? <div className="mx-auto w-full max-w-3xl px-4 pb-2">{alert}</div> : null;
}
