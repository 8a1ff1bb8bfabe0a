"use client";
import { createContext, useContext } from "react";
import type { InterruptAnswer, PendingInterrupt } from "@/core/interrupts";

/**
 * Answers an interrupt of the open thread (a run resumed with the answer); null while a run
 * is going, when there is nothing to answer yet.
 */
export type Resume = (target: PendingInterrupt, answer: InterruptAnswer) => void;

export const ResumeContext = createContext<Resume | null>(null);

export const useResume = () => useContext(ResumeContext);
