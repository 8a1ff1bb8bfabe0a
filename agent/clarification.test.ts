import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLARIFICATION_OPTIONS, clarificationArgs } from "./model/clarify";
import { formatClarification } from "./clarification/tool";
import { fullTranscript, startHarness, streamRun, textContent, threadValues, type Harness } from "./testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.dispose();
});

describe("formatClarification", () => {
  it("puts the context first and numbers the options", () => {
    expect(formatClarification({ question: "Which one?", clarification_type: "approach_choice", context: "Two fit.", options: ["A", "B"] })).toBe(
      "Two fit.\n\nWhich one?\n\n1. A\n2. B",
    );
    expect(formatClarification({ question: "Which one?", clarification_type: "missing_info" })).toBe("Which one?");
  });
});

describe("clarificationArgs", () => {
  it("asks about the request without its trigger words", () => {
    const args = clarificationArgs("Please clarify how to cache our API");
    expect(args.question).toBe("What kind of answer about **how to cache our API** would help you most?");
    expect(args.options).toEqual(CLARIFICATION_OPTIONS);
  });
});

describe("asking for clarification", () => {
  it("ends the turn with the question, then answers the reply", async () => {
    const thread = (await h.client.threads.create()).thread_id;
    await streamRun(h.client, thread, "clarify how to cache our API");
    let { messages } = await threadValues(h.client, thread);
    const [asking, result] = messages.slice(-2);
    expect(asking!.type).toBe("ai");
    const call = asking!.tool_calls!.find((c) => c.name === "ask_clarification")!;
    expect(call.args).toEqual(clarificationArgs("clarify how to cache our API"));
    // The run stops at the question: its result is the last message, no answer follows.
    expect(result).toMatchObject({ type: "tool", tool_call_id: call.id, name: "ask_clarification" });
    expect(textContent(result!)).toBe(formatClarification(clarificationArgs("clarify how to cache our API")));
    expect((await h.client.threads.get(thread)).status).toBe("idle");

    await streamRun(h.client, thread, CLARIFICATION_OPTIONS[0]!);
    ({ messages } = await threadValues(h.client, thread));
    const answer = messages.at(-1)!;
    expect(answer.type).toBe("ai");
    expect(answer.tool_calls ?? []).toEqual([]);
    expect(textContent(answer)).toContain(CLARIFICATION_OPTIONS[0]);

    // The transcript keeps the question and its result too.
    const rows = await fullTranscript(h.server, thread);
    expect(rows.some((r) => r.content.type === "tool" && r.content.tool_call_id === call.id)).toBe(true);
  });
});
