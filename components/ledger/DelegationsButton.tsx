"use client";
import { useTranslations } from "next-intl";

/** Opens the ledger; its accessible name starts with "Delegations" and says what is running. */
export function DelegationsButton({ total, inProgress, open, onToggle }: {
  total: number;
  inProgress: number;
  open: boolean;
  onToggle: () => void;
}) {
  const t = useTranslations();
  return (
    <button
      type="button"
      aria-expanded={open}
      onClick={onToggle}
      className="flex items-center gap-1.5 rounded-md border border-line px-2 py-1 text-xs hover:bg-panel aria-expanded:bg-accent-soft"
    >
      {t("ledger.title")}
      <span className="text-muted">{total}</span>
      {inProgress > 0 ? (
        <span className="rounded-full bg-amber-100 px-1.5 text-amber-800 dark:bg-amber-900 dark:text-amber-100">
          {t("ledger.inProgress", { count: inProgress })}
        </span>
      ) : null}
    </button>
  );
}
