"use client";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useStickToBottom } from "./useStickToBottom";

export interface OlderPages {
  has: boolean;
  loading: boolean;
  load: () => Promise<void>;
}

export function MessageLog({ children, busy, loading, older }: {
  children: ReactNode;
  busy: boolean;
  loading: boolean;
  older?: OlderPages;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const { atBottom, scrollToBottom } = useStickToBottom(scrollRef, contentRef);
  // Distance from the bottom before earlier pages were prepended, restored after, so the
  // message being read stays where it was.
  const [anchor, setAnchor] = useState<number | null>(null);

  const loadOlder = async () => {
    const el = scrollRef.current;
    if (!older?.has || older.loading || !el) return;
    setAnchor(el.scrollHeight - el.scrollTop);
    await older.load();
  };

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (anchor === null || !el || older?.loading) return;
    el.scrollTop = el.scrollHeight - anchor;
    setAnchor(null);
  }, [anchor, older?.loading]);

  // Reaching the top of the log loads the page before it.
  const loadRef = useRef(loadOlder);
  useEffect(() => {
    loadRef.current = loadOlder;
  });
  useEffect(() => {
    const top = topRef.current;
    if (!top || !older?.has) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadRef.current();
    }, { root: scrollRef.current, rootMargin: "200px 0px 0px 0px" });
    observer.observe(top);
    return () => observer.disconnect();
  }, [older?.has]);

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
          {older?.has ? (
            <div ref={topRef} className="flex justify-center">
              <button type="button" onClick={() => void loadOlder()} disabled={older.loading} className="text-xs text-muted underline">
                {older.loading ? "Loading earlier messages…" : "Load earlier messages"}
              </button>
            </div>
          ) : null}
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
