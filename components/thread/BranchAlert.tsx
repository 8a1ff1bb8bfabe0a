"use client";
import { Alert } from "@/components/ui/Alert";
import { describeError } from "@/components/ui/errors";

/** An edit, a regeneration or a switch of versions that could not start. */
export function BranchAlert({ error, onDismiss }: { error: unknown; onDismiss: () => void }) {
  if (!error) return null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-2">
      <Alert title="Could not change the version shown" onRetry={onDismiss} retryLabel="Dismiss">
        {describeError(error)}
      </Alert>
    </div>
  );
}
