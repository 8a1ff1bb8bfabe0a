import { describe, expect, it } from "vitest";
import { loadFixtures, CONTRACT_DIR } from "../../fixtures/load";
import { parseInterrupts } from "./parse";
import { stateInterrupts } from "./sources";

// The authored interrupt threads of fixtures/contract: what a stock server's state holds
// while a run waits, read as the page reads it.

const fixtures = loadFixtures([CONTRACT_DIR]).filter((f) => f.kind === "interrupt");

describe("interrupt fixtures", () => {
  it("are there: a plain question and a subagent's review", () => {
    expect(fixtures.map((f) => f.title).sort()).toEqual(["Flights to Lisbon", "Table for two on Friday"]);
  });

  it("each waits on exactly one interrupt, read from the state's tasks", () => {
    for (const fixture of fixtures) {
      const pending = parseInterrupts(stateInterrupts(fixture.state));
      expect(pending, fixture.file).toHaveLength(1);
      const [interrupt] = pending;
      if (fixture.title === "Table for two on Friday") {
        expect(interrupt?.request).toMatchObject({ kind: "value", text: expect.stringContaining("Which time should I book at Chez Marie?") });
        expect(interrupt?.taskId).toBeUndefined();
      } else {
        expect(interrupt?.request).toMatchObject({ kind: "review", dialect: "hitl_snake", actions: [{ name: "book_flight", allowed: ["approve", "reject"] }] });
        expect(interrupt?.taskId).toBe("call_flights_7d1e");
      }
    }
  });
});
