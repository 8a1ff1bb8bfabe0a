"use client";
import { useTranslations } from "next-intl";
import { useThreadView } from "@/components/thread/ThreadStoreContext";
import { useBranchActions } from "./BranchContext";

/**
 * "Previous version", "k / n", "Next version" on a row whose message has versions
 * (docs/ui-contract.md, "Branches").
 */
export function VersionSwitcher({ itemId }: { itemId: string }) {
  const t = useTranslations();
  const versions = useThreadView((view) => view.versionsAt(itemId));
  const actions = useBranchActions();
  if (versions === undefined) return null;
  const { index, count, targets } = versions;
  const go = (to: number) => {
    const target = targets[to - 1];
    if (actions && target !== undefined) actions.showVersion(target);
  };
  const button = "rounded-md px-1.5 py-0.5 hover:bg-panel hover:text-ink disabled:opacity-50 disabled:hover:bg-transparent";
  return (
    <span role="group" aria-label={t("versions.group")} className="inline-flex items-center gap-1 text-xs text-muted">
      <button type="button" aria-label={t("versions.previous")} title={t("versions.previous")} disabled={!actions || index <= 1} onClick={() => go(index - 1)} className={button}>
        ‹
      </button>
      <span>{t("versions.position", { index, count })}</span>
      <button type="button" aria-label={t("versions.next")} title={t("versions.next")} disabled={!actions || index >= count} onClick={() => go(index + 1)} className={button}>
        ›
      </button>
    </span>
  );
}
