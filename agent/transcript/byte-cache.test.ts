import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ByteCache } from "./byte-cache";

type Op = { kind: "set"; key: number; bytes: number } | { kind: "get"; key: number } | { kind: "delete"; key: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("set" as const), key: fc.nat(6), bytes: fc.nat(120) }),
  fc.record({ kind: fc.constant("get" as const), key: fc.nat(6) }),
  fc.record({ kind: fc.constant("delete" as const), key: fc.nat(6) }),
);

describe("ByteCache", () => {
  it("never holds more bytes than its bound and evicts the least recently used first", () => {
    fc.assert(
      fc.property(fc.nat(300), fc.array(op, { maxLength: 60 }), (maxBytes, ops) => {
        const cache = new ByteCache<number, string>(maxBytes);
        // The model: entries oldest-used first.
        let model: { key: number; bytes: number }[] = [];
        for (const step of ops) {
          if (step.kind === "set") {
            cache.set(step.key, `v${step.key}`, step.bytes);
            model = model.filter((entry) => entry.key !== step.key);
            if (step.bytes <= maxBytes) model.push({ key: step.key, bytes: step.bytes });
            while (model.reduce((sum, entry) => sum + entry.bytes, 0) > maxBytes) model.shift();
          } else if (step.kind === "get") {
            const found = model.find((entry) => entry.key === step.key);
            expect(cache.get(step.key)).toBe(found ? `v${step.key}` : undefined);
            if (found) model = [...model.filter((entry) => entry !== found), found];
          } else {
            cache.delete(step.key);
            model = model.filter((entry) => entry.key !== step.key);
          }
          expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
          expect(cache.bytes).toBe(model.reduce((sum, entry) => sum + entry.bytes, 0));
          expect(cache.size).toBe(model.length);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("keeps nothing that costs more than the whole bound", () => {
    const cache = new ByteCache<string, string>(100);
    cache.set("a", "small", 60);
    cache.set("b", "huge", 101);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("small");
    cache.set("c", "other", 60);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(60);
  });
});
