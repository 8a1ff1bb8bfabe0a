// The messages between the app and the sandboxed frame that runs an agent's UI bundle
// (docs/wire-contracts.md, "UI frame"). Both sides read the other's messages here, as untyped
// data: the frame's code is the agent's, so what it sends is only ever a request the app checks.
// Readers never throw; anything else is null and ignored.

/** What the frame may ask of the app, performed by the app itself after its own checks. */
export type FrameAction = { type: "send"; text: string };

/** Frame to app. */
export type FrameMessage =
  | { type: "ready" }
  | { type: "rendered" }
  | { type: "height"; px: number }
  | { type: "error"; reason: FrameErrorReason }
  | { type: "action"; action: FrameAction };

/** Why the frame gave up: the bundle did not load, has no such component, or the component threw. */
export type FrameErrorReason = "load" | "missing" | "threw";

/** App to frame: the bundle (once loaded, later copies are ignored) and what to render with it. */
export interface RenderRequest {
  type: "render";
  /** The graph the bundle belongs to: it defines the global `__LGUI_<graph>`. */
  graph: string;
  code: string;
  css: string | null;
  name: string;
  props: Record<string, unknown>;
}

/** A frame never grows beyond this; taller content scrolls inside it. */
export const MAX_FRAME_HEIGHT = 2000;
/** Longer follow-ups are refused rather than cut: a cut message is not what the user saw. */
export const MAX_ACTION_TEXT = 4000;
/** Component names as the bundler's map keys allow them, and graph ids as the proxy does. */
const NAME = /^[A-Za-z0-9_.:-]{1,128}$/;
const GRAPH = /^[A-Za-z0-9_-]{1,128}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function readAction(value: unknown): FrameAction | null {
  if (!isRecord(value)) return null;
  switch (value.type) {
    case "send": {
      const text = value.text;
      if (typeof text !== "string" || text.length > MAX_ACTION_TEXT || text.trim() === "") return null;
      return { type: "send", text };
    }
    default:
      return null;
  }
}

const REASONS: readonly FrameErrorReason[] = ["load", "missing", "threw"];

/** A message from the frame, or null for anything not on the list. */
export function readFrameMessage(data: unknown): FrameMessage | null {
  if (!isRecord(data)) return null;
  switch (data.type) {
    case "ready":
      return { type: "ready" };
    case "rendered":
      return { type: "rendered" };
    case "height": {
      const px = data.px;
      if (typeof px !== "number" || !Number.isFinite(px) || px < 0) return null;
      return { type: "height", px: Math.min(Math.ceil(px), MAX_FRAME_HEIGHT) };
    }
    case "error":
      return REASONS.includes(data.reason as FrameErrorReason) ? { type: "error", reason: data.reason as FrameErrorReason } : null;
    case "action": {
      const action = readAction(data.action);
      return action ? { type: "action", action } : null;
    }
    default:
      return null;
  }
}

/** A render request from the app, or null. Read in the frame, which trusts nothing either. */
export function readRenderRequest(data: unknown): RenderRequest | null {
  if (!isRecord(data) || data.type !== "render") return null;
  const { graph, code, css, name, props } = data;
  if (typeof graph !== "string" || !GRAPH.test(graph)) return null;
  if (typeof name !== "string" || !NAME.test(name)) return null;
  if (typeof code !== "string" || (css !== null && typeof css !== "string")) return null;
  return { type: "render", graph, code, css, name, props: isRecord(props) ? props : {} };
}

/** The global an esbuild bundle of `graph` defines (its `globalName`, as the LangGraph bundler sets it). */
export const bundleGlobal = (graph: string): string => `__LGUI_${graph.replace(/[^a-zA-Z0-9]/g, "_")}`;

/** The text of a human message as a component writes one: a string, or content parts with text. */
function humanText(message: unknown): string | null {
  if (typeof message === "string") return message;
  if (!isRecord(message) || (message.type !== "human" && message.role !== "user")) return null;
  const { content } = message;
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return null;
  return content.map((part: unknown) => (typeof part === "string" ? part : isRecord(part) && typeof part.text === "string" ? part.text : "")).join("");
}

/**
 * What a component's `useStreamContext().submit(values)` asks for, in the frame: a follow-up
 * with the text of the last human message in `values.messages` (one message or a list), as
 * agent-chat-ui's components send them. Anything else asks for nothing.
 */
export function submitAsAction(values: unknown): FrameAction | null {
  if (!isRecord(values)) return null;
  const messages = Array.isArray(values.messages) ? values.messages : [values.messages];
  for (let i = messages.length - 1; i >= 0; i--) {
    const text = humanText(messages[i]);
    if (text !== null) return readAction({ type: "send", text });
  }
  return null;
}

/** Whether a graph id may name a bundle (the proxy's id shape). */
export const isGraphId = (graph: string): boolean => GRAPH.test(graph);

/** Whether a component name may be asked of a bundle. */
export const isComponentName = (name: string): boolean => NAME.test(name);
