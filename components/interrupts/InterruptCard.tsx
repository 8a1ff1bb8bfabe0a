"use client";
import { useTranslations } from "next-intl";
import { interruptTitle, type PendingInterrupt } from "@/core/interrupts";
import { ReviewRequest } from "./ReviewRequest";
import { ValueRequest } from "./ValueRequest";

/** A paused run's request: where it stopped in the thread, or on the subagent card that raised it. */
export function InterruptCard({ interrupt }: { interrupt: PendingInterrupt }) {
  const { request } = interrupt;
  const t = useTranslations();
  const title = interruptTitle(request, t);
  return (
    <section
      aria-label={title}
      data-role="interrupt"
      // The app's panel with a warning-tinted border: a calm card in both themes, not a coloured block.
      className="rounded-xl border border-amber-400/80 bg-panel px-4 py-3 dark:border-amber-400/50"
    >
      <p className="mb-2 text-xs font-medium uppercase tracking-wide text-amber-800 dark:text-amber-300">{title}</p>
      {request.kind === "review" ? <ReviewRequest interrupt={interrupt} actions={request.actions} /> : <ValueRequest interrupt={interrupt} text={request.text} />}
    </section>
  );
}
