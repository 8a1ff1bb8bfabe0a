"use client";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useLedgerEntry } from "@/components/ledger/useLedgerEntry";
import { BranchContext } from "@/components/messages/BranchContext";
import { Markdown } from "@/components/messages/Markdown";
import { ReplyContext } from "@/components/messages/ReplyContext";
import { StatusBadge } from "@/components/messages/task-status";
import { TimelineItemView } from "@/components/messages/TimelineItemView";
import { useThreadView } from "@/components/thread/ThreadStoreContext";
import { describeError } from "@/components/ui/errors";
import { isTerminalStatus } from "@/core/ledger";
import { parseTaskResult } from "@/core/ledger/status";
import type { NormalizedMessage, ToolMessage } from "@/core/messages/types";
import { subagentUsage } from "@/core/subagents/steps";
import { buildTimelineFromParsed } from "@/core/timeline/build";
import type { TaskCardStatus } from "@/core/timeline/types";
import { useSubagentPanel } from "./SubagentPanelContext";
import { type StepsView, useSubagentSteps } from "./useSubagentSteps";

// Over the log (and over the ledger) below 1440 px, beside them from 1440 px, the whole screen on a phone.
const LAYOUT = [
  "flex w-96 max-w-full shrink-0 flex-col border-l border-line bg-panel",
  "absolute inset-y-0 right-0 z-30 shadow-xl",
  "min-[1440px]:static min-[1440px]:shadow-none",
  "max-sm:fixed max-sm:inset-0 max-sm:z-50 max-sm:w-full max-sm:border-l-0",
].join(" ");

/** The panel where the page puts it: shown while a subagent is open. */
export function SubagentPanelSlot() {
  const panel = useSubagentPanel();
  if (panel?.taskId == null) return null;
  // Keyed by task: another task's panel starts fresh (its folds closed, its scroll at the top).
  return <SubagentPanel key={panel.taskId} taskId={panel.taskId} onClose={panel.close} />;
}

const resultOf = (messages: readonly NormalizedMessage[], taskId: string) =>
  messages.find((message): message is ToolMessage => message.type === "tool" && message.toolCallId === taskId);

/**
 * One subagent's own work (docs/ui-contract.md, "Subagent panel"): its messages, tool calls and
 * results rendered as the main log renders them, live while it runs; where the backend keeps
 * none, its task, status and result.
 */
function SubagentPanel({ taskId, onClose }: { taskId: string; onClose: () => void }) {
  const t = useTranslations();
  const entry = useLedgerEntry(taskId);
  const result = useThreadView((view) => resultOf(view.messages, taskId));
  const outcome = useMemo(() => (result ? parseTaskResult(result) : undefined), [result]);
  const status: TaskCardStatus = outcome && outcome.status !== "in_progress" ? outcome.status : (entry?.status ?? "no_result");
  const running = status === "in_progress";
  const steps = useSubagentSteps(taskId, running);
  const messages = steps.kind === "steps" ? steps.messages : undefined;
  const usage = useMemo(() => (messages ? subagentUsage(messages) : {}), [messages]);
  const model = usage.model ?? outcome?.model;
  const tokens = usage.usage?.totalTokens ?? outcome?.usage?.totalTokens;
  const name = entry?.subagentType || t("common.subagent");
  const error = outcome?.error ?? (entry && isTerminalStatus(entry.status) ? entry.error : undefined);
  const resultText = outcome?.resultText ?? entry?.resultBrief;
  return (
    <aside
      role="region"
      aria-label={t("subagent.panel", { name })}
      data-task-id={taskId}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      className={LAYOUT}
    >
      <div className="flex h-12 shrink-0 items-center justify-between gap-2 border-b border-line px-3">
        <h2 className="truncate text-sm font-semibold">{t("subagent.panel", { name })}</h2>
        <button type="button" autoFocus onClick={onClose} className="rounded-md border border-line px-2.5 py-1 text-xs font-medium hover:bg-canvas">
          {t("subagent.close")}
        </button>
      </div>
      <div className="flex flex-col gap-1 border-b border-line px-3 py-2 text-sm">
        <p className="font-medium">{entry?.description || t("common.untitledTask")}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <StatusBadge status={status} needsInput={entry?.needsInput === true} />
          {model ? <span>{t("subagent.model", { model })}</span> : null}
          {tokens ? <span>{t("task.tokens", { count: tokens })}</span> : null}
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {steps.kind === "steps" ? (
          <SubagentSteps messages={steps.messages} running={running} />
        ) : (
          <Fallback steps={steps} status={status} resultText={resultText} error={error} taskId={taskId} />
        )}
      </div>
    </aside>
  );
}

function SubagentSteps({ messages, running }: { messages: readonly NormalizedMessage[]; running: boolean }) {
  const t = useTranslations();
  const items = useMemo(() => buildTimelineFromParsed(messages), [messages]);
  return (
    // A subagent's messages are not the thread's: no edit, reply or version switch applies to them.
    <ReplyContext value={null}>
      <BranchContext value={null}>
        <ol aria-label={t("subagent.steps")} aria-live="polite" className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.id} data-role="subagent-step">
              <TimelineItemView item={item} live={running} />
            </li>
          ))}
        </ol>
      </BranchContext>
    </ReplyContext>
  );
}

function Fallback({ steps, status, resultText, error, taskId }: { steps: Exclude<StepsView, { kind: "steps" }>; status: TaskCardStatus; resultText?: string; error?: string; taskId: string }) {
  const t = useTranslations();
  const note = (() => {
    switch (steps.kind) {
      case "unavailable":
        return t("subagent.unavailable");
      case "unknown":
        return t("subagent.unknown", { id: taskId });
      case "waiting":
        return t("subagent.waiting");
      case "loading":
        return t("common.loading");
      case "error":
        return t("subagent.failed", { reason: describeError(steps.error, t) });
    }
  })();
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="text-muted" role="status">
        {note}
      </p>
      {steps.kind === "error" ? (
        <button type="button" onClick={steps.retry} className="self-start rounded-md border border-line px-2.5 py-1 text-xs font-medium hover:bg-canvas">
          {t("common.retry")}
        </button>
      ) : null}
      {error ? <p className="text-xs text-red-700 dark:text-red-400">{error}</p> : null}
      {resultText && status !== "in_progress" ? (
        <section aria-label={t("subagent.result")}>
          <h3 className="mb-1 text-xs font-semibold text-muted">{t("subagent.result")}</h3>
          <Markdown text={resultText} />
        </section>
      ) : null}
    </div>
  );
}
