import { useLocale, useTranslations } from "next-intl";
import { formatBytes } from "@/core/attachments/bytes";
import { fileTypeKey } from "@/core/attachments/format";
import { FileIcon } from "./icons";

/** A file by name, with its size and type: in the composer and in sent messages. */
export function FileChip({ name, mimeType, size }: { name: string; mimeType: string; size?: number }) {
  const t = useTranslations();
  const locale = useLocale();
  const bytes = size === undefined ? "" : formatBytes(size, locale);
  const facts = [t(fileTypeKey(mimeType)), bytes].filter((fact) => fact !== "").join(t("common.listSeparator"));
  return (
    <span data-testid="file-chip" title={`${name} (${facts})`} className="inline-flex min-w-0 max-w-64 items-center gap-1.5 rounded-lg border border-line bg-canvas px-2 py-1 text-sm">
      <FileIcon />
      <span className="truncate">{name}</span>
      <span className="shrink-0 text-xs text-muted">{bytes === "" ? null : bytes}</span>
    </span>
  );
}
