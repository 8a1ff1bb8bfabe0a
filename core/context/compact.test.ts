import { describe, expect, it } from "vitest";
import { compactMethod, parseCompactSetting, parseContextWindow } from "./compact";

describe("compact now", () => {
  it("follows the assistant's declaration where the dialect does, else the dialect's own way", () => {
    expect(compactMethod("declared", "run")).toBe("run");
    expect(compactMethod("declared", undefined)).toBeUndefined();
    expect(compactMethod("gateway", undefined)).toBe("gateway");
    expect(compactMethod("gateway", "run")).toBe("gateway");
    expect(compactMethod("none", "run")).toBeUndefined();
    expect(compactMethod(undefined, "run")).toBeUndefined();
  });

  it("reads its settings tolerantly", () => {
    expect(parseCompactSetting("OFF")).toBe("off");
    expect(parseCompactSetting(undefined)).toBe("auto");
    expect(parseCompactSetting(" Gateway ")).toBe("gateway");
    expect(parseCompactSetting("sometimes")).toBe("auto");
    expect(parseContextWindow("8192")).toBe(8192);
    expect(parseContextWindow("-1")).toBeNull();
    expect(parseContextWindow("12.5")).toBeNull();
    expect(parseContextWindow(undefined)).toBeNull();
  });
});
