import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPACT_RUN } from "../core/context/compact";
import { readAssistantProfile } from "../core/assistant/profile";
import { customEvents, startHarness, STREAM_MODES, streamRun, textContent, threadValues, type Harness, type StreamEvent } from "./testing/harness";

// "Compact now" (a run with config.configurable.compact_now), the compaction demo prompt, and
// what the agent's assistant tells the workspace about itself. Default threshold (12).
delete process.env.DEMO_COMPACT_AFTER;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.dispose();
});

async function compactNow(thread: string): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of h.client.runs.stream(thread, "agent", { ...COMPACT_RUN, streamMode: [...STREAM_MODES] })) events.push({ event: event.event, data: event.data });
  expect(events.find((event) => event.event === "error")).toBeUndefined();
  return events;
}

const summarizations = (events: readonly StreamEvent[]) => customEvents(events).filter((e) => e.type === "summarization");

describe("Compact now", () => {
  it("condenses the whole window between turns, answers nothing, and is not inherited", async () => {
    const thread = (await h.client.threads.create()).thread_id;
    await streamRun(h.client, thread, "first question about apples");
    await streamRun(h.client, thread, "second question about pears");
    const before = await threadValues(h.client, thread);
    const events = summarizations(await compactNow(thread));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ replaced_count: 4 });
    expect(events[0]!.tokens_after).toBeLessThan(events[0]!.tokens_before as number);
    const after = await threadValues(h.client, thread);
    expect(after.messages.filter((m) => m.type === "ai")).toHaveLength(0);
    expect(after.messages.length).toBeLessThan(before.messages.length);
    expect(after.summary_text).toBeTruthy();
    // The next run answers its question: the request was the compaction run's own.
    const next = await streamRun(h.client, thread, "third question about plums");
    expect(summarizations(next)).toHaveLength(0);
    expect(textContent((await threadValues(h.client, thread)).messages.at(-1)!)).toContain("plums");
  });
});

describe("the compaction demo", () => {
  it("fills the window with notes and compacts mid-run before answering", async () => {
    const thread = (await h.client.threads.create()).thread_id;
    const events = await streamRun(h.client, thread, "Show me a compaction while you take notes on the history of printing");
    expect(summarizations(events)).toHaveLength(1);
    const last = (await threadValues(h.client, thread)).messages.at(-1)!;
    expect(last.type).toBe("ai");
    expect(textContent(last)).toContain("the history of printing");
  });
});

describe("the agent's assistant", () => {
  it("declares its context window, Compact now and starter prompts in its metadata", async () => {
    const assistant = await h.client.assistants.get("agent");
    const profile = readAssistantProfile(assistant);
    expect(profile.contextWindow).toBeGreaterThan(0);
    expect(profile.compaction).toBe("run");
    const prompts = profile.starterPrompts.map((p) => p.prompt).join("\n");
    for (const word of [/\bdelegate\b/i, /\bcompaction\b/i, /\bapprove\b/i]) expect(prompts).toMatch(word);
    expect(profile.starterPrompts.some((p) => p.files.length === 1)).toBe(true);
    const [found] = await h.client.assistants.search({ graphId: "agent", limit: 1 });
    expect(readAssistantProfile(found).starterPrompts).toEqual(profile.starterPrompts);
  });
});
