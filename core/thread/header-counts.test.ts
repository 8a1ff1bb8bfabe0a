import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headerCounts, type LocalCounts } from "./header-counts";

const loaded = (over: Partial<LocalCounts> = {}): LocalCounts => ({ compactions: 1, compactionsPartial: true, delegations: 50, hasOlder: true, ...over });

describe("headerCounts", () => {
  it("shows the backend's totals while older pages are unloaded, as exact counts", () => {
    expect(headerCounts(loaded(), { compactions: 4, delegations: 143 })).toEqual({ compactions: 4, compactionsPartial: false, delegations: 143, delegationsPartial: false });
  });

  it("keeps showing the same totals as more pages load", () => {
    const totals = { compactions: 4, delegations: 143 };
    const steps = [loaded(), loaded({ compactions: 2, delegations: 68 }), loaded({ compactions: 4, delegations: 143, compactionsPartial: false, hasOlder: false })];
    const shown = steps.map((local) => headerCounts(local, totals));
    for (const counts of shown) expect(counts).toEqual(shown[0]);
  });

  it("counts what the model holds when it is more: a live turn added to the thread", () => {
    expect(headerCounts(loaded({ compactions: 5, delegations: 144, hasOlder: false, compactionsPartial: false }), { compactions: 4, delegations: 143 })).toMatchObject({
      compactions: 5,
      delegations: 144,
    });
  });

  it("says what it counts without totals: a lower bound while rows are unloaded", () => {
    expect(headerCounts(loaded(), undefined)).toEqual({ compactions: 1, compactionsPartial: true, delegations: 50, delegationsPartial: true });
    expect(headerCounts(loaded({ hasOlder: false, compactionsPartial: false }), undefined)).toEqual({ compactions: 1, compactionsPartial: false, delegations: 50, delegationsPartial: false });
  });

  it("uses each total the page had and counts the other as without totals", () => {
    expect(headerCounts(loaded(), { delegations: 143 })).toEqual({ compactions: 1, compactionsPartial: true, delegations: 143, delegationsPartial: false });
    expect(headerCounts(loaded(), { compactions: 4 })).toEqual({ compactions: 4, compactionsPartial: false, delegations: 50, delegationsPartial: true });
  });

  it("never shows less than the model counts, and is exact whenever the backend gave a total", () => {
    const count = fc.nat({ max: 10_000 });
    fc.assert(
      fc.property(count, fc.boolean(), count, fc.boolean(), fc.option(count, { nil: undefined }), fc.option(count, { nil: undefined }), (c, cp, d, older, tc, td) => {
        const shown = headerCounts({ compactions: c, compactionsPartial: cp, delegations: d, hasOlder: older }, { compactions: tc, delegations: td });
        expect(shown.compactions).toBeGreaterThanOrEqual(Math.max(c, tc ?? 0));
        expect(shown.delegations).toBeGreaterThanOrEqual(Math.max(d, td ?? 0));
        if (tc !== undefined) expect(shown.compactionsPartial).toBe(false);
        if (td !== undefined) expect(shown.delegationsPartial).toBe(false);
      }),
    );
  });
});
