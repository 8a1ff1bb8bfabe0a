import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { propsAsText } from "./format";

describe("propsAsText", () => {
  it("gives the props as indented JSON", () => {
    expect(propsAsText({ title: "<b>hi</b>", n: 2 })).toBe('{\n  "title": "<b>hi</b>",\n  "n": 2\n}');
  });

  it("never throws, even on values JSON cannot hold", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(propsAsText(cyclic)).toBe("{…}");
    expect(propsAsText({ big: 10n })).toContain('"10"');
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.anything()), (props) => {
      expect(typeof propsAsText(props)).toBe("string");
    }));
  });
});
