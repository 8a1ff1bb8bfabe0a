"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { downloadText } from "@/components/ui/download";
import { exportFileName, timelineToMarkdown } from "@/core/export";
import type { TimelineItem } from "@/core/timeline/types";
import { loadOlderUntil } from "./load-older";

/**
 * "Export": the whole thread as Markdown. With a paged transcript the earlier pages are
 * loaded first (they then stay in the log), so the file starts at the first message, not
 * where the reader happened to scroll to.
 */
export function useExport({ items, hasOlder, loadOlder, title }: {
  items: readonly TimelineItem[];
  hasOlder: boolean;
  loadOlder: () => Promise<void>;
  title: string | null;
}) {
  const [exporting, setExporting] = useState(false);
  const latest = useRef({ items, hasOlder, loadOlder, title });
  useEffect(() => {
    latest.current = { items, hasOlder, loadOlder, title };
  });

  const exportThread = useCallback(async () => {
    setExporting(true);
    try {
      await loadOlderUntil(latest, () => false);
      const { items: all, title: name } = latest.current;
      downloadText(timelineToMarkdown(all, { title: name, exportedAt: new Date() }), exportFileName(name), "text/markdown;charset=utf-8");
    } finally {
      setExporting(false);
    }
  }, []);

  return { exporting, exportThread };
}
