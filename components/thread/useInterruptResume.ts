"use client";
import { useCallback } from "react";
import { useStore } from "zustand";
import type { Resume } from "@/components/interrupts/ResumeContext";
import { receiptsOf, resumeFor, type DecidedInterrupt } from "@/core/interrupts";
import { cardAnchor, type ThreadStore } from "@/core/thread";

/**
 * Whether the thread waits on an interrupt, and how a card answers one: the answer is written
 * for the interrupts pending now (core/interrupts) and resumes the run; `onDecided` gets its
 * receipt, anchored where the card was. No answering while a run is going.
 */
export function useInterruptResume(
  store: ThreadStore,
  resumeRun: (value: unknown) => void,
  running: boolean,
  onDecided: (decided: DecidedInterrupt) => void,
): { waiting: boolean; resume: Resume | null } {
  const waiting = useStore(store, (state) => state.view.interrupts.length > 0);
  const resume = useCallback<Resume>(
    (target, answer) => {
      const { view } = store.getState();
      resumeRun(resumeFor(view.interrupts, target, answer));
      onDecided({ id: target.id, after: cardAnchor(view.items, target.id), receipts: receiptsOf(target.request, answer, Date.now()) });
    },
    [store, resumeRun, onDecided],
  );
  return { waiting, resume: running ? null : resume };
}
