"use client";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { formatArgs } from "@/core/messages";
import { TOOL_STATE_KEY } from "@/core/timeline/labels";
import type { ToolStep } from "@/core/timeline/types";
import { Fold } from "./Fold";
import { ToolDisplayView } from "./tool-renderers";

const STATE_TONE: Record<ToolStep["state"], string> = {
  pending: "text-amber-700 dark:text-amber-400",
  done: "text-emerald-700 dark:text-emerald-400",
  error: "text-red-700 dark:text-red-400",
  no_result: "text-muted",
};

export function ToolStepView({ step }: { step: ToolStep }) {
  const t = useTranslations();
  return (
    <div data-role="tool-step" className="rounded-lg border border-line bg-canvas px-3 py-2">
      <div className="flex items-center gap-2 text-sm">
        <code className="font-mono text-[13px]">{step.name || t("steps.tool")}</code>
        <span className={`text-xs ${STATE_TONE[step.state]}`}>{t(TOOL_STATE_KEY[step.state])}</span>
        {step.invalid ? <span className="text-xs text-red-700">{t("steps.invalidArgs")}</span> : null}
      </div>
      <ToolDisplayView step={step} />
      <Fold summary={t("steps.details")} className="mt-1">
        {() => (
          <div className="flex flex-col gap-2 text-xs">
            <ArgumentsView args={step.args} />
            {step.result ? <ToolResultView result={step.result} /> : null}
          </div>
        )}
      </Fold>
    </div>
  );
}

function ArgumentsView({ args }: { args: unknown }) {
  // Formatted only while the details are open, and once per arguments object: the live
  // step re-renders every frame while its run streams.
  const t = useTranslations();
  const text = useMemo(() => formatArgs(args), [args]);
  return (
    <div>
      <p className="mb-0.5 font-medium text-muted">{t("steps.arguments")}</p>
      <pre tabIndex={0} className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded bg-panel p-2 font-mono">{text || t("steps.none")}</pre>
    </div>
  );
}

function ToolResultView({ result }: { result: NonNullable<ToolStep["result"]> }) {
  const t = useTranslations();
  const [full, setFull] = useState(false);
  const folded = result.truncated && !full;
  const text = folded ? `${result.text.slice(0, result.previewLength ?? 2000)}…` : result.text;
  return (
    <div>
      <p className="mb-0.5 font-medium text-muted">{result.status === "error" ? t("common.error") : t("steps.result")}</p>
      <pre tabIndex={0} className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded bg-panel p-2 font-mono">{text}</pre>
      {result.truncated ? (
        <button type="button" onClick={() => setFull(!full)} className="mt-1 text-xs text-accent underline">
          {full ? t("steps.showLess") : t("steps.showFull", { count: result.text.length })}
        </button>
      ) : null}
    </div>
  );
}
