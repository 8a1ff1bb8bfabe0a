import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseThreadId, randomId } from "./ids";

describe("parseThreadId", () => {
  it("takes id-shaped strings", () => {
    expect(parseThreadId("0b6c2a8e-4f55-4a57-9c36-0d3d0f0f1e2a")).toBe("0b6c2a8e-4f55-4a57-9c36-0d3d0f0f1e2a");
    expect(parseThreadId("thread_1")).toBe("thread_1");
  });

  it("refuses anything that could mean something else in a path, once decoded or not", () => {
    for (const bad of ["", "..", "a/b", "a%2Fb", "a%252Fb", "a b", "x".repeat(129), "é", null, 7]) expect(parseThreadId(bad)).toBeNull();
    fc.assert(fc.property(fc.string(), (s) => parseThreadId(s) === null || /^[\w-]+$/.test(s)));
  });
});

describe("randomId", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a v4 UUID, different each time", () => {
    const ids = new Set(Array.from({ length: 1000 }, randomId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("works where crypto.randomUUID does not exist (plain http on a LAN address)", () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(randomId()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
