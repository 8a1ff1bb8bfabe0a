// Branded ids: thread, run and tool-call ids are all plain strings on the wire, and mixing
// them up (a run id passed where a thread id is expected) type-checks silently otherwise.
declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

export type ThreadId = Brand<string, "ThreadId">;
export type RunId = Brand<string, "RunId">;
export type ToolCallId = Brand<string, "ToolCallId">;
export type MessageId = Brand<string, "MessageId">;

export const asThreadId = (s: string) => s as ThreadId;

/** The thread ids routes and embed tokens accept: what LangGraph issues (UUIDs) and similar. */
export const isThreadId = (s: unknown): s is string => typeof s === "string" && /^[A-Za-z0-9_-]{1,128}$/.test(s);
export const asRunId = (s: string) => s as RunId;
export const asToolCallId = (s: string) => s as ToolCallId;
export const asMessageId = (s: string) => s as MessageId;

/** A UUID v4 made from 16 random bytes. */
export function uuidFromRandomBytes(bytes: Uint8Array): string {
  const b = Uint8Array.from(bytes.subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A random UUID. crypto.randomUUID exists in secure contexts only, and a chat embedded in
 * a plain-http host page is not one (every frame above it must be secure too).
 */
export function newUuid(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : uuidFromRandomBytes(crypto.getRandomValues(new Uint8Array(16)));
}
