"use client";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState, type FormEvent } from "react";
import { argFields, fieldInput, fieldLabel, formArgs, initialValues, type ArgField, type Decision, type FieldProblem, type FormValue } from "@/core/interrupts";
import type { Translate } from "@/core/i18n/translate";
import { FormButtons, closeOnEscape } from "./form-parts";

/**
 * The "Edit" decision: the arguments as a form, one input per field (JSON only for nested
 * values); what does not read back says why beside its field and cannot be sent.
 */
export function EditArgsForm({ args, onDone }: { args: Record<string, unknown>; onDone: (decision: Decision | undefined) => void }) {
  const t = useTranslations();
  const fields = useMemo(() => argFields(args), [args]);
  const [values, setValues] = useState<FormValue[]>(() => initialValues(fields));
  const draft = useMemo(() => formArgs(fields, values), [fields, values]);
  const set = (index: number, value: FormValue) => setValues((prev) => prev.map((v, i) => (i === index ? value : v)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.ok) onDone({ kind: "edit", args: draft.args });
  };
  return (
    <form onSubmit={onSubmit} onKeyDown={closeOnEscape(() => onDone(undefined))} className="mt-2">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-xs font-medium text-muted">{t("interrupt.editField")}</legend>
        {fields.map((field, index) => (
          <FieldEditor
            key={field.name}
            field={field}
            value={values[index] ?? ""}
            problem={draft.ok ? undefined : draft.problems.get(field.name)}
            first={index === 0}
            onChange={(value) => set(index, value)}
          />
        ))}
      </fieldset>
      <FormButtons canConfirm={draft.ok} onCancel={() => onDone(undefined)} />
    </form>
  );
}

const BOX = "w-full rounded-lg border border-line bg-canvas px-2 py-1.5 text-sm outline-none focus:border-accent aria-[invalid=true]:border-red-600";

function FieldEditor({ field, value, problem, first, onChange }: { field: ArgField; value: FormValue; problem: FieldProblem | undefined; first: boolean; onChange: (value: FormValue) => void }) {
  const t = useTranslations();
  const id = useId();
  const errorId = `${id}-error`;
  const input = fieldInput(field);
  const label = fieldLabel(field.name);
  const text = typeof value === "string" ? value : String(value);
  const invalid = problem !== undefined;
  const common = { id, autoFocus: first, "aria-invalid": invalid, "aria-describedby": invalid ? errorId : undefined } as const;
  if (input === "checkbox") {
    return (
      <label htmlFor={id} className="flex items-center gap-2 text-sm">
        <input {...common} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} className="accent-accent" />
        {label}
      </label>
    );
  }
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={id} className="text-xs font-medium text-muted" title={field.name}>
        {label}
      </label>
      {input === "text" ? <input {...common} type="text" value={text} onChange={(event) => onChange(event.target.value)} className={BOX} /> : null}
      {input === "number" ? <input {...common} type="text" inputMode="decimal" value={text} onChange={(event) => onChange(event.target.value)} className={`${BOX} font-mono`} /> : null}
      {input === "textarea" || input === "json" ? (
        <textarea
          {...common}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          rows={Math.min(12, text.split("\n").length + 1)}
          spellCheck={input === "textarea"}
          className={input === "json" ? `${BOX} font-mono text-xs` : BOX}
        />
      ) : null}
      {problem === undefined ? null : (
        <p id={errorId} className="text-xs text-red-700 dark:text-red-400">
          {problemText(problem, t)}
        </p>
      )}
    </div>
  );
}

function problemText(problem: FieldProblem, t: Translate): string {
  switch (problem.kind) {
    case "invalid-json":
      return t("interrupt.invalidJson", { error: problem.detail });
    case "not-number":
      return t("interrupt.notNumber");
    default: {
      const never: never = problem;
      return never;
    }
  }
}
