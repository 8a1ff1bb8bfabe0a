import { expect, it } from "vitest";
import { acceptHello, HELLO } from "./protocol";

const allowed = ["http://host.test", "https://b.example"];
const hello = { origin: "http://host.test", data: { type: HELLO }, fromParent: true };

it("answers a hello from an allowed parent at its origin", () => {
  expect(acceptHello(hello, allowed)).toBe("http://host.test");
  expect(acceptHello({ ...hello, origin: "https://b.example" }, allowed)).toBe("https://b.example");
});

it("ignores other origins, other windows and other messages", () => {
  expect(acceptHello({ ...hello, origin: "http://evil.test" }, allowed)).toBeNull();
  expect(acceptHello({ ...hello, origin: "http://host.test:80" }, allowed)).toBeNull();
  expect(acceptHello({ ...hello, origin: "null" }, allowed)).toBeNull();
  expect(acceptHello({ ...hello, fromParent: false }, allowed)).toBeNull();
  expect(acceptHello({ ...hello, data: { type: "threadline:ready" } }, allowed)).toBeNull();
  expect(acceptHello({ ...hello, data: HELLO }, allowed)).toBeNull();
  expect(acceptHello({ ...hello, data: null }, allowed)).toBeNull();
  expect(acceptHello(hello, [])).toBeNull();
});
