"use client";
import { useRef, type ReactNode } from "react";
import { useStickToBottom } from "./useStickToBottom";

export function MessageLog({ children, busy, loading }: { children: ReactNode; busy: boolean; loading: boolean }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const { atBottom, scrollToBottom } = useStickToBottom(scrollRef, contentRef);
  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        role="log"
        aria-label="Messages"
        aria-busy={busy || loading}
        className="h-full overflow-y-auto [overflow-anchor:none]"
      >
        <div ref={contentRef} className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
          {loading ? <p className="text-sm text-muted">Loading conversation…</p> : children}
        </div>
      </div>
      {atBottom ? null : (
        <button
          type="button"
          onClick={scrollToBottom}
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full border border-line bg-canvas px-3 py-1 text-xs shadow-sm hover:bg-panel"
        >
          Jump to latest
        </button>
      )}
    </div>
  );
}
