"use client";
import type { SubagentsItem, TaskCard } from "@/core/timeline/types";
import { Fold } from "./Fold";
import { Markdown } from "./Markdown";
import { stopReasonLabel, TASK_STATUS } from "./task-status";

export function SubagentCards({ item }: { item: SubagentsItem }) {
  return (
    <div data-role="subagents" className="grid gap-2 sm:grid-cols-2">
      {item.tasks.map((task) => (
        <SubagentCard key={task.toolCallId} task={task} />
      ))}
    </div>
  );
}

function SubagentCard({ task }: { task: TaskCard }) {
  const status = TASK_STATUS[task.status];
  const stop = stopReasonLabel(task.stopReason);
  const brief = task.resultBrief || task.resultText;
  return (
    <article
      id={`task-${task.toolCallId}`}
      aria-label={`Subagent task: ${task.description}`}
      className="flex flex-col gap-1.5 rounded-xl border border-line bg-canvas px-3 py-2.5"
    >
      <div className="flex items-center gap-2 text-xs">
        <span className="rounded bg-panel px-1.5 py-0.5 font-mono">{task.subagentType || "subagent"}</span>
        <span className={`ml-auto flex items-center gap-1 ${status.tone}`}>
          <span aria-hidden>{status.icon}</span>
          {status.label}
        </span>
      </div>
      <p className="text-sm font-medium">{task.description || "Untitled task"}</p>
      {stop ? <p className="text-xs text-muted">Stopped early ({stop})</p> : null}
      {task.error ? <p className="text-xs text-red-600 dark:text-red-400">{task.error}</p> : null}
      {brief ? (
        <div className="line-clamp-4 text-sm text-muted">
          <Markdown text={brief} />
        </div>
      ) : null}
      {task.model || task.usage?.totalTokens ? (
        <p className="text-xs text-muted">
          {task.model ?? ""}
          {task.model && task.usage?.totalTokens ? " · " : ""}
          {task.usage?.totalTokens ? `${task.usage.totalTokens.toLocaleString("en")} tokens` : ""}
        </p>
      ) : null}
      {task.resultText ? (
        <Fold summary="Full result">{() => <Markdown text={task.resultText ?? ""} />}</Fold>
      ) : null}
    </article>
  );
}
