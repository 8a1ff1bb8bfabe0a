"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

export function Alert({ title, children, onRetry, retryLabel }: {
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  const t = useTranslations();
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium">{title}</p>
        {children ? <div className="mt-0.5 break-words opacity-90">{children}</div> : null}
      </div>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="shrink-0 rounded-md border border-red-300 bg-white px-2.5 py-1 font-medium hover:bg-red-100 dark:border-red-800 dark:bg-red-900 dark:hover:bg-red-800"
        >
          {retryLabel ?? t("common.retry")}
        </button>
      ) : null}
    </div>
  );
}
