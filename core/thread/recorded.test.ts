import { describe, expect, it } from "vitest";
import { recordedStream, recordedThread } from "../../fixtures/load";
import { condensedMessages } from "../history/condensed-history";
import { keptBySummaries, legacySummaryKeys, placeLegacySummaries } from "../history/legacy-placement";
import { EMPTY_LIVE_LOG, observeLiveMessages } from "../history/live-log";
import { distinctCompactions, READ_LIST, recordedCompactionOf, WIRE_LIST, withRecordedCompactions, type RecordedCompaction } from "../history/summarization-event";
import { readMessages } from "../messages/read";
import { compactionsInHistory } from "../history/summarization-history";
import type { LiveLog } from "../history/types";
import type { AssistantItem, HiddenItem, SubagentsItem, SummaryItem, TimelineItem } from "../timeline/types";
import { createThreadModel } from "./model";
import { threadInput } from "./test-input";
import type { ThreadView } from "./types";

// The thread model on threads recorded from a real deepagents graph (fixtures/deepagents):
// what a page shows after a reload, and frame by frame while a recorded run streams.

type Wire = Record<string, unknown>;
const messagesOf = (values: unknown) => ((values as { messages?: Wire[] }).messages ?? []) as Wire[];
const cards = (view: ThreadView) => view.items.filter((i): i is SummaryItem => i.kind === "summary");
const answers = (items: readonly TimelineItem[]) => items.filter((i): i is AssistantItem => i.kind === "assistant").map((i) => i.text);
const ARCHIVE = "/conversation_history/session_d1886f9a.md";

describe("a deepagents thread after a reload (fixtures/deepagents/main-final)", () => {
  const { state, history } = recordedThread("main-final");
  const messages = readMessages(messagesOf(state.values));
  const open = (compactions: readonly RecordedCompaction[]) =>
    createThreadModel().update(threadInput({ stored: withRecordedCompactions(messages, compactions, READ_LIST), storedState: state }));

  it("shows each compaction as a card where it cut, with its summary and archive, and counts them", () => {
    const compactions = distinctCompactions([compactionsInHistory(history!), [recordedCompactionOf(state.values)]]);
    const view = open(compactions);
    expect(cards(view).map((c) => [c.replacedCount, c.archivePath, c.summary])).toEqual(compactions.map((c) => [c.cutoffIndex === 7 ? 7 : 6, ARCHIVE, c.summary]));
    expect(view.compactions).toBe(2);
    // Every message is still shown: the cards sit between them, the first before the answer
    // of the first turn (message 7), the second before the answer to "and oolong?" (message 13).
    const order = view.items.map((i) => (i.kind === "summary" ? "card" : i.kind === "human" ? `user: ${i.text}` : i.kind === "assistant" ? `answer: ${i.text.slice(0, 14)}` : i.kind));
    expect(order.slice(0, 5)).toEqual(["user: research the history of tea", "steps", "subagents", "steps", "card"]);
    expect(order.indexOf("user: and oolong?") + 1).toBe(order.lastIndexOf("card"));
    expect(answers(view.items)).toHaveLength(5);
    // "Show condensed messages" leads to exactly the messages each one condensed.
    const second = cards(view)[1]!;
    expect(view.condensedRanges().get(second.id.slice("summary:".length))).toEqual(messages.slice(7, 13).map((m) => m.id));
  });

  it("shows the state's own compaction before the history is read", () => {
    const view = open([recordedCompactionOf(state.values)!]);
    expect(cards(view)).toHaveLength(1);
    expect(cards(view)[0]).toMatchObject({ archivePath: ARCHIVE, replacedCount: 13 });
  });

  it("completes the delegation whose result is the subagent's plain text, on its card and in the ledger", () => {
    const view = open([]);
    const card = view.items.find((i): i is SubagentsItem => i.kind === "subagents")!.tasks[0]!;
    expect(card).toMatchObject({ toolCallId: "call_8745ef23dbeb45c3977c", status: "completed" });
    expect(card.resultText?.startsWith("## Findings: the history of tea")).toBe(true);
    expect(view.ledger).toEqual([expect.objectContaining({ id: "call_8745ef23dbeb45c3977c", status: "completed", subagentType: "researcher" })]);
  });
});

/**
 * A recorded run replayed as the SDK's useStream folds it: `values` events replace the values,
 * `messages` events put their message in `values.messages` (by id, new ones appended) and keep
 * what was streamed with it. Each event is one frame of the page.
 */
function* frames(name: string) {
  let values: Wire = {};
  const metadata = new Map<string, unknown>();
  for (const { event, data } of recordedStream(name)) {
    if (event === "values") values = data as Wire;
    else if (event === "messages" && Array.isArray(data)) {
      const [message, meta] = data as [Wire, unknown];
      const list = [...messagesOf(values)];
      const at = list.findIndex((m) => m.id === message.id);
      if (at < 0) list.push(message);
      else list[at] = message;
      metadata.set(message.id as string, meta);
      values = { ...values, messages: list };
    } else continue;
    yield { event, values, metadataOf: (id: string) => metadata.get(id) };
  }
}

describe("a deepagents run that compacts, replayed (fixtures/deepagents/stream-compaction.sse)", () => {
  const replay = () => {
    const model = createThreadModel();
    const seen: { event: string; view: ThreadView }[] = [];
    let log: LiveLog = EMPTY_LIVE_LOG;
    let first: Wire | undefined;
    let last: Wire = {};
    // The state read before the run: read once, as the page does.
    let firstRead: ReturnType<typeof readMessages> | undefined;
    const readFirst = (values: Wire) => (firstRead ??= readMessages(messagesOf(values)));
    for (const frame of frames("compaction")) {
      first ??= frame.values;
      last = frame.values;
      const compactions = distinctCompactions([[recordedCompactionOf(frame.values)]]);
      log = observeLiveMessages(log, withRecordedCompactions(messagesOf(frame.values), compactions, WIRE_LIST), frame.metadataOf);
      seen.push({ event: frame.event, view: model.update(threadInput({ stored: readFirst(first), live: log, preferStored: false, runLive: true })) });
    }
    // The run is over: the state read back holds the compaction, the page still has what it streamed.
    const stored = withRecordedCompactions(readMessages(messagesOf(last)), [recordedCompactionOf(last)!], READ_LIST);
    const after = (showHidden: boolean) => createThreadModel().update(threadInput({ stored, live: log, showHidden }));
    return { seen, after };
  };
  const summarizerText = () => {
    const streamed = recordedStream("compaction").find((e) => e.event === "messages")!.data as [Wire];
    return streamed[0].content as string;
  };

  it("never shows the summarizer's output as an answer once its node made its own call, nor after the run", () => {
    const { seen, after } = replay();
    const summary = summarizerText();
    expect(summary.startsWith("SUMMARY:")).toBe(true);
    const firstMessage = seen.findIndex((f) => f.event === "messages");
    // Frames from the answer's first chunk on (the summarizer's alone cannot be told from an answer).
    for (const { view } of seen.slice(firstMessage + 1)) expect(answers(view.items)).not.toContain(summary);
    expect(answers(after(false).items)).not.toContain(summary);
    expect(answers(after(false).items).at(-1)?.startsWith('Reply to "and black tea?"')).toBe(true);
  });

  it("shows the compaction as its card live, then beside it the summarizer's output only as hidden context", () => {
    const { seen, after } = replay();
    const live = seen.at(-1)!.view;
    expect(cards(live)).toEqual([expect.objectContaining({ replacedCount: 7, archivePath: expect.stringMatching(/^\/conversation_history\//) })]);
    expect(live.compactions).toBe(1);
    const hidden = after(true).items.filter((i): i is HiddenItem => i.kind === "hidden");
    expect(hidden).toEqual([expect.objectContaining({ role: "ai", reason: "summarizer", text: summarizerText() })]);
    expect(cards(after(false))).toHaveLength(1);
  });
});

describe("a LangChain-middleware thread on a stock server, after a reload (fixtures/deepagents/lc-final)", () => {
  const { state, history } = recordedThread("lc-final");
  const wire = messagesOf(state.values);
  const messages = readMessages(wire);
  const head = (state.checkpoint as { checkpoint_id: string }).checkpoint_id;

  it("shows the card where the compaction happened, not above the first question its id points to", () => {
    const places = keptBySummaries(history!, legacySummaryKeys(messages));
    const view = createThreadModel().update(threadInput({ stored: placeLegacySummaries(messages, places), storedState: state }));
    const order = view.items.map((i) => (i.kind === "summary" ? "card" : i.kind === "human" ? `user: ${i.text}` : i.kind));
    expect(order).toEqual(["assistant", "user: what about green tea?", "assistant", "user: and black tea?", "card", "assistant", "user: and oolong?", "assistant"]);
    expect(view.compactions).toBe(1);
  });

  it("keeps in the ledger the delegation made in the condensed turn, read from the checkpoints", () => {
    const model = createThreadModel();
    expect(model.update(threadInput({ stored: messages, storedState: state })).ledger).toEqual([]);
    const view = model.update(threadInput({ stored: messages, storedState: state, condensedHistory: condensedMessages(wire, history!, head) }));
    expect(view.ledger).toEqual([expect.objectContaining({ subagentType: "researcher", status: "completed", description: expect.stringContaining("history of tea") })]);
    // Derived once per list read: the next read's list decides, not the last one's ledger.
    expect(model.update(threadInput({ stored: messages, storedState: state, condensedHistory: [] })).ledger).toEqual([]);
  });
});
