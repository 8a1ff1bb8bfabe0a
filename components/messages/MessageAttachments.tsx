import { useLocale, useTranslations } from "next-intl";
import { FileChip } from "@/components/attachments/FileChip";
import { formatBytes } from "@/core/attachments/bytes";
import type { FileRef, ImageRef } from "@/core/messages/types";
import { MessageImage } from "./MessageImage";

/** What a user message carried: image thumbnails (through the image policy) and file chips. */
export function MessageAttachments({ images, files }: { images: readonly ImageRef[]; files: readonly FileRef[] }) {
  const t = useTranslations();
  const locale = useLocale();
  if (images.length === 0 && files.length === 0) return null;
  return (
    <ul aria-label={t("message.attachments")} className="mb-2 flex flex-wrap items-end justify-end gap-2">
      {images.map((image, i) => (
        <li key={`i${i}`} title={image.name === undefined ? undefined : `${image.name}${image.size === undefined ? "" : ` (${formatBytes(image.size, locale)})`}`}>
          <MessageImage src={image.url} alt={image.alt ?? image.name ?? t("message.attachedImage")} className="max-h-48 min-h-12 min-w-12 rounded-lg border border-line bg-canvas object-contain" />
        </li>
      ))}
      {files.map((file, i) => (
        <li key={`f${i}`} className="min-w-0">
          <FileChip name={file.name ?? t("message.attachedFile")} mimeType={file.mimeType} size={file.size} />
        </li>
      ))}
    </ul>
  );
}
