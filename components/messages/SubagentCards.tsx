"use client";
import { useTranslations } from "next-intl";
import { InterruptCard } from "@/components/interrupts/InterruptCard";
import { useLedgerEntry } from "@/components/ledger/useLedgerEntry";
import { ViewSubagentButton } from "@/components/subagents/ViewSubagentButton";
import { isTerminalStatus, stopReasonLabel } from "@/core/ledger";
import type { SubagentsItem, TaskCard, TaskCardStatus } from "@/core/timeline/types";
import { Fold } from "./Fold";
import { Markdown } from "./Markdown";
import { StatusBadge } from "./task-status";

export function SubagentCards({ item }: { item: SubagentsItem }) {
  return (
    // Cards keep their own height: opening one's result does not stretch its neighbour.
    <div data-role="subagents" className="grid items-start gap-2 sm:grid-cols-2">
      {item.tasks.map((task) => (
        <SubagentCard key={task.toolCallId} task={task} />
      ))}
    </div>
  );
}

function SubagentCard({ task }: { task: TaskCard }) {
  const t = useTranslations();
  const ledger = useLedgerEntry(task.toolCallId);
  // The transcript's result is final; without one, the ledger may know the outcome (a task
  // cancelled by Stop) or, while the run streams, its progress.
  const status: TaskCardStatus =
    task.status !== "in_progress" && task.status !== "no_result"
      ? task.status
      : ledger && isTerminalStatus(ledger.status)
        ? ledger.status
        : task.status;
  const progress = status === "in_progress" ? ledger?.progress : undefined;
  const stop = stopReasonLabel(task.stopReason ?? ledger?.stopReason, t);
  const error = task.error ?? (status === task.status ? undefined : ledger?.error);
  const brief = task.resultBrief || ledger?.resultBrief || task.resultText;
  return (
    <article
      id={`task-${task.toolCallId}`}
      aria-label={t("task.card", { description: task.description })}
      data-status={status}
      className="flex scroll-mt-16 flex-col gap-1.5 rounded-xl border border-line bg-canvas px-3 py-2.5"
    >
      <div className="flex items-center gap-2 text-xs">
        <span className="rounded-md bg-accent-soft px-1.5 py-0.5 font-medium text-accent">{task.subagentType || t("common.subagent")}</span>
        <span className="ml-auto">
          <StatusBadge status={status} needsInput={task.interrupt !== undefined} />
        </span>
      </div>
      <p className="text-sm font-medium">{task.description || t("common.untitledTask")}</p>
      {progress ? (
        <p className="text-xs text-muted" aria-live="polite">
          {progress.total ? `${t("task.step", { index: Math.min((progress.index ?? 0) + 1, progress.total), total: progress.total })} ` : ""}
          {progress.message}
        </p>
      ) : null}
      {stop ? <p className="text-xs text-muted">{t("task.stoppedEarly", { reason: stop })}</p> : null}
      {error ? <p className="text-xs text-red-700 dark:text-red-400">{error}</p> : null}
      {brief ? (
        <div className="line-clamp-4 text-sm text-muted">
          <Markdown text={brief} />
        </div>
      ) : null}
      {task.model || task.usage?.totalTokens ? (
        <p className="text-xs text-muted">
          {[task.model, task.usage?.totalTokens ? t("task.tokens", { count: task.usage.totalTokens }) : null]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : null}
      {task.interrupt ? <InterruptCard interrupt={task.interrupt} /> : null}
      {task.resultText ? <Fold summary={t("task.fullResult")}>{() => <Markdown text={task.resultText ?? ""} />}</Fold> : null}
      <ViewSubagentButton taskId={task.toolCallId} className="self-start" />
    </article>
  );
}
