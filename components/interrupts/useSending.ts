"use client";
import { useState } from "react";
import { useInFirstPaint } from "@/components/thread/FirstPaintContext";
import { useHydrated } from "@/components/ui/useHydrated";
import { useResume, type Resume } from "./ResumeContext";

/**
 * The thread's resume, and whether this card already sent its answer: set when it sends, so
 * a second click before the run starts sends nothing; cleared when resuming is possible again
 * (the run could not start, and the card is still there to be answered). Null in the server's
 * HTML and its rows until the log takes over: what was clicked or typed there would be lost.
 */
export function useSending(): { resume: Resume | null; sent: boolean; markSent: () => void } {
  const context = useResume();
  const hydrated = useHydrated();
  const inFirstPaint = useInFirstPaint();
  const live = hydrated && !inFirstPaint;
  const resume = live ? context : null;
  const [sent, setSent] = useState(false);
  const available = resume !== null;
  const [wasAvailable, setWasAvailable] = useState(available);
  if (wasAvailable !== available) {
    setWasAvailable(available);
    if (available) setSent(false);
  }
  return { resume, sent, markSent: () => setSent(true) };
}
