"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Decision, PendingInterrupt, ReviewAction } from "@/core/interrupts";
import { ActionDecision } from "./ActionDecision";
import { useSending } from "./useSending";

/**
 * A review of proposed actions: one card each, decided one by one and sent together, in one
 * resume, once all are decided. A single action is sent as soon as it is decided.
 */
export function ReviewRequest({ interrupt, actions }: { interrupt: PendingInterrupt; actions: readonly ReviewAction[] }) {
  const t = useTranslations();
  const { resume, sent, markSent } = useSending();
  const [decisions, setDecisions] = useState<readonly (Decision | undefined)[]>(() => actions.map(() => undefined));
  const complete = decisions.every((d) => d !== undefined);

  const send = (all: readonly (Decision | undefined)[]) => {
    if (resume === null || sent) return;
    const chosen = all.filter((d): d is Decision => d !== undefined);
    if (chosen.length !== actions.length) return;
    markSent();
    resume(interrupt, { kind: "decisions", decisions: chosen });
  };

  const decide = (index: number, decision: Decision | undefined) => {
    const next = decisions.map((d, i) => (i === index ? decision : d));
    setDecisions(next);
    if (actions.length === 1 && decision !== undefined) send(next);
  };

  return (
    <div className="flex flex-col gap-2">
      {actions.map((action, index) => (
        <ActionDecision
          key={index}
          action={action}
          decision={decisions[index]}
          disabled={resume === null || sent}
          onDecide={(decision) => decide(index, decision)}
        />
      ))}
      {actions.length > 1 ? (
        <div className="flex items-center gap-2">
          <button
            type="button"
            disabled={!complete || resume === null || sent}
            onClick={() => send(decisions)}
            className="rounded-lg bg-accent px-3 py-1.5 text-sm font-medium text-on-accent disabled:cursor-not-allowed disabled:opacity-40"
          >
            {t("interrupt.sendDecisions")}
          </button>
          <span className="text-xs text-muted">{complete ? t("interrupt.allDecided") : t("interrupt.someDecided", { decided: decisions.filter(Boolean).length, total: actions.length })}</span>
        </div>
      ) : null}
    </div>
  );
}
