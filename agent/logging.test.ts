import { describe, expect, it } from "vitest";
import { isCancellationNoise } from "./logging";

describe("isCancellationNoise", () => {
  it("recognizes the two entries the library logs for every Stop", () => {
    expect(isCancellationNoise({ level: "warn", message: "Attempted to cancel non-pending run." })).toBe(true);
    expect(isCancellationNoise({ level: "error", message: "Background run failed:\nError: interrupt\n    at x (y.js:1:1)" })).toBe(true);
    expect(isCancellationNoise({ level: "error", message: "Background run failed:\nError: rollback" })).toBe(true);
  });

  it("keeps real failures", () => {
    expect(isCancellationNoise({ level: "error", message: "Background run failed:\nError: model exploded" })).toBe(false);
    expect(isCancellationNoise({ level: "error", message: "Background run failed:\nError: interruptible thing broke" })).toBe(false);
    expect(isCancellationNoise({ level: "error", message: { not: "a string" } })).toBe(false);
  });
});
