import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildTimeline } from "./build";
import { mutatedHistory } from "./history-arbitrary";
import { findInTimeline, normalizeForSearch, searchableText } from "./search";
import { ai, human, tool } from "./test-helpers";
import { CLARIFICATION_TOOL, PRESENT_FILES_TOOL, TASK_TOOL } from "../tools/names";

const items = buildTimeline(
  {
    messages: [
      human("h1", "Compare **Qdrant** and pgvector"),
      ai("a4", "I'll split this across subagents.", [["c3", TASK_TOOL, { description: "Price the Milvus tier", subagent_type: "researcher", prompt: "p" }]]),
      tool("t3", "c3", "Task Succeeded. Result: Milvus costs $900/month"),
      ai("a1", "", [["c1", "web_search", { query: "secret-arguments" }]], { additional_kwargs: { reasoning_content: "folded-reasoning" } }),
      tool("t1", "c1", "folded-result"),
      ai("a2", "", [["c2", PRESENT_FILES_TOOL, { filepaths: ["/mnt/user-data/outputs/Report_Final.md"] }]]),
      tool("t2", "c2", "ok"),
      ai("a5", "", [["c4", CLARIFICATION_TOOL, { question: "Which region?", options: ["EU", "US-East"], context: "Prices differ" }]]),
      tool("t4", "c4", "Which region?"),
      human("h2", "EU"),
      ai("a6", "Recommendation: `Qdrant` for self-hosting, max_tokens aside."),
      { type: "summary_marker", id: "m1", replaced_count: 4, summary: "collapsed-summary" },
    ],
  },
);
const kindsOf = (query: string) => findInTimeline(items, query).map((i) => items[i]!.kind);

describe("findInTimeline", () => {
  it("finds user messages and answers as shown, whatever the case and markdown marks", () => {
    expect(kindsOf("qdrant AND")).toEqual(["human"]);
    expect(kindsOf("QDRANT")).toEqual(["human", "assistant"]);
    expect(kindsOf("qdrant for self")).toEqual(["assistant"]);
    expect(kindsOf("max_tokens")).toEqual(["assistant"]);
  });

  it("finds what cards show: presented files, task descriptions and results, clarifications", () => {
    expect(kindsOf("report_final")).toEqual(["steps"]);
    expect(kindsOf("milvus")).toEqual(["subagents"]);
    expect(kindsOf("$900/month")).toEqual(["subagents"]);
    expect(kindsOf("us-east")).toEqual(["clarification"]);
    expect(kindsOf("prices differ")).toEqual(["clarification"]);
    expect(kindsOf("split this across")).toEqual(["steps"]);
  });

  it("does not find what only opening a fold or a card would show", () => {
    for (const hidden of ["secret-arguments", "folded-reasoning", "folded-result", "collapsed-summary"]) expect(findInTimeline(items, hidden)).toEqual([]);
  });

  it("finds nothing for an empty or blank query", () => {
    expect(findInTimeline(items, "")).toEqual([]);
    expect(findInTimeline(items, "  **  ")).toEqual([]);
  });

  it("reports exactly the items whose text holds the query, in order, on any history", () => {
    fc.assert(
      fc.property(mutatedHistory, fc.boolean(), fc.string({ maxLength: 3 }), ({ messages }, showHidden, raw) => {
        const built = buildTimeline({ messages }, { showHidden });
        const query = raw.trim() === "" ? "a" : raw;
        const needle = normalizeForSearch(query.trim());
        const expected = needle === "" ? [] : built.flatMap((item, i) => (searchableText(item).includes(needle) ? [i] : []));
        expect(findInTimeline(built, query)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
