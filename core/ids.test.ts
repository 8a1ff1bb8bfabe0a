import { expect, it } from "vitest";
import { isThreadId, newUuid, uuidFromRandomBytes } from "./ids";

it("isThreadId takes UUIDs and similar ids, nothing that could change a path", () => {
  for (const id of ["3f2b8c1e-0000-4000-8000-000000000000", "t_1", "A-b"]) expect(isThreadId(id)).toBe(true);
  for (const id of ["", "a/b", "..", "a.b", "a%2Fb", "a b", "x".repeat(129), 5, null]) expect(isThreadId(id)).toBe(false);
});

it("uuidFromRandomBytes makes a version 4 UUID, for pages without crypto.randomUUID", () => {
  expect(uuidFromRandomBytes(new Uint8Array(16).fill(0xff))).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  expect(uuidFromRandomBytes(new Uint8Array(16))).toBe("00000000-0000-4000-8000-000000000000");
  expect(newUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});
