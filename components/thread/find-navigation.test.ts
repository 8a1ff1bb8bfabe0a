import { describe, expect, it } from "vitest";
import { testI18n } from "@/core/i18n/test-i18n";
import type { TimelineItem } from "@/core/timeline/types";
import { findStatus, matchPosition, newerMatch, newestMatchBefore, olderMatch } from "./find-navigation";

const items = ["a", "b", "c", "d", "e"].map((id): TimelineItem => ({ kind: "unsupported", id, reason: "" }));
const matches = [0, 2, 4];

describe("find navigation", () => {
  it("places the current match, or none", () => {
    expect(matchPosition(items, matches, "c")).toBe(1);
    expect(matchPosition(items, matches, "b")).toBe(-1);
    expect(matchPosition(items, matches, null)).toBe(-1);
  });

  it("goes to older matches from the newest, and stops at the oldest", () => {
    expect(olderMatch(items, matches, -1)).toBe("e");
    expect(olderMatch(items, matches, 2)).toBe("c");
    expect(olderMatch(items, matches, 0)).toBeUndefined();
    expect(olderMatch(items, [], -1)).toBeUndefined();
  });

  it("does not step over rows not loaded yet: they are loaded first", () => {
    const gapped: TimelineItem[] = [...items.slice(0, 3), { kind: "gap", id: "gap", afterSeq: 3, beforeSeq: 9 }, ...items.slice(3)];
    expect(olderMatch(gapped, [0, 2, 5], 2)).toBeUndefined();
    expect(olderMatch(gapped, [0, 2, 5], 1)).toBe("a");
    expect(olderMatch(gapped, [0, 2], -1)).toBe("c");
  });

  it("goes back to newer matches, and stops at the newest", () => {
    expect(newerMatch(items, matches, 0)).toBe("c");
    expect(newerMatch(items, matches, 2)).toBeUndefined();
    expect(newerMatch(items, matches, -1)).toBeUndefined();
  });

  it("finds the newest match above an item, or anywhere when it has none", () => {
    expect(newestMatchBefore(items, matches, "d")).toBe("c");
    expect(newestMatchBefore(items, matches, "a")).toBeUndefined();
    expect(newestMatchBefore(items, matches, null)).toBe("e");
    expect(newestMatchBefore(items, matches, "gone")).toBe("e");
  });
});

describe("findStatus", () => {
  const base = { query: "x", position: -1, total: 0, searching: false, hasOlder: false };
  it("says how many matches, which one is current, and whether earlier pages may hold more", () => {
    const { t } = testI18n("en");
    expect(findStatus({ ...base, query: " " }, t)).toBe("");
    expect(findStatus({ ...base, searching: true }, t)).toBe("Searching earlier messages…");
    expect(findStatus(base, t)).toBe("No match");
    expect(findStatus({ ...base, hasOlder: true }, t)).toBe("No match yet · Enter searches older");
    expect(findStatus({ ...base, total: 3 }, t)).toBe("3 found");
    expect(findStatus({ ...base, total: 3, position: 1, hasOlder: true }, t)).toBe("2 of 3+");
    expect(findStatus({ ...base, total: 1200 }, t)).toBe("1,200 found");
  });

  it("in Chinese, with the counts", () => {
    const { t } = testI18n("zh-CN");
    expect(findStatus({ ...base, total: 3, position: 1, hasOlder: true }, t)).toBe("第 2 处，共 3+ 处");
  });
});
