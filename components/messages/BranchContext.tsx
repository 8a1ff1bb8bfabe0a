"use client";
import { createContext, useContext } from "react";
import type { BranchActions } from "@/components/thread/useBranches";

/**
 * Edit, Regenerate and the versions switcher of the open thread; null while a run is going
 * or a branch action is under way (a fork then would start a second run).
 */
export const BranchContext = createContext<BranchActions | null>(null);

export const useBranchActions = () => useContext(BranchContext);
