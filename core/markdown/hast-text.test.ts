import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hastText } from "./hast-text";

const text = (value: string) => ({ type: "text", value });
const el = (tagName: string, ...children: unknown[]) => ({ type: "element", tagName, properties: {}, children });

describe("hastText", () => {
  it("joins the text of a code block in order, through highlighting spans", () => {
    const pre = el("pre", el("code", text("const a = 1;\n"), el("span", text("for")), text(" (x of y) {}\n")));
    expect(hastText(pre)).toBe("const a = 1;\nfor (x of y) {}\n");
  });

  it("leaves out comments and anything that is not a node", () => {
    expect(hastText(el("pre", { type: "comment", value: "hidden" }, text("shown")))).toBe("shown");
    expect(hastText(null)).toBe("");
    expect(hastText("text")).toBe("");
    expect(hastText({ type: "text", value: 42 })).toBe("");
    expect(hastText({ children: "not a list" })).toBe("");
  });

  it("stops at a depth no rendered markdown reaches", () => {
    let deep: unknown = text("bottom");
    for (let i = 0; i < 10_000; i++) deep = el("span", deep);
    expect(hastText(deep)).toBe("");
    expect(hastText(el("pre", el("code", text("x"))))).toBe("x");
  });

  it("never throws and returns exactly the text values of a well-formed tree", () => {
    const tree = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { depthSize: "small" },
        fc.string().map(text),
        fc.array(tie("node"), { maxLength: 4 }).map((children) => el("span", ...children)),
      ),
    })).node;
    const expected = (node: unknown): string => {
      const n = node as { type: string; value?: string; children?: unknown[] };
      return n.type === "text" ? (n.value ?? "") : (n.children ?? []).map(expected).join("");
    };
    fc.assert(
      fc.property(tree, (node) => {
        expect(hastText(node)).toBe(expected(node));
      }),
    );
    fc.assert(fc.property(fc.anything(), (value) => typeof hastText(value) === "string"));
  });
});
