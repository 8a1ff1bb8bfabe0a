"use client";
import type { Dialect } from "@/core/dialect/types";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import type { StoreApi } from "zustand/vanilla";
import type { ThreadId } from "@/core/ids";
import type { LiveSteps } from "@/core/subagents/steps";

// Which subagent the side panel shows, for the whole thread page: "View subagent" on a card or
// a ledger entry opens it, and it stays on that task whatever else runs.

export interface SubagentSources {
  /** The subagents' messages as they streamed on this page. */
  steps: StoreApi<LiveSteps>;
  /** Where the backend keeps each subagent's messages (the dialect says). */
  source: Dialect["subagentSteps"];
}

interface PanelState {
  threadId: ThreadId;
  sources: SubagentSources;
  taskId: string | null;
  open: (taskId: string, opener: HTMLElement | null) => void;
  close: () => void;
}

const SubagentPanelContext = createContext<PanelState | null>(null);

export function SubagentPanelProvider({ threadId, sources, children }: { threadId: ThreadId; sources: SubagentSources; children: ReactNode }) {
  const [open, setOpen] = useState<{ threadId: ThreadId; taskId: string } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const taskId = open?.threadId === threadId ? open.taskId : null;
  const show = useCallback(
    (task: string, from: HTMLElement | null) => {
      opener.current = from;
      setOpen({ threadId, taskId: task });
    },
    [threadId],
  );
  const close = useCallback(() => {
    setOpen(null);
    // Focus goes back where the panel was opened from, if it is still on the page.
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }, []);
  const value = useMemo(() => ({ threadId, sources, taskId, open: show, close }), [threadId, sources, taskId, show, close]);
  return <SubagentPanelContext value={value}>{children}</SubagentPanelContext>;
}

/** The panel's state; null outside a thread page (nothing to open there). */
export const useSubagentPanel = (): PanelState | null => useContext(SubagentPanelContext);
