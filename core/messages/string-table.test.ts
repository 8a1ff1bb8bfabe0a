import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { StringTable, hashString } from "./string-table";

describe("StringTable", () => {
  it("numbers distinct keys densely in insertion order", () => {
    const t = new StringTable();
    expect([t.add("a"), t.add("b"), t.add("a"), t.add("c")]).toEqual([0, 1, 0, 2]);
    expect(t.size).toBe(3);
    expect([t.find("b"), t.find("zz")]).toEqual([1, -1]);
  });

  it("tells apart keys whose hashes collide exactly", () => {
    // Found by brute force: two short keys with the same 31-bit FNV-1a hash.
    expect(hashString("k6hyv")).toBe(hashString("kd2ye"));
    const t = new StringTable();
    expect([t.add("k6hyv"), t.add("kd2ye"), t.add("kd2ye"), t.add("k6hyv")]).toEqual([0, 1, 1, 0]);
    expect(t.find("kd2ye")).toBe(1);
  });

  it("grows past its initial size without losing keys", () => {
    const t = new StringTable(2);
    for (let i = 0; i < 10_000; i++) t.add(`key-${i}`);
    expect(t.size).toBe(10_000);
    expect(t.find("key-0")).toBe(0);
    expect(t.find("key-9999")).toBe(9999);
    expect(t.find("key-10000")).toBe(-1);
  });

  it("behaves like a Map from key to first-insertion index", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 300 }), fc.array(fc.string({ maxLength: 6 })), (keys, probes) => {
        const table = new StringTable(1);
        const model = new Map<string, number>();
        for (const k of keys) {
          if (!model.has(k)) model.set(k, model.size);
          expect(table.add(k)).toBe(model.get(k));
        }
        for (const p of probes) expect(table.find(p)).toBe(model.get(p) ?? -1);
      }),
    );
  });
});
