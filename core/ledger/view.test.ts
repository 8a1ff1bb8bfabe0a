import { describe, expect, it } from "vitest";
import { TERMINAL_STATUSES, type TaskStatus } from "./status";
import { entry, ids } from "./test-entries";
import { testI18n } from "../i18n/test-i18n";
import { STATUS_KEY, countInProgress, ledgerView, shortHash, stopReasonLabel } from "./view";

const at = (minute: number) => `2026-11-20T09:${String(minute).padStart(2, "0")}:00Z`;

describe("ledgerView: newest first", () => {
  it("sorts by createdAt descending, whatever the first-seen order", () => {
    const entries = [entry("b", "completed", { createdAt: at(5) }), entry("a", "completed", { createdAt: at(1) }), entry("c", "failed", { createdAt: at(9) })];
    expect(ids(ledgerView(entries, "all"))).toEqual(["c", "b", "a"]);
  });

  it("breaks ties by reverse first-seen order", () => {
    const entries = [entry("a", "completed", { createdAt: at(1) }), entry("b", "completed", { createdAt: at(1) }), entry("c", "completed", { createdAt: at(1) })];
    expect(ids(ledgerView(entries, "all"))).toEqual(["c", "b", "a"]);
  });

  it("orders undated entries by reverse first-seen order", () => {
    expect(ids(ledgerView([entry("a"), entry("b"), entry("c")], "all"))).toEqual(["c", "b", "a"]);
  });

  it("places an undated entry just above the entries seen before it", () => {
    const entries = [entry("old"), entry("a", "completed", { createdAt: at(1) }), entry("new"), entry("b", "completed", { createdAt: at(5) })];
    expect(ids(ledgerView(entries, "all"))).toEqual(["b", "new", "a", "old"]);
  });

  it("treats an unparseable date as missing", () => {
    const entries = [entry("a", "completed", { createdAt: at(3) }), entry("b", "completed", { createdAt: "yesterday-ish" })];
    expect(ids(ledgerView(entries, "all"))).toEqual(["b", "a"]);
  });

  it("compares instants, not strings, across time zone notations", () => {
    const entries = [entry("a", "completed", { createdAt: "2026-11-20T10:30:00+02:00" }), entry("b", "completed", { createdAt: "2026-11-20T09:00:00Z" })];
    expect(ids(ledgerView(entries, "all"))).toEqual(["b", "a"]);
  });

  it("does not reorder its input", () => {
    const entries = [entry("a", "completed", { createdAt: at(1) }), entry("b", "completed", { createdAt: at(2) })];
    ledgerView(entries, "all");
    expect(ids(entries)).toEqual(["a", "b"]);
  });
});

describe("ledgerView: filters and counts", () => {
  const all: TaskStatus[] = ["in_progress", ...TERMINAL_STATUSES];
  const entries = all.map((status, i) => entry(status, status, { createdAt: at(i) }));

  it.each([
    ["all", [...all].reverse()],
    ["in_progress", ["in_progress"]],
    ["completed", ["completed"]],
    ["failed", ["failed"]],
    ["other", ["polling_timed_out", "timed_out", "cancelled"]],
  ] as const)("%s", (filter, expected) => {
    expect(ledgerView(entries, filter).map((e) => e.status)).toEqual(expected);
  });

  it("every status is in exactly one filter besides all", () => {
    const filters = ["in_progress", "completed", "failed", "other"] as const;
    const counted = filters.reduce((n, f) => n + ledgerView(entries, f).length, 0);
    expect(counted).toBe(entries.length);
  });

  it("counts the tasks in progress", () => {
    expect(countInProgress([])).toBe(0);
    expect(countInProgress([entry("a"), entry("b", "completed"), entry("c"), entry("d", "polling_timed_out")])).toBe(2);
  });
});

describe("labels", () => {
  it("has the contract's status labels (docs/ui-contract.md, 'Delegation ledger')", () => {
    const { t } = testI18n();
    expect(Object.fromEntries(Object.entries(STATUS_KEY).map(([status, key]) => [status, t(key)]))).toEqual({
      in_progress: "In progress",
      completed: "Completed",
      failed: "Failed",
      cancelled: "Cancelled",
      timed_out: "Timed out",
      polling_timed_out: "Polling timed out",
    });
  });

  it("labels stop reasons, in either locale", () => {
    const { t } = testI18n();
    expect(stopReasonLabel("token_capped", t)).toBe("capped: tokens");
    expect(stopReasonLabel("turn_capped", t)).toBe("capped: turns");
    expect(stopReasonLabel("loop_capped", t)).toBe("capped: loop");
    expect(stopReasonLabel(undefined, t)).toBeUndefined();
    expect(stopReasonLabel("token_capped", testI18n("zh-CN").t)).toMatch(/\p{Script=Han}/u);
  });

  it("shortens hashes to 8 hex digits", () => {
    expect(shortHash("02692df228b4515fb724a98190299dec")).toBe("02692df2");
    expect(shortHash("sha256:D7304DF59E63")).toBe("d7304df5");
    expect(shortHash(undefined)).toBeUndefined();
    expect(shortHash("")).toBeUndefined();
    expect(shortHash("abc")).toBeUndefined();
    expect(shortHash("not-a-hash-at-all")).toBeUndefined();
  });
});
