import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchableText } from "./text";

describe("a message's searchable text", () => {
  it("drops markdown's marks and keeps its words", () => {
    expect(searchableText("Here is a short answer about **Draft a rollout plan**.\n- **draft**: what it means")).toBe(
      "Here is a short answer about Draft a rollout plan.\ndraft: what it means",
    );
    expect(searchableText("## Findings\n> quoted `code` and [the docs](https://example.com)")).toBe("Findings\nquoted code and the docs");
    expect(searchableText("```ts\nconst a = 1;\n```")).toBe("\nconst a = 1;\n");
  });

  it("keeps what is not a mark: identifiers, arithmetic, a lone star", () => {
    expect(searchableText("snake_case and 2 * 3 = 6")).toBe("snake_case and 2 * 3 = 6");
  });

  it("never throws and never grows the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(searchableText(text).length).toBeLessThanOrEqual(text.length);
      }),
    );
  });
});
