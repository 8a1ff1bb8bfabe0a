"use client";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { argFields, fieldLabel, SUMMARY_KEYS, type ArgField, type NestedSummary } from "@/core/interrupts";
import type { Translate } from "@/core/i18n/translate";

/** A proposed action's arguments as labelled fields: text as written, nested values folded. */
export function ArgumentFields({ args }: { args: Record<string, unknown> }) {
  const t = useTranslations();
  const fields = useMemo(() => argFields(args), [args]);
  if (fields.length === 0) return <p className="mt-2 text-xs text-muted">{t("interrupt.noArguments")}</p>;
  return (
    <div role="group" aria-label={t("interrupt.arguments")} className="mt-2">
      <dl className="flex flex-col gap-2">
      {fields.map((field) => (
        <div key={field.name} className="min-w-0">
          <dt className="text-xs font-medium text-muted" title={field.name}>
            {fieldLabel(field.name)}
          </dt>
          <dd className="mt-0.5 min-w-0 text-sm">
            <FieldValue field={field} />
          </dd>
        </div>
        ))}
      </dl>
    </div>
  );
}

function FieldValue({ field }: { field: ArgField }) {
  const t = useTranslations();
  switch (field.kind) {
    case "text":
      if (field.value === "") return <span className="text-muted">{t("common.empty")}</span>;
      return field.multiline ? (
        <div tabIndex={0} className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-md border border-line bg-canvas px-2 py-1.5">
          {field.value}
        </div>
      ) : (
        <span className="break-words">{field.value}</span>
      );
    case "number":
      return <span className="font-mono text-[13px]">{String(field.value)}</span>;
    case "boolean":
      return <span className="font-mono text-[13px]">{field.value ? "true" : "false"}</span>;
    case "empty":
      return <span className="text-muted">{t("interrupt.none")}</span>;
    case "nested":
      return (
        <details className="rounded-md border border-line bg-canvas">
          <summary className="cursor-pointer px-2 py-1 text-xs text-muted">{nestedSummary(field.summary, t)}</summary>
          <pre tabIndex={0} className="max-h-64 overflow-auto whitespace-pre-wrap break-words border-t border-line px-2 py-1.5 font-mono text-xs">
            {field.json}
          </pre>
        </details>
      );
    default: {
      const never: never = field;
      return never;
    }
  }
}

function nestedSummary(summary: NestedSummary, t: Translate): string {
  switch (summary.kind) {
    case "list":
      return t("interrupt.listSummary", { count: summary.count });
    case "object": {
      const shown = summary.keys.slice(0, SUMMARY_KEYS).join(t("common.listSeparator"));
      const names = summary.keys.length > SUMMARY_KEYS ? t("interrupt.moreKeys", { names: shown }) : shown;
      return t("interrupt.objectSummary", { count: summary.keys.length, names });
    }
    case "other":
      return t("interrupt.valueSummary");
    default: {
      const never: never = summary;
      return never;
    }
  }
}
