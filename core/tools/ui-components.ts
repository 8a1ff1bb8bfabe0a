import { isDict } from "../messages/guards";
import type { UiMessage } from "../ui-messages/types";

// The UI half of the tool registry (docs/architecture.md, "Where to add things"): the agent UI
// components Threadline draws itself, keyed by the name an agent pushes them under
// (`push_ui_message`, core/ui-messages). Each entry reads its props, untyped wire data, into
// the fields its component takes; a name without an entry, or props its reader refuses, show
// as a plain fallback (or, where the backend serves a UI bundle, in a sandboxed frame).
//
// To add a component:
// 1. Name it below (UI names are spelled once, here), add a `UiComponentFields` member and a
//    reader to `UI_COMPONENTS`, with a case in ./ui-components.test.ts.
// 2. Add its React component to `UI_COMPONENTS` in components/messages/tool-renderers.tsx,
//    where the type check asks for it. It gets its fields and an action callback
//    (core/ui-messages/types.ts, `UiAction`), never the stream.

/** The embedded demo agent's card: a title and a follow-up the user can send in one click. */
export const FOLLOWUP_CARD_UI = "followup_card";

/** What a built-in component takes, read from its props. */
export type UiComponentFields = { component: typeof FOLLOWUP_CARD_UI; title: string; followUp: string };

export type UiComponentName = UiComponentFields["component"];

type Reader = (props: Readonly<Record<string, unknown>>) => UiComponentFields | undefined;

const UI_COMPONENTS: ReadonlyMap<string, Reader> = new Map<string, Reader>([[FOLLOWUP_CARD_UI, followupCard]]);

/** The fields of a built-in component for this UI message; undefined when it has none. */
export function uiComponent(message: UiMessage): UiComponentFields | undefined {
  return UI_COMPONENTS.get(message.name)?.(message.props);
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined);

/** `title` and `followup` (`follow_up` and `followUp` accepted too). */
function followupCard(props: Readonly<Record<string, unknown>>): UiComponentFields | undefined {
  if (!isDict(props)) return undefined;
  const followUp = text(props.followup) ?? text(props.follow_up) ?? text(props.followUp);
  if (followUp === undefined) return undefined;
  return { component: FOLLOWUP_CARD_UI, title: text(props.title) ?? "", followUp };
}
