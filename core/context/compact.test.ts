import { describe, expect, it } from "vitest";
import { compactMethod, parseCompactSetting, parseContextWindow } from "./compact";

describe("compact now", () => {
  it("follows the assistant's declaration unless the deployment says otherwise", () => {
    expect(compactMethod("auto", "run")).toBe("run");
    expect(compactMethod("auto", undefined)).toBeUndefined();
    expect(compactMethod("gateway", undefined)).toBe("gateway");
    expect(compactMethod("gateway", "run")).toBe("gateway");
    expect(compactMethod("off", "run")).toBeUndefined();
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
