import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyRecord, type Codec, encodeRecord, type JournalRecord, parseJournal, valueAt } from "./journal";

const codec: Codec = { serialize: (value) => JSON.stringify(value), deserialize: async (text) => JSON.parse(text) as unknown };

const encodeAll = (records: readonly JournalRecord[]) => records.map((record) => encodeRecord(record, codec)).join("");

describe("journal records", () => {
  it("reads back what was written, a line per record", async () => {
    const records: JournalRecord[] = [
      { path: ["threads", "a"], value: { status: "idle", title: "line\nbreak" } },
      { path: ["threads", "b"], removed: true },
      { path: ["storage", "t", "", "c1"], value: [1, 2, null] },
    ];
    const text = encodeAll(records);
    expect(text.split("\n")).toHaveLength(4);
    expect(await parseJournal(text, codec)).toEqual({ records, validBytes: Buffer.byteLength(text) });
  });

  it("ends the replay at a torn last line or a damaged one, saying where", async () => {
    const whole = encodeAll([
      { path: ["threads", "a"], value: 1 },
      { path: ["threads", "b"], value: 2 },
    ]);
    const first = whole.slice(0, whole.indexOf("\n") + 1);
    const torn = await parseJournal(whole.slice(0, whole.length - 3), codec);
    expect(torn.records).toEqual([{ path: ["threads", "a"], value: 1 }]);
    expect(torn.validBytes).toBe(Buffer.byteLength(first));
    expect(torn.damage).toMatch(/unfinished/);

    const flipped = first + whole.slice(first.length).replace('"b"', '"c"');
    const damaged = await parseJournal(flipped, codec);
    expect(damaged.records).toHaveLength(1);
    expect(damaged.damage).toMatch(/damaged line/);
  });

  it("never throws, whatever the bytes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (text) => {
        const parsed = await parseJournal(text, codec);
        expect(parsed.validBytes).toBeLessThanOrEqual(Buffer.byteLength(text));
      }),
    );
  });
});

describe("applying records", () => {
  it("sets and removes at a path, creating what leads there", () => {
    const data: Record<string, unknown> = { threads: { a: 1 } };
    applyRecord(data, { path: ["storage", "t", "ns", "c"], value: "x" });
    applyRecord(data, { path: ["threads", "a"], removed: true });
    applyRecord(data, { path: ["gone", "deep"], removed: true });
    expect(data).toEqual({ threads: {}, storage: { t: { ns: { c: "x" } } } });
    expect(valueAt(data, ["storage", "t", "ns", "c"])).toEqual({ found: true, value: "x" });
    expect(valueAt(data, ["storage", "u"])).toEqual({ found: false });
  });

  it("treats __proto__ as a key, never as the prototype", () => {
    const data: Record<string, unknown> = {};
    applyRecord(data, { path: ["threads", "__proto__"], value: { polluted: true } });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(data.threads)).toBe(Object.prototype);
    expect(Object.hasOwn(data.threads as object, "__proto__")).toBe(true);
  });

  it("replaying records the data already holds changes nothing (a crash between snapshot and emptying the journal)", () => {
    const pathArb = fc.array(fc.constantFrom("a", "b", "c"), { minLength: 1, maxLength: 3 });
    const recordArb: fc.Arbitrary<JournalRecord> = fc.oneof(
      fc.record({ path: pathArb, value: fc.integer() }),
      pathArb.map((path) => ({ path, removed: true as const })),
    );
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 12 }), (records) => {
        const once: Record<string, unknown> = {};
        records.forEach((record) => applyRecord(once, record));
        const twice = structuredClone(once);
        records.forEach((record) => applyRecord(twice, record));
        expect(twice).toEqual(once);
      }),
    );
  });
});
