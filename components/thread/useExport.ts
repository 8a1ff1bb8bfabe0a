"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { downloadText } from "@/components/ui/download";
import { exportFileName, timelineToMarkdown } from "@/core/export";
import { loadOlderUntil, type OlderPages } from "./load-older";
import { useThreadStore } from "./ThreadStoreContext";

/**
 * "Export": the whole thread as Markdown. With a paged transcript the earlier pages are
 * loaded first (they then stay in the log), so the file starts at the first message, not
 * where the reader happened to scroll to.
 */
export function useExport({ older, title }: { older: OlderPages; title: string | null }) {
  const store = useThreadStore();
  const [exporting, setExporting] = useState(false);
  const latest = useRef({ ...older, title });
  useEffect(() => {
    latest.current = { ...older, title };
  });

  const exportThread = useCallback(async () => {
    setExporting(true);
    try {
      await loadOlderUntil(latest, () => false);
      const name = latest.current.title;
      downloadText(timelineToMarkdown(store.getState().view.items, { title: name, exportedAt: new Date() }), exportFileName(name), "text/markdown;charset=utf-8");
    } finally {
      setExporting(false);
    }
  }, [store]);

  return { exporting, exportThread };
}
