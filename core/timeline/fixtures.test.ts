import path from "node:path";
import { derivedMessageId } from "../messages/parse";
import { readMessage } from "../messages/read";
import { describe, expect, it } from "vitest";
import { CONTRACT_DIR, DEERFLOW_DIR, FIXTURES_DIR, loadFixtures } from "../../fixtures/load";
import { buildTimeline } from "./build";
import { stepsOf, toolSteps } from "./test-helpers";
import type { TimelineItem } from "./types";
import { CLARIFICATION_TOOL, PRESENT_FILES_TOOL, TASK_TOOL, WRITE_TODOS_TOOL } from "../tools/names";

// Every fixture of fixtures/ (the repository's wire data). The expectations below are computed
// from the raw wire data with deliberately naive oracles, independent of the parsers under test.

type Wire = Record<string, unknown>;
interface Fixture {
  name: string;
  kind: string;
  threadId: string;
  values: Wire;
}

const load = (dir: string): Fixture[] =>
  loadFixtures([dir]).map((f) => ({ name: path.relative(FIXTURES_DIR, f.file), kind: f.kind, threadId: f.threadId, values: f.state.values as Wire }));

const contract = load(CONTRACT_DIR);
const deerflow = load(DEERFLOW_DIR);
const all = [...contract, ...deerflow];

const isObj = (v: unknown): v is Wire => typeof v === "object" && v !== null && !Array.isArray(v);
const messagesOf = (f: Fixture): Wire[] => (Array.isArray(f.values.messages) ? f.values.messages.filter(isObj) : []);

/** The messages that should be shown, with their ids: derived when missing, last version of a duplicate. */
function effectiveMessages(f: Fixture): { id: string; m: Wire }[] {
  const raw: unknown[] = Array.isArray(f.values.messages) ? f.values.messages : [];
  const byId = new Map<string, Wire>();
  const repeats = new Map<string, number>();
  raw.forEach((m) => {
    if (!isObj(m)) return;
    if (typeof m.id === "string" && m.id !== "") return void byId.set(m.id, m);
    // Id-less: named by content, equal ones numbered (docs/wire-contracts.md, "Messages").
    const derived = derivedMessageId(m);
    const n = (repeats.get(derived) ?? 0) + 1;
    repeats.set(derived, n);
    byId.set(n === 1 ? derived : `${derived}#${n}`, m);
  });
  return [...byId].map(([id, m]) => ({ id, m }));
}
const kwargsOf = (m: Wire): Wire => (isObj(m.additional_kwargs) ? m.additional_kwargs : {});
const calls = (m: Wire): Wire[] => (Array.isArray(m.tool_calls) ? m.tool_calls.filter(isObj) : []);

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.map((b) => (isObj(b) && b.type === "text" && typeof b.text === "string" ? b.text : "")).join("");
}

const LEGACY_PREFIXES = ["Here is a summary of the conversation to date:", "You are in the middle of a conversation that has been summarized", "Error generating summary:"];

function isLegacySummary(m: Wire): boolean {
  if (m.type !== "human") return false;
  const text = textOf(m.content).trimStart();
  return m.name === "summary" || kwargsOf(m).lc_source === "summarization" || LEGACY_PREFIXES.slice(0, 2).some((p) => text.startsWith(p));
}

function isHidden(m: Wire): boolean {
  if (isLegacySummary(m)) return false;
  return (
    kwargsOf(m).hide_from_ui === true ||
    m.type === "system" ||
    ["summary", "loop_warning", "todo_reminder", "todo_completion_reminder"].includes(String(m.name)) ||
    (typeof m.id === "string" && m.id.startsWith("do-not-render-"))
  );
}

/** How a string appears inside JSON.stringify output. */
const asJson = (s: string) => JSON.stringify(s).slice(1, -1);
const build = (f: Fixture, showHidden = false) => buildTimeline(f.values, { showHidden });
const ofKind = <K extends TimelineItem["kind"]>(items: TimelineItem[], kind: K) => items.filter((i): i is Extract<TimelineItem, { kind: K }> => i.kind === kind);

it("finds the fixtures", () => {
  expect(contract.length).toBeGreaterThanOrEqual(18);
  expect(deerflow.length).toBe(5);
  expect(new Set(contract.map((f) => f.kind))).toEqual(new Set(["gateway", "noledger", "stock", "legacy", "xss", "malformed", "interrupt"]));
});

describe.each(all)("$name", (fixture) => {
  const items = build(fixture);
  const json = JSON.stringify(items);

  it("builds deterministically, with unique ids", () => {
    expect(build(fixture)).toEqual(items);
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(items.length).toBeGreaterThan(0);
  });

  it("shows each visible human message once, as a human item", () => {
    for (const { id, m } of effectiveMessages(fixture)) {
      if (m.type !== "human" || isHidden(m) || isLegacySummary(m)) continue;
      const matches = ofKind(items, "human").filter((h) => h.messageId === id);
      expect(matches, id).toHaveLength(1);
      expect(matches[0]!.text).toBe(textOf(m.content));
    }
  });

  it("shows each final answer", () => {
    for (const { id, m } of effectiveMessages(fixture)) {
      const text = textOf(m.content).trim();
      if (m.type !== "ai" || calls(m).length > 0 || isHidden(m) || text === "") continue;
      const answer = ofKind(items, "assistant").find((a) => a.messageId === id);
      // DeerFlow repeats a clarification question as an ai message: it is shown once, in the card.
      const asQuestion = ofKind(items, "clarification").find((c) => c.resultText?.trim() === text);
      expect(answer ?? asQuestion, id).toBeDefined();
      if (answer) expect(answer.text).toContain(text.slice(0, 200));
    }
  });

  it("shows a final answer given only as reasoning (DeepSeek via DeerFlow) as the answer", () => {
    for (const { id, m } of effectiveMessages(fixture)) {
      const reasoning = kwargsOf(m).reasoning_content;
      if (m.type !== "ai" || calls(m).length > 0 || textOf(m.content).trim() !== "" || typeof reasoning !== "string" || reasoning.trim() === "") continue;
      expect(ofKind(items, "assistant").find((a) => a.messageId === id)).toMatchObject({ text: reasoning, reasoningAsText: true });
    }
  });

  it("keeps hidden context out of the output unless asked to show it", () => {
    const hidden = messagesOf(fixture).filter(isHidden).map((m) => textOf(m.content)).filter((t) => t.length >= 12);
    const shown = JSON.stringify(build(fixture, true));
    for (const text of hidden) {
      expect(json).not.toContain(asJson(text));
      expect(shown).toContain(asJson(text));
    }
  });

  it("never shows a summary as a human bubble", () => {
    for (const h of ofKind(items, "human")) for (const p of LEGACY_PREFIXES) expect(h.text.trimStart().startsWith(p)).toBe(false);
    const legacy = messagesOf(fixture).filter(isLegacySummary);
    const wireIds = new Set(legacy.map((m) => m.id));
    expect(ofKind(items, "human").filter((h) => wireIds.has(h.messageId))).toEqual([]);
    // Each is the card of its summary, by the id it is read under (core/messages/read.ts).
    expect(ofKind(items, "summary").filter((s) => s.source === "legacy").map((s) => s.id)).toEqual(legacy.map((m) => `summary:${readMessage(m).id}`));
  });

  it("shows one card per distinct summary marker", () => {
    const markerIds = new Set(messagesOf(fixture).filter((m) => m.type === "summary_marker").map((m, i) => m.id ?? i));
    expect(ofKind(items, "summary").filter((s) => s.source === "marker")).toHaveLength(markerIds.size);
  });
});

describe.each(contract.filter((f) => f.kind === "malformed"))("malformed $name", (fixture) => {
  it("still renders its END-OF-CASE message", () => {
    const end = JSON.stringify(fixture.values).match(/END-OF-CASE-\d+/)?.[0];
    expect(end).toBeDefined();
    const items = build(fixture);
    expect(ofKind(items, "assistant").some((a) => a.text === end)).toBe(true);
  });
});

describe("legacy fixtures", () => {
  const legacy = contract.filter((f) => f.kind === "legacy");

  it("give a summary card each, and the failed compaction a failed one", () => {
    expect(legacy.length).toBeGreaterThan(0);
    for (const f of legacy) expect(ofKind(build(f), "summary").length, f.name).toBeGreaterThan(0);
    const failed = legacy.flatMap((f) => ofKind(build(f), "summary")).filter((s) => s.failed);
    expect(failed.map((s) => s.summary)).toEqual(["context length exceeded"]);
  });

  it("put summary_text on top when it is the only summary form", () => {
    for (const f of legacy.filter((l) => typeof l.values.summary_text === "string" && !messagesOf(l).some(isLegacySummary))) {
      expect(build(f)[0]).toMatchObject({ kind: "summary", source: "summary_text", replacedCount: null });
    }
  });
});

describe("stock fixture", () => {
  it("opens with the summary_text card", () => {
    const [f] = contract.filter((c) => c.kind === "stock");
    expect(build(f!)[0]).toEqual({
      kind: "summary",
      id: "summary_text",
      replacedCount: null,
      summary: String(f!.values.summary_text).trim(),
      failed: false,
      source: "summary_text",
    });
  });
});

describe.each(contract.filter((f) => f.kind === "gateway" || f.kind === "noledger"))("gateway-style $name", (fixture) => {
  const items = build(fixture);

  it("shows the markers in place and no summary_text card", () => {
    expect(ofKind(items, "summary").map((s) => [s.source, s.replacedCount])).toEqual([
      ["marker", 6],
      ["marker", 5],
    ]);
    expect(items.some((i) => i.id === "summary_text")).toBe(false);
  });

  it("derives each delegation's status from its result, structured or legacy", () => {
    const tasks = ofKind(items, "subagents").flatMap((s) => s.tasks);
    expect(tasks.map((t) => [t.description, t.status])).toEqual([
      ["Price the managed Qdrant tier", "completed"],
      ["Price managed Milvus (Zilliz)", "timed_out"],
      ["Write a cost model script", "completed"],
    ]);
    expect(tasks[1]!.error).toBe("no answer within 900 s");
  });
});

describe("xss fixture", () => {
  it("renders to the end marker", () => {
    const [f] = contract.filter((c) => c.kind === "xss");
    const items = build(f!);
    expect(items[items.length - 1]).toMatchObject({ kind: "assistant", text: "XSS-END-MARKER" });
  });
});

describe.each(deerflow)("deerflow demo $name", (fixture) => {
  const items = build(fixture);

  it("groups each tool loop into steps and pairs every result with its call", () => {
    for (let i = 1; i < items.length; i++) expect(items[i - 1]!.kind === "steps" && items[i]!.kind === "steps").toBe(false);
    const steps = toolSteps(items);
    expect(steps.every((s) => !s.orphan && s.result !== undefined)).toBe(true);
    const callCount = messagesOf(fixture).flatMap(calls).filter((c) => c.name !== CLARIFICATION_TOOL && c.name !== TASK_TOOL).length;
    expect(steps).toHaveLength(callCount);
  });

  it("renders present_files and write_todos with their data", () => {
    for (const s of toolSteps(items)) {
      if (s.name === PRESENT_FILES_TOOL) expect(s.display === "files" && s.files.length > 0).toBe(true);
      if (s.name === WRITE_TODOS_TOOL) expect(s.display === "todos" && s.todos.length > 0).toBe(true);
    }
  });

  it("renders every clarification question with its context", () => {
    const asks = messagesOf(fixture).flatMap(calls).filter((c) => c.name === CLARIFICATION_TOOL);
    const cards = ofKind(items, "clarification");
    expect(cards).toHaveLength(asks.length);
    for (const card of cards) {
      expect(card.question.length).toBeGreaterThan(0);
      expect(card.context).toBeDefined();
      expect(card.answered).toBe(true);
    }
  });

  it("has no steps item without steps", () => {
    expect(stepsOf(items).every((s) => s.steps.length > 0)).toBe(true);
  });
});
