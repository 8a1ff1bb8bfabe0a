// A thread whose state holds agent UI messages (docs/wire-contracts.md, "UI messages") that the
// workspace has no component for: an unknown name attached to the first answer, its props
// holding markup that must show as text, and an unattached one, which shows at the end.
// Served by id, not listed (the listed fixtures are fixtures/).
import type { FixtureThread } from "../../fixtures/load";

export const UI_FALLBACK_THREAD_ID = "agent-ui-fallback";

const messages = [
  { type: "human", id: "ui-h1", content: "What is the weather in Lisbon?" },
  { type: "ai", id: "ui-a1", content: "It is sunny in Lisbon today.", tool_calls: [] },
  { type: "human", id: "ui-h2", content: "And tomorrow?" },
  { type: "ai", id: "ui-a2", content: "Tomorrow brings light rain.", tool_calls: [] },
];

const ui = [
  {
    type: "ui",
    id: "ui-weather-1",
    name: "weather_widget",
    props: { city: "Lisbon", temperature: 24, note: "<img src=x onerror=\"window.__xss=1\">" },
    metadata: { message_id: "ui-a1", run_id: "00000000-0000-4000-8000-0000000000a1" },
  },
  { type: "ui", id: "ui-banner-1", name: "status_banner", props: { text: "Forecast updated" }, metadata: {} },
];

const thread: FixtureThread = {
  threadId: UI_FALLBACK_THREAD_ID,
  kind: "stock",
  file: "e2e/fixture-server/ui-thread.ts",
  state: {
    values: { title: "Weather with agent UI", messages, ui },
    next: [],
    tasks: [],
    metadata: {},
    created_at: "2026-11-20T09:00:00Z",
    checkpoint: { thread_id: UI_FALLBACK_THREAD_ID, checkpoint_ns: "", checkpoint_id: "ui-checkpoint-1" },
  },
  pages: null,
  title: "Weather with agent UI",
  createdAt: "2026-11-20T09:00:00Z",
};

/** The thread, when `threadId` is its id. */
export const uiThreadOf = (threadId: string): FixtureThread | undefined => (threadId === UI_FALLBACK_THREAD_ID ? thread : undefined);
