"use client";
import { createContext, useContext } from "react";
import type { UiAction } from "@/core/ui-messages";

/**
 * Performs what an agent's UI component asks (core/ui-messages, `UiAction`) in the open thread:
 * a send goes through the composer's own path (queued while a run goes). Null where the log is
 * read only (a subagent's panel): components then show their actions disabled.
 */
export const UiActionContext = createContext<((action: UiAction) => void) | null>(null);

export const useUiAction = () => useContext(UiActionContext);
