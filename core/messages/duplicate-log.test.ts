import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DuplicateLog } from "./duplicate-log";

const hasDuplicates = (keys: readonly string[]) => {
  const log = new DuplicateLog(1);
  for (const k of keys) log.add(k);
  return log.hasDuplicates();
};

describe("DuplicateLog", () => {
  it("answers like a Set, for short keys that often collide in a small bitmap", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 }), { maxLength: 2000 }), (keys) => {
        expect(hasDuplicates(keys)).toBe(new Set(keys).size !== keys.length);
      }),
      { numRuns: 300 },
    );
  });

  it("finds one repeat among many distinct keys, wherever it is", () => {
    const keys = Array.from({ length: 50_000 }, (_, i) => `lc_run--${i.toString(36)}-0`);
    expect(hasDuplicates(keys)).toBe(false);
    expect(hasDuplicates([...keys, keys[31_337]!])).toBe(true);
    expect(hasDuplicates([keys[0]!, ...keys])).toBe(true);
  });

  it("tells apart long ids that differ only between the characters it hashes", () => {
    const keys = Array.from({ length: 3000 }, (_, i) => `thread--${String(i).padStart(6, "0")}--with-a-long-constant-suffix`);
    expect(hasDuplicates(keys)).toBe(false);
    expect(hasDuplicates([...keys, keys[1234]!])).toBe(true);
  });

  it("answers like a Set for UUID-length keys", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("0", "1", "-"), { minLength: 30, maxLength: 40 }), fc.array(fc.nat(50), { maxLength: 200 }), (base, picks) => {
        // Keys that share their ends and differ in the middle, with repeats among them.
        const keys = picks.map((p) => `${base.join("")}${p}${base.join("")}`);
        expect(hasDuplicates(keys)).toBe(new Set(keys).size !== keys.length);
      }),
      { numRuns: 100 },
    );
  });

  it("handles no keys, one key, and keys that differ by one character", () => {
    expect(hasDuplicates([])).toBe(false);
    expect(hasDuplicates(["a"])).toBe(false);
    expect(hasDuplicates(["ab", "ba", "a", "b", ""])).toBe(false);
    expect(hasDuplicates(["", ""])).toBe(true);
  });
});
