import { isDict } from "../messages/guards";

// Thread state values and custom stream events as a backend sends them, read once, here,
// so the hooks that pass them on never inspect untyped data themselves.

/**
 * The channels of `values` the thread page uses (docs/wire-contracts.md,
 * "Other state channels"); anything else is ignored.
 */
export interface ThreadValues {
  /** The same array while the values hold the same one; a shared empty one otherwise. */
  readonly messages: readonly unknown[];
  readonly summaryText: unknown;
  readonly delegations: unknown;
  readonly todos: unknown;
  /** `__interrupt__`: what the run paused on, merged into the values by the SDK. */
  readonly interrupts: unknown;
  /** The `ui` channel: the agent's UI messages (core/ui-messages), as sent. */
  readonly ui: unknown;
}

const NO_MESSAGES: readonly unknown[] = Object.freeze([]);

export function readThreadValues(values: unknown): ThreadValues {
  if (!isDict(values)) return { messages: NO_MESSAGES, summaryText: undefined, delegations: undefined, todos: undefined, interrupts: undefined, ui: undefined };
  return {
    messages: Array.isArray(values.messages) ? values.messages : NO_MESSAGES,
    summaryText: values.summary_text,
    delegations: values.delegations,
    todos: values.todos,
    interrupts: values.__interrupt__,
    ui: values.ui,
  };
}

/** The `type` of a custom stream event, when it has one. */
export function customEventType(event: unknown): string | undefined {
  return isDict(event) && typeof event.type === "string" ? event.type : undefined;
}

/**
 * A live event after which the thread's totals have grown (a delegation started, a compaction
 * happened): the header's counts are read again (core/thread/header-counts.ts).
 */
export function growsTotals(event: unknown): boolean {
  const type = customEventType(event);
  return type === "task_started" || type === "summarization";
}
