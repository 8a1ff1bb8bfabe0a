// Size and time limits of the proxy.

/**
 * Largest request body, in MB, unless THREADLINE_MAX_BODY_MB says otherwise. The largest
 * request the UI sends is a message with its attachments, inlined as base64 (a third larger
 * than the files): 32 MB leaves room for about 24 MB of files in one message, and is far
 * above any other request (a rename, a search, a text message are a few KB).
 */
export const DEFAULT_MAX_BODY_MB = 32;

/**
 * How long a JSON call may take, answer included, before the browser gets a 504. The slowest
 * the UI makes (a 10,000-message thread's state or history) take a few seconds on a small
 * machine; 30 s is well past that and below the 60 s after which common load balancers cut
 * an idle connection without a word.
 */
export const JSON_TIMEOUT_MS = 30_000;

/** A comment line sent on a silent event stream this often keeps intermediaries from closing it. */
export const HEARTBEAT_MS = 15_000;

/** THREADLINE_MAX_BODY_MB in bytes; the default when unset or not a positive number. */
export function maxBodyBytes(env: Record<string, string | undefined>): number {
  const raw = env.THREADLINE_MAX_BODY_MB?.trim();
  const mb = raw && /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
  return Math.floor((mb > 0 ? mb : DEFAULT_MAX_BODY_MB) * 1024 * 1024);
}

/** True when the declared length alone exceeds the limit (checked before reading anything). */
export function declaredTooLarge(contentLength: string | null, max: number): boolean {
  if (contentLength === null) return false;
  const length = Number(contentLength.trim());
  return Number.isFinite(length) && length > max;
}

export type CappedBody = { kind: "ok"; text: string } | { kind: "too-large" };

/**
 * A refused body is still read, and dropped, up to this many times the limit: most clients
 * send the whole body before they read the answer, and one whose upload is cut off sees a
 * broken connection, not the 413. Past it, the connection is cut.
 */
export const DRAIN_FACTOR = 4;

/** Reads and drops what is left of a body, at most `budget` bytes; cancels it past that. */
export async function drain(body: ReadableStream<Uint8Array> | ReadableStreamDefaultReader<Uint8Array> | null, budget: number): Promise<void> {
  if (body === null) return;
  const reader = "getReader" in body ? body.getReader() : body;
  let left = budget;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      left -= value.byteLength;
      if (left < 0) break;
    }
  } catch {
    return;
  }
  await reader.cancel().catch(() => undefined);
}

/**
 * Reads a body, counting bytes as they arrive and stopping at the limit: a missing or false
 * Content-Length (chunked uploads) cannot make the server buffer more than `max`.
 */
export async function readCapped(body: ReadableStream<Uint8Array> | null, max: number): Promise<CappedBody> {
  if (body === null) return { kind: "ok", text: "" };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await drain(reader, max * (DRAIN_FACTOR - 1));
      return { kind: "too-large" };
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { kind: "ok", text: new TextDecoder().decode(all) };
}
