import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testI18n } from "../i18n/test-i18n";
import { elapsedMessage, splitElapsed } from "./elapsed";

describe("splitElapsed", () => {
  it("counts whole seconds under a minute", () => {
    expect(splitElapsed(0)).toEqual({ unit: "seconds", seconds: 0 });
    expect(splitElapsed(999)).toEqual({ unit: "seconds", seconds: 0 });
    expect(splitElapsed(12_400)).toEqual({ unit: "seconds", seconds: 12 });
    expect(splitElapsed(59_999)).toEqual({ unit: "seconds", seconds: 59 });
  });
  it("then minutes and seconds, then hours and minutes", () => {
    expect(splitElapsed(60_000)).toEqual({ unit: "minutes", minutes: 1, seconds: 0 });
    expect(splitElapsed(125_000)).toEqual({ unit: "minutes", minutes: 2, seconds: 5 });
    expect(splitElapsed(3_600_000)).toEqual({ unit: "hours", hours: 1, minutes: 0 });
    expect(splitElapsed(3_600_000 * 26 + 61_000)).toEqual({ unit: "hours", hours: 26, minutes: 1 });
  });
  it("reads a clock that went back, or no time at all, as zero", () => {
    expect(splitElapsed(-5_000)).toEqual({ unit: "seconds", seconds: 0 });
    expect(splitElapsed(Number.NaN)).toEqual({ unit: "seconds", seconds: 0 });
    expect(splitElapsed(Number.POSITIVE_INFINITY)).toEqual({ unit: "seconds", seconds: 0 });
  });
  it("never loses or invents a whole second", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 24 * 3_600_000 }), (ms) => {
        const e = splitElapsed(ms);
        const whole = Math.floor(ms / 1000);
        switch (e.unit) {
          case "seconds":
            return e.seconds === whole;
          case "minutes":
            return e.seconds < 60 && e.minutes < 60 && e.minutes * 60 + e.seconds === whole;
          case "hours":
            return e.minutes < 60 && e.hours * 3600 + e.minutes * 60 === whole - (whole % 60);
        }
      }),
    );
  });
});

describe("elapsedMessage", () => {
  it("words each unit in both catalogs", () => {
    const en = testI18n("en");
    const zh = testI18n("zh-CN");
    const say = (i18n: typeof en, ms: number) => {
      const { key, values } = elapsedMessage(splitElapsed(ms));
      return i18n.t(key, values);
    };
    expect(say(en, 12_000)).toBe("Working · 12 s");
    expect(say(en, 125_000)).toBe("Working · 2 min 5 s");
    expect(say(en, 3_660_000)).toBe("Working · 1 h 1 min");
    expect(say(zh, 12_000)).toBe("处理中 · 12 秒");
    expect(say(zh, 125_000)).toBe("处理中 · 2 分 5 秒");
    expect(say(zh, 3_660_000)).toBe("处理中 · 1 小时 1 分");
  });
});
