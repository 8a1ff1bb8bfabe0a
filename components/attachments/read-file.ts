import type { OutgoingAttachment } from "@/core/attachments/blocks";
import type { Admitted } from "@/core/attachments/limits";

/** A file in the composer: what will be sent, and how its preview shows. */
export type ComposerAttachment = OutgoingAttachment & {
  id: string;
  /** A data: url of an image, read once for its thumbnail. */
  previewUrl?: string;
};

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("unreadable")));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsDataURL(file);
  });
}

/** Reads an admitted file: images and PDFs as base64, text files as text (UTF-8). */
export async function readAttachment(admitted: Admitted<File>, id: string): Promise<ComposerAttachment> {
  const { candidate: file, kind, mimeType } = admitted;
  const base = { id, name: file.name, mimeType, size: file.size };
  if (kind === "text") return { ...base, kind, text: await file.text() };
  const url = await readAsDataUrl(file);
  const data = url.slice(url.indexOf(",") + 1);
  // The thumbnail names the admitted type: a browser may have read the file as octet-stream.
  return kind === "image" ? { ...base, kind, data, previewUrl: `data:${mimeType};base64,${data}` } : { ...base, kind, data };
}
