import { AIMessage, HumanMessage } from "@langchain/core/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readUiMessages } from "../core/ui-messages";
import { customEvents, startHarness, streamRun, threadValues, type Harness } from "./testing/harness";
import { followupCard } from "./ui/followup";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.dispose();
});

describe("followupCard", () => {
  it("suggests a follow-up on the topic, attached to the answer", () => {
    const messages = [new HumanMessage("Suggest a follow-up question about tide pools"), new AIMessage({ id: "a1", content: "Here" })];
    expect(followupCard(messages)).toEqual({ messageId: "a1", props: { title: "Suggested follow-up", followup: "Tell me more about tide pools" } });
    expect(followupCard([new HumanMessage("建议一个后续问题，关于潮池"), new AIMessage({ id: "a1", content: "Here" })])?.props.followup).toBe("Tell me more about 潮池");
  });

  it("attaches nothing to other requests, or to a tool call", () => {
    expect(followupCard([new HumanMessage("Tell me about tide pools"), new AIMessage({ id: "a1", content: "Here" })])).toBeUndefined();
    // Mentioning a follow-up is not asking for the card.
    expect(followupCard([new HumanMessage("follow-up number 2 about eviction"), new AIMessage({ id: "a1", content: "Here" })])).toBeUndefined();
    expect(followupCard([new HumanMessage("后续问题：潮池"), new AIMessage({ id: "a1", content: "Here" })])).toBeUndefined();
    const calling = new AIMessage({ id: "a1", content: "", tool_calls: [{ id: "c", name: "note", args: {} }] });
    expect(followupCard([new HumanMessage("Suggest a follow-up"), calling])).toBeUndefined();
  });
});

describe("the follow-up card", () => {
  it("streams as a custom event and stays in the state's ui channel, once, across turns", async () => {
    const thread = (await h.client.threads.create()).thread_id;
    const events = await streamRun(h.client, thread, "Suggest a follow-up question about tide pools");
    const pushed = customEvents(events).filter((event) => event.type === "ui");
    expect(pushed).toHaveLength(1);
    let values = await threadValues(h.client, thread);
    const answer = values.messages.at(-1)!;
    expect(readUiMessages(values)).toEqual([
      { id: pushed[0]!.id, name: "followup_card", props: { title: "Suggested follow-up", followup: "Tell me more about tide pools" }, messageId: answer.id },
    ]);
    // The saved state comes back as input each turn: the card is not repeated.
    await streamRun(h.client, thread, "Tell me more about tide pools");
    values = await threadValues(h.client, thread);
    expect(readUiMessages(values)).toHaveLength(1);
  });
});
