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
