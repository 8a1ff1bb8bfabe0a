"use client";
import { useTranslations } from "next-intl";
import type { RefObject } from "react";
import { TasksIcon } from "@/components/ui/icons";

/**
 * Opens the ledger; its accessible name starts with "Delegations", says how many ("at least"
 * when the count is a lower bound: earlier messages are not loaded) and what is running.
 * In a narrow header (a container query on it) the word gives way to an icon (it stays in the
 * name) and the running count shrinks to a pulsing dot.
 */
export function DelegationsButton({ total, partial, inProgress, open, onToggle, buttonRef }: {
  total: number;
  /** `total` counts only the loaded messages: the thread may hold more. */
  partial: boolean;
  inProgress: number;
  open: boolean;
  onToggle: () => void;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations();
  const running = inProgress > 0 ? t("ledger.inProgress", { count: inProgress }) : undefined;
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      onClick={onToggle}
      title={[t("ledger.title"), partial ? t("ledger.partialTitle") : undefined, running].filter(Boolean).join(" · ")}
      className="flex shrink-0 items-center gap-1.5 rounded-md border border-line px-2 py-1 text-xs whitespace-nowrap hover:bg-panel aria-expanded:bg-accent-soft"
    >
      <span className="@md:hidden">
        <TasksIcon />
      </span>
      <span className="@max-md:sr-only">{t("ledger.title")}</span>
      <span data-testid="delegations-count" aria-hidden={partial || undefined} className="text-muted tabular-nums">
        {total}
        {partial ? "+" : ""}
      </span>
      {partial ? <span className="sr-only">{t("ledger.atLeast", { count: total })}</span> : null}
      {running ? (
        <span className="flex items-center gap-1 rounded-full bg-amber-100 px-1.5 text-amber-800 dark:bg-amber-900 dark:text-amber-100">
          <span aria-hidden className="h-1.5 w-1.5 animate-pulse rounded-full bg-amber-500 motion-reduce:animate-none" />
          <span className="@max-2xl:sr-only">{running}</span>
        </span>
      ) : null}
    </button>
  );
}
