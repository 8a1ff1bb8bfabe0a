import { describe, expect, it } from "vitest";
import { buildTimelineFromMessages } from "@/core/timeline";
import { estimateRowHeight, logRows } from "./rows";

const items = buildTimelineFromMessages([
  { type: "human", id: "h1", content: "hello" },
  { type: "ai", id: "a1", content: "hi there" },
]);

describe("logRows", () => {
  it("keys item rows by item id and marks only the last one live while running", () => {
    const rows = logRows(items, null, true);
    expect(rows.map((r) => r.key)).toEqual(items.map((i) => i.id));
    expect(rows.map((r) => r.kind === "item" && r.live)).toEqual([false, true]);
    expect(logRows(items, null, false).some((r) => r.kind === "item" && r.live)).toBe(false);
  });
  it("hands out the same row object for an unchanged settled item", () => {
    const first = logRows(items, null, true);
    const again = logRows(items, null, true);
    expect(again[0]).toBe(first[0]);
    expect(again[1]).not.toBe(first[1]);
  });
  it("adds the message being sent and the wait after the items", () => {
    const rows = logRows(items, { id: "p1", text: "next" }, true);
    expect(rows.slice(-2).map((r) => r.kind)).toEqual(["pending", "waiting"]);
    expect(rows.at(-2)?.key).toBe("pending:p1");
  });
  it("shows the files of the message being sent", () => {
    const files = [{ name: "r.pdf", mimeType: "application/pdf", size: 5 }];
    const images = [{ url: "data:image/png;base64,AAAA", name: "c.png" }];
    expect(logRows(items, { id: "p1", text: "", images, files }, false).at(-1)).toMatchObject({ kind: "pending", images, files });
  });
  it("waits after a human message while running, not after an answer", () => {
    const human = buildTimelineFromMessages([{ type: "human", id: "h1", content: "hello" }]);
    expect(logRows(human, null, true).at(-1)?.kind).toBe("waiting");
    expect(logRows(items, null, true).at(-1)?.kind).toBe("item");
    expect(logRows(human, null, false).at(-1)?.kind).toBe("item");
  });
  it("estimates every row kind with a positive height", () => {
    for (const row of logRows(items, { id: "p", text: "t" }, true)) expect(estimateRowHeight(row)).toBeGreaterThan(0);
    expect(estimateRowHeight(undefined)).toBeGreaterThan(0);
  });
});
