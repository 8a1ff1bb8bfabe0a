"use client";
import { createContext, useContext } from "react";

/**
 * What the gap row (rows of a long thread not loaded yet, between its first pages and its
 * newest) can do: load the rows after the first pages. Provided by the log, which keeps the
 * reader's row in place while they arrive.
 */
export interface GapActions {
  loadNewer: () => void;
  loading: boolean;
}

export const GapContext = createContext<GapActions | null>(null);

export const useGapActions = () => useContext(GapContext);
