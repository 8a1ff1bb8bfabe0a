"use client";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { DECIDED_KEY, DECISION_KEY, readableDescription, type Decision, type DecisionKind, type ReviewAction } from "@/core/interrupts";
import type { Translate } from "@/core/i18n/translate";
import { ArgumentFields } from "./ArgumentFields";
import { EditArgsForm } from "./EditArgsForm";
import { closeOnEscape, FormButtons, PRIMARY, SECONDARY } from "./form-parts";

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
  const description = readableDescription(action.description);
  // The button whose editor was closed without a decision gets focus back when it is drawn again.
  const returnTo = useRef<DecisionKind | undefined>(undefined);
  const opener = (kind: DecisionKind) => (node: HTMLButtonElement | null) => {
    if (node === null || returnTo.current !== kind) return;
    returnTo.current = undefined;
    node.focus();
  };

  const choose = (kind: DecisionKind) => (kind === "approve" ? onDecide({ kind: "approve" }) : setMode(kind));
  const done = (next: Decision | undefined) => {
    if (next === undefined && mode !== "buttons") returnTo.current = mode;
    setMode("buttons");
    if (next !== undefined) onDecide(next);
  };

  return (
    <article aria-label={t("interrupt.action", { name: action.name })} className="rounded-lg border border-line bg-canvas px-3 py-2">
      <div className="flex items-center gap-2 text-sm">
        <code className="font-mono text-[13px]">{action.name}</code>
        {decision ? <span className="text-xs text-muted">{decidedText(decision, t)}</span> : null}
      </div>
      {description ? <p className="mt-1 whitespace-pre-wrap text-sm text-muted">{description}</p> : null}
      {mode === "edit" ? <EditArgsForm args={action.args} onDone={done} /> : <ArgumentFields args={action.args} />}
      {mode === "reject" || mode === "respond" ? <TextForm kind={mode} onDone={done} /> : null}
      {mode === "buttons" && decision === undefined ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {action.allowed.map((kind) => (
            <button
              key={kind}
              ref={opener(kind)}
              type="button"
              disabled={disabled}
              onClick={() => choose(kind)}
              className={kind === "approve" ? PRIMARY : SECONDARY}
            >
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

/** A reason (Reject) or a response (Respond), under a visible label. */
function TextForm({ kind, onDone }: { kind: "reject" | "respond"; onDone: (decision: Decision | undefined) => void }) {
  const t = useTranslations();
  const id = useId();
  const [text, setText] = useState("");
  // A rejection may go without a reason (the agent is then told it was rejected); a response needs one.
  const canConfirm = kind === "reject" || text.trim() !== "";
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canConfirm) onDone({ kind, message: text.trim() });
  };
  return (
    <form onSubmit={onSubmit} onKeyDown={closeOnEscape(() => onDone(undefined))} className="mt-2 flex flex-col gap-0.5">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {t(TEXT_LABEL[kind])}
        {kind === "reject" ? <span aria-hidden="true" className="font-normal"> {t("interrupt.optional")}</span> : null}
      </label>
      <textarea
        id={id}
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
