import { describe, expect, it } from "vitest";
import { argsText, parseArgsText } from "./edit";

describe("parseArgsText", () => {
  it("accepts a JSON object", () => {
    expect(parseArgsText(argsText({ to: "a@example.com" }))).toEqual({ ok: true, args: { to: "a@example.com" } });
  });

  it("says why anything else cannot be sent", () => {
    expect(parseArgsText("{ to: 1 }")).toMatchObject({ ok: false, problem: { kind: "invalid-json", detail: expect.any(String) } });
    expect(parseArgsText("[1, 2]")).toEqual({ ok: false, problem: { kind: "not-object" } });
    expect(parseArgsText("")).toMatchObject({ ok: false });
  });
});
