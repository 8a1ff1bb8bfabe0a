import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative";

const now = Date.parse("2026-11-22T12:00:00Z");

describe("formatRelativeTime", () => {
  it("uses coarse units for recent times", () => {
    expect(formatRelativeTime("2026-11-22T11:59:30Z", now)).toBe("just now");
    expect(formatRelativeTime("2026-11-22T11:45:00Z", now)).toBe("15 min ago");
    expect(formatRelativeTime("2026-11-22T09:00:00Z", now)).toBe("3 h ago");
    expect(formatRelativeTime("2026-11-20T12:00:00Z", now)).toBe("2 d ago");
  });
  it("shows a date past a week, and nothing for garbage", () => {
    expect(formatRelativeTime("2026-10-01T00:00:00Z", now)).toBe("2026-10-01");
    expect(formatRelativeTime("not a date", now)).toBe("");
  });
  it("treats clock skew (future times) as just now", () => {
    expect(formatRelativeTime("2026-11-22T12:05:00Z", now)).toBe("just now");
  });
});
