import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recordedThread } from "../../fixtures/load";
import { compactionsInHistory, reachesBeforeCompactions } from "./summarization-history";

const main = recordedThread("main-final");

describe("compactionsInHistory (fixtures/deepagents/main-final)", () => {
  it("finds every compaction the checkpoints hold, each once, oldest first", () => {
    const found = compactionsInHistory(main.history!);
    expect(found.map((c) => [c.cutoffIndex, c.archivePath])).toEqual([
      [7, "/conversation_history/session_d1886f9a.md"],
      [13, "/conversation_history/session_d1886f9a.md"],
    ]);
    expect(found[0]!.summary).not.toBe(found[1]!.summary);
  });

  it("knows a page reaching back before the first compaction", () => {
    const history = main.history!;
    // Newest first: the first 21 checkpoints all hold a compaction, the 22nd (step 28) none.
    expect(reachesBeforeCompactions(history.slice(0, 21))).toBe(false);
    expect(reachesBeforeCompactions(history.slice(0, 22))).toBe(true);
    // The newest three (steps 49 to 47) hold only the newest compaction.
    expect(compactionsInHistory(history.slice(0, 3)).map((c) => c.cutoffIndex)).toEqual([13]);
  });

  it("never throws on garbage (property)", () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        expect(Array.isArray(compactionsInHistory(junk as never))).toBe(true);
        expect(typeof reachesBeforeCompactions(junk as never)).toBe("boolean");
      }),
    );
  });
});
