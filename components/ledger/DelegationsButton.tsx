"use client";
import { useTranslations } from "next-intl";
import type { RefObject } from "react";
import { TasksIcon } from "@/components/ui/icons";

/**
 * Opens the ledger; its accessible name starts with "Delegations" and says what is running.
 * In a narrow header (a container query on it) the word gives way to an icon (it stays in the
 * name) and the running count shrinks to a pulsing dot.
 */
export function DelegationsButton({ total, inProgress, open, onToggle, buttonRef }: {
  total: number;
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
      title={running ? `${t("ledger.title")} · ${running}` : t("ledger.title")}
      className="flex shrink-0 items-center gap-1.5 rounded-md border border-line px-2 py-1 text-xs whitespace-nowrap hover:bg-panel aria-expanded:bg-accent-soft"
    >
      <span className="@md:hidden">
        <TasksIcon />
      </span>
      <span className="@max-md:sr-only">{t("ledger.title")}</span>
      <span className="text-muted tabular-nums">{total}</span>
      {running ? (
        <span className="flex items-center gap-1 rounded-full bg-amber-100 px-1.5 text-amber-800 dark:bg-amber-900 dark:text-amber-100">
          <span aria-hidden className="h-1.5 w-1.5 animate-pulse rounded-full bg-amber-500 motion-reduce:animate-none" />
          <span className="@max-2xl:sr-only">{running}</span>
        </span>
      ) : null}
    </button>
  );
}
