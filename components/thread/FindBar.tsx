"use client";
import { useTranslations } from "next-intl";
import { useEffect, type RefObject } from "react";
import { findStatus } from "./find-navigation";
import type { OlderPages } from "./load-older";
import { useFind } from "./useFind";

/**
 * Find in thread, under the header. Enter goes to the next older match (the reader starts
 * at the newest), Shift+Enter back to newer ones, Escape closes (and clears the marks).
 */
export function FindBar({ older, reveal, onClose, focusRef }: {
  older: OlderPages;
  reveal: (elementId: string) => Promise<boolean>;
  onClose: () => void;
  focusRef: RefObject<HTMLInputElement | null>;
}) {
  const t = useTranslations();
  const find = useFind({ older, reveal });
  useEffect(() => {
    focusRef.current?.focus();
  }, [focusRef]);
  const atOldest = find.position === 0 && !find.hasOlder;
  const atNewest = find.position < 0 || find.position === find.total - 1;
  return (
    // A container: where the bar is narrow (a phone, the ledger open), the status takes a line
    // of its own below the field, so neither is squeezed and the status is never cut.
    <div role="search" aria-label={t("find.label")} className="@container flex shrink-0 flex-wrap items-center gap-x-2 border-b border-line bg-panel px-4 py-1.5">
      <input
        ref={focusRef}
        type="search"
        aria-label={t("find.label")}
        placeholder={t("find.label")}
        value={find.query}
        onChange={(event) => find.search(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            if (event.shiftKey) find.newer();
            else void find.older();
          } else if (event.key === "Escape") {
            event.preventDefault();
            onClose();
          }
        }}
        className="min-w-0 flex-1 rounded-md border border-line bg-canvas px-2 py-1 text-sm outline-none focus:border-accent"
      />
      <p aria-live="polite" className="order-last basis-full pt-1 text-xs text-muted empty:pt-0 @lg:order-none @lg:basis-auto @lg:w-60 @lg:shrink-0 @lg:pt-0">
        {findStatus(find, t)}
      </p>
      <button
        type="button"
        aria-label={t("find.older")}
        title={t("find.olderTitle")}
        disabled={atOldest || find.query.trim() === "" || find.searching}
        onClick={() => void find.older()}
        className="rounded-md border border-line px-2 py-0.5 text-sm disabled:opacity-40"
      >
        ↑
      </button>
      <button
        type="button"
        aria-label={t("find.newer")}
        title={t("find.newerTitle")}
        disabled={atNewest}
        onClick={find.newer}
        className="rounded-md border border-line px-2 py-0.5 text-sm disabled:opacity-40"
      >
        ↓
      </button>
      <button type="button" onClick={onClose} className="rounded-md px-2 py-0.5 text-xs text-muted hover:text-ink">
        {t("common.close")}
      </button>
    </div>
  );
}
