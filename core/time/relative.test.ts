import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative";

const now = Date.parse("2026-11-22T12:00:00Z");

describe("formatRelativeTime", () => {
  it("uses coarse units for recent times, in English", () => {
    expect(formatRelativeTime("2026-11-22T11:59:30Z", now, "en")).toBe("now");
    expect(formatRelativeTime("2026-11-22T11:45:00Z", now, "en")).toBe("15m ago");
    expect(formatRelativeTime("2026-11-22T09:00:00Z", now, "en")).toBe("3h ago");
    expect(formatRelativeTime("2026-11-21T11:00:00Z", now, "en")).toBe("yesterday");
    expect(formatRelativeTime("2026-11-19T12:00:00Z", now, "en")).toBe("3d ago");
  });
  it("and in Chinese", () => {
    expect(formatRelativeTime("2026-11-22T11:59:30Z", now, "zh-CN")).toBe("现在");
    expect(formatRelativeTime("2026-11-22T11:45:00Z", now, "zh-CN")).toBe("15分钟前");
    expect(formatRelativeTime("2026-11-22T09:00:00Z", now, "zh-CN")).toBe("3小时前");
    expect(formatRelativeTime("2026-11-19T12:00:00Z", now, "zh-CN")).toBe("3天前");
  });
  it("shows a date in the locale past a week, in UTC, and nothing for garbage", () => {
    expect(formatRelativeTime("2026-10-01T00:00:00Z", now, "en")).toBe("Oct 1, 2026");
    expect(formatRelativeTime("2026-10-01T00:00:00Z", now, "zh-CN")).toBe("2026年10月1日");
    expect(formatRelativeTime("2026-09-30T23:30:00-02:00", now, "en")).toBe("Oct 1, 2026");
    expect(formatRelativeTime("not a date", now, "en")).toBe("");
  });
  it("treats clock skew (future times) as now", () => {
    expect(formatRelativeTime("2026-11-22T12:05:00Z", now, "en")).toBe("now");
  });
});
