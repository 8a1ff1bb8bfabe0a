import fc from "fast-check";
import { readMessages } from "../messages/read";
import { describe, expect, it } from "vitest";
import { threadInput } from "../thread/test-input";
import { createThreadModel } from "../thread/model";
import { buildTimelineFromMessages } from "../timeline/build";
import { history } from "../timeline/history-arbitrary";
import { ai, human, tool } from "../timeline/test-helpers";
import type { TimelineOptions } from "../timeline/types";
import { exportFileName, timelineToMarkdown } from "./markdown";
import { testI18n } from "../i18n/test-i18n";

const en = testI18n("en");
const exported = (messages: unknown[], options: TimelineOptions = {}, title: string | null = "Plan", i18n = en) =>
  timelineToMarkdown(buildTimelineFromMessages(messages, options), { title, i18n });
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe("timelineToMarkdown", () => {
  it("writes the transcript in order under the title, tool calls folded with their outcome", () => {
    const md = exported([
      human("h1", "Compare the two databases"),
      ai("a1", "Looking.", [["c1", "web_search"], ["c2", "read_file"]]),
      tool("t1", "c1", "results"),
      tool("t2", "c2", "boom", { status: "error" }),
      ai("a2", "Use **the first** one."),
    ]);
    expect(md).toBe(
      [
        "# Plan",
        "### You\n\nCompare the two databases",
        "<details>\n<summary>Ran 2 tools</summary>\n\nLooking.\n\n- `web_search` · done\n- `read_file` · error\n\n</details>",
        "### Assistant\n\nUse **the first** one.",
      ].join("\n\n") + "\n",
    );
  });

  it("notes a rating and its comment under the rated answer only", () => {
    const items = buildTimelineFromMessages([human("h1", "q"), ai("a1", "First."), human("h2", "again"), ai("a2", "Second."), human("h3", "more"), ai("a3", "Third.")]);
    const ratings = new Map([
      ["a1", { id: "f1", rating: 1 as const, comment: "" }],
      ["a2", { id: null, rating: -1 as const, comment: "Missed the point.\nTry again." }],
    ]);
    const md = timelineToMarkdown(items, { title: "Plan", i18n: en, ratings });
    expect(md).toContain("### Assistant\n\nFirst.\n\n_Rated: good_\n\n### You");
    expect(md).toContain("### Assistant\n\nSecond.\n\n_Rated: bad_\n\n> Comment: Missed the point.\n> Try again.\n\n### You");
    expect(md).toMatch(/Third\.\n$/);
    expect(count(md, "Rated:")).toBe(2);
    expect(timelineToMarkdown(items, { title: "Plan", i18n: testI18n("zh-CN"), ratings })).toContain("评价：好");
  });

  it("says when it was exported, only when told", () => {
    expect(exported([human("h", "q")])).not.toContain("Exported");
    const md = timelineToMarkdown([], { title: null, exportedAt: new Date("2026-11-23T19:40:12Z"), i18n: en });
    expect(md).toBe("# Untitled chat\n\n_Exported from Threadline on Nov 23, 2026, 7:40 PM UTC._\n");
    const zh = timelineToMarkdown([], { title: null, exportedAt: new Date("2026-11-23T19:40:12Z"), i18n: testI18n("zh-CN") });
    expect(zh).toContain("2026年11月23日 19:40");
  });

  it("marks a compaction where it happened, quoted with the summary the model works from", () => {
    const md = exported([
      human("h1", "first question"),
      { type: "summary_marker", id: "s1", replaced_count: 12, summary: "The user wants a plan.\n\nTwo options remain." },
      human("h2", "go on"),
    ]);
    expect(md).toContain("### You\n\nfirst question\n\n> **12 messages condensed.** The summary the model works from:\n>\n> The user wants a plan.\n>\n> Two options remain.\n\n### You\n\ngo on");
  });

  it("says where the backend saved what a compaction condensed", () => {
    const md = exported([{ type: "summary_marker", id: "s1", replaced_count: 7, summary: "Tea.", file_path: "/conversation_history/session_1.md" }]);
    expect(md).toContain("> **7 messages condensed.** The summary the model works from:\n>\n> Tea.\n>\n> Full history saved at `/conversation_history/session_1.md`.");
  });

  it("never writes a legacy summary as a user message", () => {
    const md = exported([human("legacy", "Here is a summary of the conversation to date:\n\nThey chose B."), human("h", "next")]);
    expect(md).toContain("> **Earlier messages condensed.**");
    expect(md).toContain("> They chose B.");
    expect(count(md, "### You")).toBe(1);
  });

  it("writes a failed compaction as such", () => {
    const md = exported([{ type: "summary_marker", id: "s", summary: "Compaction failed: context too long", failed: true }]);
    expect(md).toContain("> **Compaction failed.**");
  });

  it("leaves hidden context out, even when the page shows it (docs/wire-contracts.md, 'Hidden context')", () => {
    const messages = [human("ctx", "<durable_context>secret</durable_context>", { additional_kwargs: { hide_from_ui: true } }), human("h", "hi")];
    expect(exported(messages)).not.toContain("secret");
    expect(exported(messages, { showHidden: true })).toBe(exported(messages));
  });

  it("lists delegated tasks with their status and brief, and presented files", () => {
    const md = exported([
      human("h", "research"),
      ai("a", "", [["t1", "task", { description: "Survey vendors", subagent_type: "researcher", prompt: "go" }], ["p1", "present_files", { filepaths: ["/mnt/user-data/outputs/report.md"] }]]),
      tool("r1", "t1", "Task Succeeded. Result: done", { additional_kwargs: { subagent_status: "completed", subagent_result_brief: "Three vendors fit." } }),
      tool("r2", "p1", "ok"),
    ]);
    expect(md).toContain("**Delegated to subagents**\n\n- **Survey vendors** (researcher): Completed. Three vendors fit.");
    expect(md).toContain("Presented files: `/mnt/user-data/outputs/report.md`");
  });

  it("writes a clarification with its options, and whether it was answered", () => {
    const ask = ai("a", "", [["q1", "ask_clarification", { question: "Which region?", options: ["EU", "US"] }]]);
    expect(exported([human("h", "deploy"), ask])).toContain("**The agent asks:** Which region?\n\n- EU\n- US");
    expect(exported([human("h", "deploy"), ask, human("h2", "EU")])).toContain("**The agent asks (answered):** Which region?");
  });

  it("keeps only web images, and shows unreadable messages as placeholders", () => {
    const md = exported([
      human("h", [
        { type: "text", text: "see" },
        { type: "image_url", image_url: { url: "https://x.test/a.png" } },
        { type: "image_url", image_url: { url: "javascript:alert(1)" } },
        { type: "image_url", image_url: { url: "https://x.test/b>c.png" } },
      ]),
      { type: "mystery", id: "m" },
    ]);
    expect(md).toContain("![](<https://x.test/a.png>)");
    expect(md).toContain("![](<https://x.test/b%3Ec.png>)");
    expect(md).not.toContain("javascript:");
    expect(md).toContain('_Unsupported message: unknown message type "mystery"_');
  });

  it("lists attached files by name, type and size, never their bytes", () => {
    const md = exported([
      human("h", [
        { type: "text", text: "look" },
        { type: "image", source_type: "base64", mime_type: "image/png", data: "aGVsbG8K", metadata: { filename: "cat.png", size: 6 } },
        { type: "file", source_type: "base64", mime_type: "application/pdf", data: "JVBERi0=", metadata: { filename: "r`x.pdf", size: 2048 } },
        { type: "text-plain", mimeType: "text/plain", text: "secret first line", metadata: { filename: "notes.txt" } },
      ]),
    ]);
    expect(md).toContain("### You\n\nlook\n\nAttached: `cat.png` (PNG image, 6 B) · `r'x.pdf` (PDF document, 2 KB) · `notes.txt` (plain text file, 17 B)");
    expect(md).not.toContain("aGVsbG8K");
    expect(md).not.toContain("secret first line");
  });

  it("names a file the message did not name in the reader's language", () => {
    const unnamed = [human("h", [{ type: "text", text: "see" }, { type: "file", file_id: "file-123" }])];
    expect(exported(unnamed)).toContain("Attached: `Attached file`");
    expect(exported(unnamed, {}, null, testI18n("zh-CN"))).toContain("`附带的文件`");
  });

  it("writes its headings and labels in the reader's locale, the messages as written", () => {
    const zh = testI18n("zh-CN");
    const md = exported(
      [
        human("h1", "first question"),
        { type: "summary_marker", id: "s1", replaced_count: 12, summary: "The user wants a plan." },
        human("h2", "go on"),
        ai("a", "Fine."),
      ],
      {},
      null,
      zh,
    );
    expect(md).toContain(`# ${zh.t("common.untitledChat")}`);
    expect(md).toContain(`### ${zh.t("export.you")}\n\nfirst question`);
    expect(md).toContain(`> **${zh.t("export.sentence", { text: zh.t("summary.condensed", { count: 12 }) })}** ${zh.t("export.summaryIntro")}`);
    expect(zh.t("summary.condensed", { count: 12 })).toContain("12");
    expect(md).toContain(`### ${zh.t("export.assistant")}\n\nFine.`);
    expect(md).not.toContain("### You");
    expect(md).not.toContain("condensed");
  });

  it("writes every visible message of generated threads exactly once, and no hidden text", () => {
    fc.assert(
      fc.property(history, fc.boolean(), ({ messages, hiddenTexts }, showHidden) => {
        const md = exported(messages, { showHidden });
        const wire = JSON.stringify(messages);
        for (const token of new Set(wire.match(/\[\[(?:H|ANS|SUM):\d+\]\]/g) ?? [])) expect(count(md, token), token).toBe(1);
        for (const text of hiddenTexts) expect(md).not.toContain(text);
      }),
      { numRuns: 300 },
    );
  });
});

describe("exportFileName", () => {
  it("keeps the title's words and drops what file systems refuse", () => {
    expect(exportFileName("Plan: Q3 / rollout?", "chat")).toBe("Plan Q3 rollout.md");
    expect(exportFileName("Découverte – données", "chat")).toBe("Découverte données.md");
    expect(exportFileName("../../etc/passwd", "chat")).toBe("etc passwd.md");
    expect(exportFileName(null, "chat")).toBe("chat.md");
    expect(exportFileName("???", "对话")).toBe("对话.md");
    expect(exportFileName("x".repeat(200), "chat")).toBe(`${"x".repeat(80)}.md`);
  });
});

describe("timelineToMarkdown of a paused run", () => {
  it("writes the request where the run stopped, and a waiting subagent as needing input", () => {
    const model = createThreadModel();
    const view = model.update(threadInput({
      stored: readMessages([human("h1", "Book it"), ai("a1", "", [["c1", "task"]])]),
      storedState: { tasks: [{ interrupts: [{ id: "i1", value: "Which seat?", ns: ["tools:c1"] }, { id: "i2", value: { actionRequests: [{ name: "pay", args: {} }] } }] }] },
    }));
    const md = timelineToMarkdown(view.items, { title: "Trip", i18n: en });
    expect(md).toContain("): Needs input");
    expect(md.trimEnd().endsWith("> **Approval needed.**\n> - `pay` (approve, edit, reject)")).toBe(true);
  });
});
