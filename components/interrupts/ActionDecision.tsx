"use client";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState, type FormEvent } from "react";
import { argsText, DECIDED_KEY, DECISION_KEY, parseArgsText, type ArgsProblem, type Decision, type DecisionKind, type ReviewAction } from "@/core/interrupts";
import type { Translate } from "@/core/i18n/translate";

type Mode = "buttons" | Exclude<DecisionKind, "approve">;

/** The textbox each decision that takes text asks for (docs/ui-contract.md, "Interrupts"). */
const TEXT_LABEL = { reject: "interrupt.reason", respond: "interrupt.response" } as const;

/** One proposed action: its tool and arguments, and the decisions allowed on it. */
export function ActionDecision({ action, decision, disabled, onDecide }: {
  action: ReviewAction;
  decision: Decision | undefined;
  disabled: boolean;
  onDecide: (decision: Decision | undefined) => void;
}) {
  const t = useTranslations();
  const [mode, setMode] = useState<Mode>("buttons");
  const args = useMemo(() => argsText(action.args), [action.args]);
  const choose = (kind: DecisionKind) => (kind === "approve" ? onDecide({ kind: "approve" }) : setMode(kind));
  const done = (next: Decision | undefined) => {
    setMode("buttons");
    if (next !== undefined) onDecide(next);
  };

  return (
    <article aria-label={t("interrupt.action", { name: action.name })} className="rounded-lg border border-line bg-canvas px-3 py-2">
      <div className="flex items-center gap-2 text-sm">
        <code className="font-mono text-[13px]">{action.name}</code>
        {decision ? <span className="text-xs text-muted">{decidedText(decision, t)}</span> : null}
      </div>
      {action.description ? <p className="mt-1 whitespace-pre-wrap text-sm text-muted">{action.description}</p> : null}
      <p className="mt-2 mb-0.5 text-xs font-medium text-muted">{t("interrupt.arguments")}</p>
      <pre tabIndex={0} className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded bg-panel p-2 font-mono text-xs">{args}</pre>
      {mode === "edit" ? <EditForm initial={args} onDone={done} /> : null}
      {mode === "reject" || mode === "respond" ? <TextForm kind={mode} onDone={done} /> : null}
      {mode === "buttons" && decision === undefined ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {action.allowed.map((kind) => (
            <button key={kind} type="button" disabled={disabled} onClick={() => choose(kind)} className={kind === "approve" ? PRIMARY : SECONDARY}>
              {t(DECISION_KEY[kind])}
            </button>
          ))}
        </div>
      ) : null}
      {mode === "buttons" && decision !== undefined && !disabled ? (
        <button type="button" onClick={() => onDecide(undefined)} className="mt-2 text-xs text-accent underline">
          {t("interrupt.change")}
        </button>
      ) : null}
    </article>
  );
}

function decidedText(decision: Decision, t: Translate): string {
  const label = t(DECIDED_KEY[decision.kind]);
  return (decision.kind === "reject" || decision.kind === "respond") && decision.message.trim() !== "" ? t("interrupt.decidedWith", { decision: label, message: decision.message }) : label;
}

function problemText(problem: ArgsProblem, t: Translate): string {
  switch (problem.kind) {
    case "invalid-json":
      return t("interrupt.invalidJson", { error: problem.detail });
    case "not-object":
      return t("interrupt.notObject");
    default: {
      const never: never = problem;
      return never;
    }
  }
}

const PRIMARY = "rounded-lg bg-accent px-3 py-1.5 text-sm font-medium text-on-accent disabled:cursor-not-allowed disabled:opacity-40";
const SECONDARY = "rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-panel disabled:cursor-not-allowed disabled:opacity-40";

/** The arguments as JSON to edit; what does not parse into an object says why and cannot be sent. */
function EditForm({ initial, onDone }: { initial: string; onDone: (decision: Decision | undefined) => void }) {
  const t = useTranslations();
  const [text, setText] = useState(initial);
  const draft = useMemo(() => parseArgsText(text), [text]);
  const errorId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.ok) onDone({ kind: "edit", args: draft.args });
  };
  return (
    <form onSubmit={onSubmit} className="mt-2 flex flex-col gap-1.5">
      <textarea
        aria-label={t("interrupt.editField")}
        aria-invalid={!draft.ok}
        aria-describedby={draft.ok ? undefined : errorId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={Math.min(12, text.split("\n").length + 1)}
        spellCheck={false}
        autoFocus
        className="rounded-lg border border-line bg-canvas px-2 py-1.5 font-mono text-xs outline-none focus:border-accent aria-[invalid=true]:border-red-600"
      />
      {draft.ok ? null : (
        <p id={errorId} className="text-xs text-red-700 dark:text-red-400">
          {problemText(draft.problem, t)}
        </p>
      )}
      <FormButtons canConfirm={draft.ok} onCancel={() => onDone(undefined)} />
    </form>
  );
}

function TextForm({ kind, onDone }: { kind: "reject" | "respond"; onDone: (decision: Decision | undefined) => void }) {
  const t = useTranslations();
  const [text, setText] = useState("");
  // A rejection may go without a reason (the agent is then told it was rejected); a response needs one.
  const canConfirm = kind === "reject" || text.trim() !== "";
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canConfirm) onDone({ kind, message: text.trim() });
  };
  return (
    <form onSubmit={onSubmit} className="mt-2 flex flex-col gap-1.5">
      <textarea
        aria-label={t(TEXT_LABEL[kind])}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={2}
        autoFocus
        className="rounded-lg border border-line bg-canvas px-2 py-1.5 text-sm outline-none focus:border-accent"
      />
      <FormButtons canConfirm={canConfirm} onCancel={() => onDone(undefined)} />
    </form>
  );
}

function FormButtons({ canConfirm, onCancel }: { canConfirm: boolean; onCancel: () => void }) {
  const t = useTranslations();
  return (
    <div className="flex gap-2">
      <button type="submit" disabled={!canConfirm} className={PRIMARY}>
        {t("interrupt.confirm")}
      </button>
      <button type="button" onClick={onCancel} className={SECONDARY}>
        {t("common.cancel")}
      </button>
    </div>
  );
}
