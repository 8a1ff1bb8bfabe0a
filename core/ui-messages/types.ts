// UI messages an agent sends (LangGraph's `push_ui_message`, the SDK's `typedUi(...).push`):
// a component name and its props, kept in the `ui` state channel and streamed as custom
// events (docs/wire-contracts.md, "UI messages").

/** One UI message, read: what the log renders. */
export interface UiMessage {
  readonly id: string;
  /** The component's name, as the agent spelled it. */
  readonly name: string;
  /** Its props, as sent (plain data). */
  readonly props: Readonly<Record<string, unknown>>;
  /** The message it is attached to (`metadata.message_id`), if any. */
  readonly messageId?: string;
}

/** A change of the `ui` channel, read from a custom event or a state update. */
export type UiEvent =
  /** Adds the message, or replaces the one with its id; `merge` keeps that one's other props. */
  | { readonly type: "ui"; readonly message: UiMessage; readonly merge: boolean }
  | { readonly type: "remove-ui"; readonly id: string };

/**
 * What a UI component may ask the app to do; the app checks and performs it itself (a send
 * goes through the composer's path: queued while a run goes).
 */
export type UiAction = { readonly type: "send"; readonly text: string };
