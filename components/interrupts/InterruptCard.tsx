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
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 dark:border-amber-800 dark:bg-amber-950"
    >
      <p className="mb-2 text-xs font-medium uppercase tracking-wide text-amber-800 dark:text-amber-300">{title}</p>
      {request.kind === "review" ? <ReviewRequest interrupt={interrupt} actions={request.actions} /> : <ValueRequest interrupt={interrupt} text={request.text} />}
    </section>
  );
}
