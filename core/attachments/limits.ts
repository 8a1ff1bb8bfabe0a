// Which files a message may carry, and how many bytes. The proxy forwards at most
// THREADLINE_MAX_BODY_MB (32 MB by default, core/proxy/limits.ts, sized for ~24 MB of
// base64); files travel as base64, a third larger, so 15 MB of files per message (20 MB as
// base64) stays under it with room for the rest. Every step of a run stores and streams the
// whole message list again, so larger messages would also make runs crawl.

export type AttachmentKind = "image" | "pdf" | "text";

export interface AttachmentType {
  kind: AttachmentKind;
  mimeType: string;
  extensions: readonly string[];
}

/** What can be attached: images, PDF and text-like files (docs/ui-contract.md, "Composer"). */
export const ATTACHMENT_TYPES: readonly AttachmentType[] = [
  { kind: "image", mimeType: "image/png", extensions: ["png"] },
  { kind: "image", mimeType: "image/jpeg", extensions: ["jpg", "jpeg"] },
  { kind: "image", mimeType: "image/webp", extensions: ["webp"] },
  { kind: "image", mimeType: "image/gif", extensions: ["gif"] },
  { kind: "pdf", mimeType: "application/pdf", extensions: ["pdf"] },
  { kind: "text", mimeType: "text/plain", extensions: ["txt"] },
  { kind: "text", mimeType: "text/markdown", extensions: ["md", "markdown"] },
  { kind: "text", mimeType: "text/csv", extensions: ["csv"] },
  { kind: "text", mimeType: "application/json", extensions: ["json"] },
];

const MB = 1024 * 1024;
/** Largest single file. */
export const MAX_FILE_BYTES = 10 * MB;
/** Largest total of the files of one message (base64: 20 MB, under the proxy's 32 MB). */
export const MAX_MESSAGE_BYTES = 15 * MB;
/** Most files one message may carry. */
export const MAX_FILES = 10;

/** The file input's `accept`: extensions and types, so pickers offer exactly these. */
export const ACCEPT_ATTRIBUTE = ATTACHMENT_TYPES.flatMap((type) => [...type.extensions.map((ext) => `.${ext}`), type.mimeType]).join(",");

/** What the browser says about a file (a File's name, type and size). */
export interface Candidate {
  name: string;
  type: string;
  size: number;
}

export type Refusal =
  | { name: string; reason: "unsupported" }
  | { name: string; reason: "too-large"; size: number }
  | { name: string; reason: "over-total" }
  | { name: string; reason: "too-many" };

export interface Admitted<C extends Candidate> {
  candidate: C;
  kind: AttachmentKind;
  /** The type the file is sent as (from its extension when the browser gave none or an odd one). */
  mimeType: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/**
 * The accepted type of a file, by its declared type and else by its extension: browsers
 * leave `type` empty for .md on some systems and call a .csv `application/vnd.ms-excel` on
 * others. A declared type that names another accepted type than the extension wins.
 */
export function classify(candidate: Pick<Candidate, "name" | "type">): AttachmentType | undefined {
  const declared = candidate.type.split(";")[0]?.trim().toLowerCase() ?? "";
  const byType = ATTACHMENT_TYPES.find((type) => type.mimeType === declared);
  if (byType) return byType;
  const ext = extensionOf(candidate.name);
  return ext === "" ? undefined : ATTACHMENT_TYPES.find((type) => type.extensions.includes(ext));
}

/**
 * Splits incoming files into those that may join a message already holding `held` files
 * and those refused, each with why. Files are taken in order while they fit.
 */
export function admitFiles<C extends Candidate>(held: readonly { size: number }[], incoming: readonly C[]): { accepted: Admitted<C>[]; refused: Refusal[] } {
  let count = held.length;
  let total = held.reduce((sum, file) => sum + file.size, 0);
  const accepted: Admitted<C>[] = [];
  const refused: Refusal[] = [];
  for (const candidate of incoming) {
    const type = classify(candidate);
    if (!type) refused.push({ name: candidate.name, reason: "unsupported" });
    else if (candidate.size > MAX_FILE_BYTES) refused.push({ name: candidate.name, reason: "too-large", size: candidate.size });
    else if (count >= MAX_FILES) refused.push({ name: candidate.name, reason: "too-many" });
    else if (total + candidate.size > MAX_MESSAGE_BYTES) refused.push({ name: candidate.name, reason: "over-total" });
    else {
      accepted.push({ candidate, kind: type.kind, mimeType: type.mimeType });
      count += 1;
      total += candidate.size;
    }
  }
  return { accepted, refused };
}
