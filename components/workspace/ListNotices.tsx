"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/Alert";
import { describeError } from "@/components/ui/errors";

/** A sidebar list's failure to load, with the reason and Retry. */
export function ListFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const t = useTranslations();
  return (
    <div className="px-1 py-2">
      <Alert title={title} onRetry={onRetry}>
        {describeError(error, t)}
      </Alert>
    </div>
  );
}

/** A sidebar list's one-line note: loading, nothing found, what is searched. */
export function ListNote({ children }: { children: ReactNode }) {
  return <p className="px-2 py-1 text-xs text-muted">{children}</p>;
}
