import { expect, it } from "vitest";
import { isThreadId } from "./ids";

it("isThreadId takes UUIDs and similar ids, nothing that could change a path", () => {
  for (const id of ["3f2b8c1e-0000-4000-8000-000000000000", "t_1", "A-b"]) expect(isThreadId(id)).toBe(true);
  for (const id of ["", "a/b", "..", "a.b", "a%2Fb", "a b", "x".repeat(129), 5, null]) expect(isThreadId(id)).toBe(false);
});
