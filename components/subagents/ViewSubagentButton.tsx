"use client";
import { useTranslations } from "next-intl";
import { useSubagentPanel } from "./SubagentPanelContext";

/** "View subagent": opens the side panel on this task's own steps. */
export function ViewSubagentButton({ taskId, className = "" }: { taskId: string; className?: string }) {
  const t = useTranslations();
  const panel = useSubagentPanel();
  if (panel === null) return null;
  const current = panel.taskId === taskId;
  return (
    <button
      type="button"
      aria-pressed={current}
      onClick={(event) => panel.open(taskId, event.currentTarget)}
      className={`rounded-md px-1.5 py-0.5 text-xs font-medium text-accent hover:bg-accent-soft aria-pressed:bg-accent-soft ${className}`}
    >
      {t("subagent.view")}
    </button>
  );
}
