"use client";
import { useCallback } from "react";
import { useStore } from "zustand";
import type { Resume } from "@/components/interrupts/ResumeContext";
import { resumeFor } from "@/core/interrupts";
import type { ThreadStore } from "@/core/thread";

/**
 * Whether the thread waits on an interrupt, and how a card answers one: the answer is written
 * for the interrupts pending now (core/interrupts) and resumes the run. No answering while a
 * run is going.
 */
export function useInterruptResume(store: ThreadStore, resumeRun: (value: unknown) => void, running: boolean): { waiting: boolean; resume: Resume | null } {
  const waiting = useStore(store, (state) => state.view.interrupts.length > 0);
  const resume = useCallback<Resume>(
    (target, answer) => resumeRun(resumeFor(store.getState().view.interrupts, target, answer)),
    [store, resumeRun],
  );
  return { waiting, resume: running ? null : resume };
}
