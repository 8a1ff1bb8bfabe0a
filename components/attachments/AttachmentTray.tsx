"use client";
import { useLocale, useTranslations } from "next-intl";
import { CrossIcon } from "@/components/ui/icons";
import { refusalText } from "@/core/attachments/format";
import type { I18n } from "@/core/i18n/translate";
import { FileChip } from "./FileChip";
import type { AttachmentNotice, Attachments } from "./useAttachments";

function noticeText(notice: AttachmentNotice, i18n: I18n): string {
  switch (notice.kind) {
    case "refused":
      return notice.refusals.map((refusal) => refusalText(refusal, i18n)).join(" ");
    case "unreadable":
      return i18n.t("attachments.unreadable", { name: notice.name });
    default: {
      const never: never = notice;
      return never;
    }
  }
}

/** The composer's files, each with a remove button, and why the last ones were refused. */
export function AttachmentTray({ attachments }: { attachments: Attachments }) {
  const t = useTranslations();
  const locale = useLocale();
  const { items, notice } = attachments;
  if (items.length === 0 && notice === null) return null;
  return (
    <div className="flex flex-col gap-2 px-1 pb-2">
      {notice === null ? null : (
        <div role="alert" className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
          <p className="min-w-0 flex-1 break-words">{noticeText(notice, { t, locale })}</p>
          <button type="button" onClick={attachments.dismiss} className="shrink-0 rounded-md px-1.5 py-0.5 font-medium hover:bg-red-100 dark:hover:bg-red-900">
            {t("common.dismiss")}
          </button>
        </div>
      )}
      {items.length === 0 ? null : (
        <ul aria-label={t("message.attachments")} className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item.id} className="relative flex items-center gap-1">
              {item.previewUrl === undefined ? (
                <FileChip name={item.name} mimeType={item.mimeType} size={item.size} />
              ) : (
                <img src={item.previewUrl} alt={item.name} title={item.name} className="h-14 w-14 rounded-lg border border-line object-cover" />
              )}
              <button
                type="button"
                aria-label={t("attachments.remove", { name: item.name })}
                onClick={() => attachments.remove(item.id)}
                className="rounded-full border border-line bg-canvas p-1 text-muted hover:bg-panel hover:text-ink"
              >
                <CrossIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
