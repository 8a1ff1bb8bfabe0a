import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fallbackStorage, type KeyValueStorage } from "./fallback";

const denied = () => new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", "SecurityError");

/** A working storage over a Map, that throws from its `failAt`-th call on (counting the probe's). */
function stubStorage(failAt = Infinity) {
  const values = new Map<string, string>();
  let calls = 0;
  const call = <T>(run: () => T): T => {
    calls += 1;
    if (calls >= failAt) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    return run();
  };
  const storage: KeyValueStorage = {
    getItem: (key) => call(() => values.get(key) ?? null),
    setItem: (key, value) => call(() => void values.set(key, value)),
    removeItem: (key) => call(() => void values.delete(key)),
  };
  return { storage, values, calls: () => calls };
}

describe("fallbackStorage", () => {
  it("uses a storage that works, and leaves no trace of trying it", () => {
    const stub = stubStorage();
    const storage = fallbackStorage(() => stub.storage);
    storage.setItem("draft", "hello");
    expect(storage.backing).toBe("storage");
    expect([...stub.values]).toEqual([["draft", "hello"]]);
    stub.values.set("draft", "written by another tab");
    expect(storage.getItem("draft")).toBe("written by another tab");
    storage.removeItem("draft");
    expect(stub.values.size).toBe(0);
  });

  it("touches nothing until first used, and tries the storage once", () => {
    let asked = 0;
    const storage = fallbackStorage(() => {
      asked += 1;
      throw denied();
    });
    expect(asked).toBe(0);
    storage.setItem("a", "1");
    storage.getItem("a");
    storage.removeItem("a");
    expect(asked).toBe(1);
  });

  it.each([
    ["reading the property throws (a frame denied third-party storage)", () => () => { throw denied(); }],
    ["there is none (server rendering)", () => () => undefined],
    ["writing throws (a full quota, private modes)", () => () => stubStorage(1).storage],
    ["a write does not read back", () => () => ({ getItem: () => null, setItem: () => undefined, removeItem: () => undefined })],
  ] as const)("keeps values in memory where %s", (_, make) => {
    const storage = fallbackStorage(make());
    expect(() => storage.setItem("draft", "hello")).not.toThrow();
    expect(storage.backing).toBe("memory");
    expect(storage.getItem("draft")).toBe("hello");
    storage.removeItem("draft");
    expect(storage.getItem("draft")).toBeNull();
  });

  it("moves to memory when the storage starts failing, keeping what the page wrote and read", () => {
    const stub = stubStorage(9);
    stub.values.set("saved", "from an earlier visit");
    const storage = fallbackStorage(() => stub.storage);
    storage.setItem("a", "1"); // 3 probe calls, then the 4th
    expect(storage.getItem("saved")).toBe("from an earlier visit");
    storage.setItem("b", "2");
    storage.removeItem("a");
    expect(storage.backing).toBe("storage");
    expect(stub.calls()).toBe(7);
    storage.setItem("c", "3"); // the 8th call, the last that works
    storage.setItem("d", "4"); // throws below, kept in memory
    expect(storage.backing).toBe("memory");
    expect(["saved", "a", "b", "c", "d"].map((key) => storage.getItem(key))).toEqual(["from an earlier visit", null, "2", "3", "4"]);
    expect(stub.calls()).toBe(9);
  });

  type Op = { kind: "set"; key: string; value: string } | { kind: "get"; key: string } | { kind: "remove"; key: string };
  const key = fc.oneof(fc.constantFrom("draft", "lg:stream:t1", "threadline:ui"), fc.string());
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant("set" as const), key, value: fc.string() }),
    fc.record({ kind: fc.constant("get" as const), key }),
    fc.record({ kind: fc.constant("remove" as const), key }),
  );
  // Working throughout, denied from the start, or failing from any call on.
  const behaviour = fc.oneof(fc.constant(Infinity), fc.constant(0), fc.integer({ min: 1, max: 60 }));

  it("behaves like a Map under any sequence of calls, whenever the storage fails, and never throws", () => {
    fc.assert(
      fc.property(behaviour, fc.array(op, { maxLength: 40 }), (failAt, ops) => {
        const stub = stubStorage(failAt);
        const storage = fallbackStorage(() => {
          if (failAt === 0) throw denied();
          return stub.storage;
        });
        const model = new Map<string, string>();
        for (const o of ops) {
          switch (o.kind) {
            case "set":
              storage.setItem(o.key, o.value);
              model.set(o.key, o.value);
              break;
            case "get":
              expect(storage.getItem(o.key)).toBe(model.get(o.key) ?? null);
              break;
            case "remove":
              storage.removeItem(o.key);
              model.delete(o.key);
              break;
          }
        }
        for (const k of model.keys()) expect(storage.getItem(k)).toBe(model.get(k));
        // A storage that never failed holds exactly what was written.
        if (failAt === Infinity) expect(new Map(stub.values)).toEqual(model);
      }),
    );
  });
});
