// Branded ids: thread, run and tool-call ids are all plain strings on the wire, and mixing
// them up (a run id passed where a thread id is expected) type-checks silently otherwise.
declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

export type ThreadId = Brand<string, "ThreadId">;
export type RunId = Brand<string, "RunId">;
export type ToolCallId = Brand<string, "ToolCallId">;
export type MessageId = Brand<string, "MessageId">;

export const asThreadId = (s: string) => s as ThreadId;
export const asRunId = (s: string) => s as RunId;
export const asToolCallId = (s: string) => s as ToolCallId;
export const asMessageId = (s: string) => s as MessageId;

/** The shape of ids that reach URLs and file names (LangGraph's are UUIDs; others are similar). */
const URL_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** A thread id from a URL or a token, or null when it is not id-shaped (then: not found). */
export const parseThreadId = (raw: unknown): ThreadId | null => (typeof raw === "string" && URL_ID.test(raw) ? asThreadId(raw) : null);

/**
 * A random UUID v4. `crypto.randomUUID` exists only in secure contexts (https, localhost),
 * not on a plain-http LAN address; `getRandomValues` exists everywhere.
 */
export function randomId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
