// Links in rendered wire data: only web and mail links survive. Everything else
// (javascript:, data:, vbscript:, file:, relative paths that would hit our own API)
// is dropped, because message text is untrusted.
const ALLOWED = new Set(["http:", "https:", "mailto:"]);

export function safeUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  // Browsers ignore control characters and whitespace inside schemes ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const cleaned = raw.replace(/[\u0000-\u0020\u007f-\u009f]+/g, "");
  if (!cleaned) return null;
  let parsed: URL;
  try {
    parsed = new URL(cleaned);
  } catch {
    return null;
  }
  return ALLOWED.has(parsed.protocol) ? parsed.href : null;
}
