import { expect, it } from "vitest";
import { unreachable } from "./unreachable";

it("throws, naming the case a switch missed", () => {
  expect(() => unreachable({ kind: "new" } as never)).toThrow("Unhandled case: new");
  expect(() => unreachable("odd" as never)).toThrow("Unhandled case: odd");
});
