"use client";
import { useTranslations } from "next-intl";
import type { GapItem } from "@/core/timeline/types";
import { useGapActions } from "./GapContext";

/** Where rows are not loaded yet: loads them when clicked, or when the reader scrolls to it. */
export function GapRow({ item }: { item: GapItem }) {
  const t = useTranslations();
  const actions = useGapActions();
  const loading = actions?.loading ?? false;
  return (
    <div data-role="gap" data-after-seq={item.afterSeq} data-before-seq={item.beforeSeq} className="flex items-center gap-3 py-1 text-xs text-muted">
      <span aria-hidden className="h-px flex-1 border-t border-dashed border-line" />
      <button type="button" onClick={actions?.loadNewer} disabled={loading || !actions} aria-busy={loading} className="rounded-full border border-line px-3 py-1 hover:bg-panel">
        {t(loading ? "log.loadingMore" : "log.loadMore")}
      </button>
      <span aria-hidden className="h-px flex-1 border-t border-dashed border-line" />
    </div>
  );
}
