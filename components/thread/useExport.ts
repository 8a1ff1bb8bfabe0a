"use client";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useToasts } from "@/components/providers/NoticesContext";
import { useUiStore, useUiStoreApi } from "@/components/providers/UiStoreContext";
import { useRatings } from "@/components/messages/RatingContext";
import { downloadText } from "@/components/ui/download";
import { exportFileName, timelineToMarkdown } from "@/core/export";
import { ratedAnswers } from "@/core/ratings/targets";
import { loadOlderUntil, type OlderPages } from "./load-older";
import { useLogState, useThreadStore } from "./ThreadStoreContext";

/**
 * "Export": the whole thread as Markdown. With a paged transcript the earlier pages are
 * loaded first (they then stay in the log), so the file starts at the first message, not
 * where the reader happened to scroll to. An export asked for from the chat list runs here
 * too, once the thread's first page is in: only the thread page knows how its backend keeps
 * history.
 */
export function useExport({ threadId, older, title }: { threadId: string; older: OlderPages; title: string | null }) {
  const store = useThreadStore();
  const t = useTranslations();
  const locale = useLocale();
  const [exporting, setExporting] = useState(false);
  const show = useToasts((s) => s.show);
  const ratings = useRatings();
  // The file is written in the reader's locale of the moment they press Export.
  const latest = useRef({ ...older, title, i18n: { t, locale }, ratings });
  useEffect(() => {
    latest.current = { ...older, title, i18n: { t, locale }, ratings };
  });

  const exportThread = useCallback(async () => {
    setExporting(true);
    try {
      await loadOlderUntil(latest, () => false);
      const { title: name, i18n, ratings: rated } = latest.current;
      const markdown = timelineToMarkdown(store.getState().view.items, { title: name, exportedAt: new Date(), i18n, ratings: ratedAnswers(rated?.targets) });
      const file = exportFileName(name, i18n.t("export.fileName"));
      downloadText(markdown, file, "text/markdown;charset=utf-8");
      show({ text: i18n.t("export.done", { file }) });
    } finally {
      setExporting(false);
    }
  }, [store, show]);

  const ui = useUiStoreApi();
  const asked = useUiStore((s) => s.pendingExport === threadId);
  const loading = useLogState((s) => s.loading);
  // Called through a ref: the export is an event (a click in the list) handed over, not state the effect derives.
  const run = useRef(exportThread);
  useEffect(() => {
    run.current = exportThread;
  });
  useEffect(() => {
    if (asked && !loading && ui.getState().takePendingExport(threadId)) void run.current();
  }, [asked, loading, threadId, ui]);

  return { exporting, exportThread };
}
