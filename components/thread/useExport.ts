"use client";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useToasts } from "@/components/providers/NoticesContext";
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
  const t = useTranslations();
  const locale = useLocale();
  const [exporting, setExporting] = useState(false);
  const show = useToasts((s) => s.show);
  // The file is written in the reader's locale of the moment they press Export.
  const latest = useRef({ ...older, title, i18n: { t, locale } });
  useEffect(() => {
    latest.current = { ...older, title, i18n: { t, locale } };
  });

  const exportThread = useCallback(async () => {
    setExporting(true);
    try {
      await loadOlderUntil(latest, () => false);
      const { title: name, i18n } = latest.current;
      const markdown = timelineToMarkdown(store.getState().view.items, { title: name, exportedAt: new Date(), i18n });
      const file = exportFileName(name, i18n.t("export.fileName"));
      downloadText(markdown, file, "text/markdown;charset=utf-8");
      show({ text: i18n.t("export.done", { file }) });
    } finally {
      setExporting(false);
    }
  }, [store, show]);

  return { exporting, exportThread };
}
