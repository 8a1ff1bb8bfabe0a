"use client";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { formatArgs } from "@/core/messages";
import { argsPreview } from "@/core/messages/args-preview";
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

/**
 * A tool call as one line (its name, what it was called with, how it went), its details one
 * click away; what the registry shows of it (files, a plan) below the line.
 */
export function ToolStepView({ step }: { step: ToolStep }) {
  const t = useTranslations();
  const preview = useMemo(() => argsPreview(step.args), [step.args]);
  return (
    <div data-role="tool-step">
      <Fold
        summary={
          <span className="flex min-w-0 items-baseline gap-2">
            <code className="shrink-0 font-mono text-[13px] text-ink">{step.name || t("steps.tool")}</code>
            {preview ? <span className="min-w-0 truncate">{preview}</span> : null}
            <span className={`shrink-0 text-xs ${STATE_TONE[step.state]}`}>{t(TOOL_STATE_KEY[step.state])}</span>
            {step.invalid ? <span className="shrink-0 text-xs text-red-700 dark:text-red-400">{t("steps.invalidArgs")}</span> : null}
          </span>
        }
      >
        {() => (
          <div className="flex flex-col gap-2 text-xs">
            <ArgumentsView args={step.args} />
            {step.result ? <ToolResultView result={step.result} /> : null}
          </div>
        )}
      </Fold>
      <ToolDisplayView step={step} />
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
