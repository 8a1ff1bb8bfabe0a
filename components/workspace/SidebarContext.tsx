"use client";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

// Whether the chat list drawer of narrow screens is open: layout state of the workspace shell,
// with nothing worth keeping across a reload, so it stays out of the persisted UI store.

interface SidebarDrawer {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const SidebarContext = createContext<SidebarDrawer | null>(null);

export function SidebarProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <SidebarContext value={value}>{children}</SidebarContext>;
}

/** Null outside the workspace shell (the embedded thread view has no sidebar). */
export const useSidebarDrawer = () => useContext(SidebarContext);
