import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildTimeline } from "./build";
import { presentedFiles, splitFilePath } from "./presented";
import { ai, human, stepsOf, tool } from "./test-helpers";
import type { Step } from "./types";
import { PRESENT_FILES_TOOL } from "../tools/names";

const stepsFor = (messages: unknown[], runLive = false): Step[] => stepsOf(buildTimeline({ messages }, { runLive })).flatMap((s) => s.steps);

describe("presentedFiles", () => {
  it("lists the files of a present_files call with its result, in order", () => {
    const steps = stepsFor([
      human("h1", "make a chart"),
      ai("a1", "", [["c1", PRESENT_FILES_TOOL, { filepaths: ["/mnt/user-data/outputs/chart.png", "/mnt/user-data/outputs/data.csv"] }]]),
      tool("t1", "c1", "Successfully presented files"),
    ]);
    expect(presentedFiles(steps)).toEqual(["/mnt/user-data/outputs/chart.png", "/mnt/user-data/outputs/data.csv"]);
  });

  it("gathers every call of the run, each file once, first presentation first", () => {
    const steps = stepsFor([
      human("h1", "go"),
      ai("a1", "", [["c1", PRESENT_FILES_TOOL, { filepaths: ["/out/a.md", "/out/b.md"] }]]),
      tool("t1", "c1", "ok"),
      ai("a2", "", [["c2", "web_search", { query: "x" }]]),
      tool("t2", "c2", "results"),
      ai("a3", "", [["c3", PRESENT_FILES_TOOL, { filepaths: ["/out/b.md", "/out/c.md"] }]]),
      tool("t3", "c3", "ok"),
    ]);
    expect(presentedFiles(steps)).toEqual(["/out/a.md", "/out/b.md", "/out/c.md"]);
  });

  it("leaves out a call that failed and one whose arguments were invalid", () => {
    const steps = stepsFor([
      human("h1", "go"),
      ai("a1", "", [["c1", PRESENT_FILES_TOOL, { filepaths: ["/out/failed.md"] }]], {
        invalid_tool_calls: [{ id: "c9", name: PRESENT_FILES_TOOL, args: '{"filepaths": ["/out/invalid.md"', error: "bad json" }],
      }),
      tool("t1", "c1", "Error: file not found", { status: "error" }),
      ai("a2", "", [["c2", PRESENT_FILES_TOOL, { filepaths: ["/out/good.md"] }]]),
      tool("t2", "c2", "ok"),
    ]);
    expect(presentedFiles(steps)).toEqual(["/out/good.md"]);
  });

  it("shows what a call still running presents, and ignores other tools and their paths", () => {
    const steps = stepsFor(
      [human("h1", "go"), ai("a1", "", [["c1", "read_file", { path: "/in/x.md" }], ["c2", PRESENT_FILES_TOOL, { filepaths: ["/out/y.md"] }]])],
      true,
    );
    expect(presentedFiles(steps)).toEqual(["/out/y.md"]);
  });

  it("is empty for runs that presented nothing or whose arguments are unusable", () => {
    expect(presentedFiles([])).toEqual([]);
    const steps = stepsFor([human("h1", "go"), ai("a1", "", [["c1", PRESENT_FILES_TOOL, { filepaths: "not a list" }]]), tool("t1", "c1", "ok")]);
    expect(presentedFiles(steps)).toEqual([]);
  });

  it("returns each presented file exactly once, in first-seen order, and nothing else", () => {
    const path = fc.constantFrom("/a", "/b/c.md", "d.txt", "/e/f/", "");
    const step = fc.record({
      state: fc.constantFrom("pending", "done", "error", "no_result"),
      files: fc.array(path, { maxLength: 4 }),
      invalid: fc.boolean(),
      display: fc.constantFrom("files", "generic"),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 8 }), (specs) => {
        const steps = specs.map((s, i) => ({ kind: "tool", id: `s${i}`, toolCallId: `c${i}`, name: PRESENT_FILES_TOOL, args: {}, ...s, ...(s.invalid ? { invalid: true } : { invalid: undefined }) }) as unknown as Step);
        const expected: string[] = [];
        for (const s of specs) if (s.display === "files" && s.state !== "error" && !s.invalid) for (const f of s.files) if (!expected.includes(f)) expected.push(f);
        expect(presentedFiles(steps)).toEqual(expected);
      }),
    );
  });
});

describe("splitFilePath", () => {
  it.each([
    ["/mnt/user-data/outputs/chart.png", "chart.png", "/mnt/user-data/outputs/"],
    ["report.md", "report.md", ""],
    ["C:\\work\\notes.txt", "notes.txt", "C:\\work\\"],
    ["/mnt/user-data/outputs/site/", "site", "/mnt/user-data/outputs/"],
    ["/", "/", ""],
    ["", "", ""],
  ])("%s -> %s in %s", (path, name, folder) => {
    expect(splitFilePath(path)).toEqual({ name, folder });
  });

  it("loses nothing but trailing separators", () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const { name, folder } = splitFilePath(path);
        const trimmed = path.replace(/[/\\]+$/, "");
        expect(trimmed === "" ? name === path && folder === "" : folder + name === trimmed).toBe(true);
        if (trimmed !== "") expect(/[/\\]/.test(name)).toBe(false);
      }),
    );
  });
});
