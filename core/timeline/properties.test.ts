import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildTimelineFromMessages } from "./build";
import { history, historyPlans, materialize, mutatedHistory, visibleTokens } from "./history-arbitrary";
import type { TimelineItem, TimelineOptions } from "./types";

const options = fc.record({ showHidden: fc.boolean(), runLive: fc.boolean() });
const build = (messages: readonly unknown[], opts: TimelineOptions = {}) => buildTimelineFromMessages(messages, opts);
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;
const ids = (items: readonly TimelineItem[]) => items.map((i) => i.id);

describe("timeline properties", () => {
  it("never throws, on anything at all", () => {
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 30 }), options, (messages, opts) => {
        expect(() => build(messages, opts)).not.toThrow();
      }),
    );
    fc.assert(fc.property(fc.anything(), (values) => void buildTimelineFromMessages(values as unknown[])));
  });

  it("never throws on mutated histories, gives unique ids and the same output twice", () => {
    fc.assert(
      fc.property(mutatedHistory, options, ({ messages }, opts) => {
        const first = build(messages, opts);
        const second = build(messages, opts);
        expect(second).toEqual(first);
        expect(JSON.stringify(second)).toBe(JSON.stringify(first));
        expect(new Set(ids(first)).size).toBe(first.length);
      }),
      { numRuns: 300 },
    );
  });

  it("never shows hidden text unless asked, even in broken histories", () => {
    fc.assert(
      fc.property(mutatedHistory, fc.boolean(), ({ messages, hiddenTexts }, runLive) => {
        const json = JSON.stringify(build(messages, { runLive }));
        for (const text of hiddenTexts) expect(json).not.toContain(text);
      }),
      { numRuns: 300 },
    );
  });

  it("shows hidden text exactly once when asked", () => {
    fc.assert(
      fc.property(history, ({ messages, hiddenTexts }) => {
        const json = JSON.stringify(build(messages, { showHidden: true }));
        for (const text of hiddenTexts) expect(count(json, text)).toBe(1);
      }),
    );
  });

  it("shows each visible message exactly once", () => {
    fc.assert(
      fc.property(history, options, ({ messages }, opts) => {
        const json = JSON.stringify(build(messages, opts));
        for (const t of visibleTokens(messages)) expect(count(json, t), t).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it("shows only the last version of a re-sent message, once, at its first position", () => {
    fc.assert(
      fc.property(history, fc.nat(), ({ messages }, pick) => {
        const humans = messages.filter((m) => m.type === "human" && !JSON.stringify(m).includes("HIDDEN"));
        const target = humans[pick % Math.max(1, humans.length)];
        if (target === undefined) return;
        const resent = { ...target, content: "[[RESENT:1]]" };
        const items = build([...messages, resent]);
        const json = JSON.stringify(items);
        expect(count(json, "[[RESENT:1]]")).toBe(1);
        expect(json).not.toContain(JSON.stringify(target.content).slice(1, -1));
        expect(ids(items)).toEqual(ids(build(messages)));
      }),
    );
  });

  it("keeps the ids of earlier items when messages are appended", () => {
    fc.assert(
      fc.property(historyPlans, historyPlans, fc.boolean(), options, (before, after, newTurn, opts) => {
        const head = materialize(before).messages;
        const tail = materialize(after, 10_000, newTurn).messages;
        const earlier = ids(build(head, opts));
        const later = ids(build([...head, ...tail], opts));
        expect(later.slice(0, earlier.length)).toEqual(earlier);
      }),
      { numRuns: 300 },
    );
  });
});
