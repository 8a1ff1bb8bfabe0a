import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayGroupOf, groupByDay } from "./day-groups";

const now = Date.parse("2026-11-22T08:00:00Z");

describe("dayGroupOf", () => {
  it("counts calendar days in UTC, not hours", () => {
    expect(dayGroupOf("2026-11-22T00:00:01Z", now)).toBe("today");
    expect(dayGroupOf("2026-11-21T23:59:59Z", now)).toBe("yesterday");
    expect(dayGroupOf("2026-11-21T00:00:00Z", now)).toBe("yesterday");
    expect(dayGroupOf("2026-11-20T23:00:00Z", now)).toBe("week");
    expect(dayGroupOf("2026-11-15T00:00:00Z", now)).toBe("week");
    expect(dayGroupOf("2026-11-14T23:00:00Z", now)).toBe("month");
    expect(dayGroupOf("2026-10-23T00:00:00Z", now)).toBe("month");
    expect(dayGroupOf("2026-10-22T23:59:59Z", now)).toBe("older");
  });
  it("reads the future as today and garbage or no time as older", () => {
    expect(dayGroupOf("2026-11-23T10:00:00Z", now)).toBe("today");
    expect(dayGroupOf("yesterday", now)).toBe("older");
    expect(dayGroupOf(null, now)).toBe("older");
  });
});

describe("groupByDay", () => {
  type Row = { id: string; at: string | null };
  const group = (rows: Row[]) => groupByDay(rows, now, (r) => r.at, (r) => r.id);

  it("puts a heading before each group, newest first", () => {
    const rows = group([
      { id: "a", at: "2026-11-22T07:00:00Z" },
      { id: "b", at: "2026-11-22T01:00:00Z" },
      { id: "c", at: "2026-11-21T12:00:00Z" },
      { id: "d", at: null },
      { id: "e", at: "2025-01-01T00:00:00Z" },
    ]);
    expect(rows.map((r) => (r.kind === "group" ? `[${r.group}]` : r.item.id))).toEqual(["[today]", "a", "b", "[yesterday]", "c", "d", "[older]", "e"]);
  });

  it("keeps every item once, in order, under the heading of its own group; keys are unique (property)", () => {
    const time = fc.option(fc.integer({ min: now - 400 * 86_400_000, max: now + 86_400_000 }).map((t) => new Date(t).toISOString()), { nil: null });
    fc.assert(
      fc.property(fc.array(time, { maxLength: 60 }), (times) => {
        const items = times.map((at, i) => ({ id: `t${i}`, at }));
        const rows = group(items);
        expect(rows.filter((r) => r.kind === "item").map((r) => (r.kind === "item" ? r.item : null))).toEqual(items);
        expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
        let heading: string | undefined;
        for (const [i, r] of rows.entries()) {
          if (r.kind === "group") {
            expect(rows[i + 1]?.kind).toBe("item");
            heading = r.group;
          } else if (r.item.at !== null) expect(heading).toBe(dayGroupOf(r.item.at, now));
          else expect(heading).toBeDefined();
        }
      }),
    );
  });
});
