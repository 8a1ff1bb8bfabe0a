import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { presentedFiles } from "@/core/timeline";
import { stepsLabel } from "@/core/timeline/labels";
import type { Step, StepsItem } from "@/core/timeline/types";
import { unreachable } from "@/core/unreachable";
import { Fold } from "./Fold";
import { Markdown } from "./Markdown";
import { PresentedFiles } from "./PresentedFiles";
import { ToolStepView } from "./ToolStepView";

export function StepsGroup({ item, live }: { item: StepsItem; live: boolean }) {
  const t = useTranslations();
  const running = live && item.steps.some((s) => s.kind === "tool" && s.state === "pending");
  const files = useMemo(() => presentedFiles(item.steps), [item.steps]);
  // Narration without tool calls (e.g. "I'll split this across subagents") is read, not folded.
  if (item.steps.every((s) => s.kind === "text")) {
    return (
      <div data-role="steps" className="flex flex-col gap-2 text-muted">
        {item.steps.map((step) => (
          <StepView key={step.id} step={step} />
        ))}
      </div>
    );
  }
  return (
    <div data-role="steps">
      <Fold summary={<span>{stepsLabel(item.steps, t)}{running ? ` · ${t("steps.running")}` : ""}</span>}>
        {() => (
          <ol className="flex flex-col gap-2 border-l-2 border-line pl-3">
            {item.steps.map((step) => (
              <li key={step.id}>
                <StepView step={step} />
              </li>
            ))}
          </ol>
        )}
      </Fold>
      <PresentedFiles files={files} />
    </div>
  );
}

function StepView({ step }: { step: Step }) {
  switch (step.kind) {
    case "reasoning":
      return <p className="whitespace-pre-wrap text-sm italic text-muted">{step.text}</p>;
    case "text":
      return (
        <div className="text-sm text-muted">
          <Markdown text={step.text} />
        </div>
      );
    case "tool":
      return <ToolStepView step={step} />;
    default:
      return unreachable(step);
  }
}
