import type { Command } from "@langchain/langgraph-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_TOOL, formatSentEmail } from "./email/tool";
import { DEFAULT_RECIPIENT, emailArgs } from "./model/email";
import { GRAPH_ID } from "./server";
import { fullTranscript, startHarness, streamRun, STREAM_MODES, textContent, threadValues, type Harness, type WireMessage } from "./testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.dispose();
});

describe("emailArgs", () => {
  it("writes to the address in the request, about what is left of it", () => {
    expect(emailArgs("approve an email to bob@example.com about the launch")).toMatchObject({ to: "bob@example.com", subject: "About the launch" });
    expect(emailArgs("Approve a note on pricing").to).toBe(DEFAULT_RECIPIENT);
  });
});

/** Asks for an email and returns the pending call once the run paused on its interrupt. */
async function requestEmail(thread: string) {
  await streamRun(h.client, thread, "approve an email to bob@example.com about the launch");
  expect((await h.client.threads.get(thread)).status).toBe("interrupted");
  const state = await h.client.threads.getState(thread);
  const interrupts = state.tasks.flatMap((task) => task.interrupts);
  expect(interrupts).toHaveLength(1);
  return { value: interrupts[0]!.value as { actionRequests: { name: string; args: Record<string, string> }[]; reviewConfigs: unknown[] } };
}

async function resume(thread: string, decisions: unknown[]): Promise<WireMessage[]> {
  const stream = h.client.runs.stream(thread, GRAPH_ID, { command: { resume: { decisions } } as Command, streamMode: [...STREAM_MODES] });
  for await (const event of stream) if (event.event === "error") throw new Error(JSON.stringify(event.data));
  expect((await h.client.threads.get(thread)).status).toBe("idle");
  return (await threadValues(h.client, thread)).messages;
}

const resultOf = (messages: WireMessage[]) => messages.find((m) => m.type === "tool" && m.name === EMAIL_TOOL)!;

describe("an email waits for approval", () => {
  it("pauses on LangChain's HITL request, recorded in the transcript before it waits", async () => {
    const thread = (await h.client.threads.create()).thread_id;
    const { value } = await requestEmail(thread);
    expect(value.actionRequests).toEqual([{ name: EMAIL_TOOL, args: emailArgs("approve an email to bob@example.com about the launch"), description: expect.any(String) }]);
    expect(value.reviewConfigs).toEqual([{ actionName: EMAIL_TOOL, allowedDecisions: ["approve", "edit", "reject"] }]);
    const rows = await fullTranscript(h.server, thread);
    expect(rows.some((r) => r.content.type === "ai" && r.content.tool_calls?.some((c) => c.name === EMAIL_TOOL))).toBe(true);
  });

  it("approved, sends with the arguments asked for", async () => {
    const thread = (await h.client.threads.create()).thread_id;
    const { value } = await requestEmail(thread);
    const messages = await resume(thread, [{ type: "approve" }]);
    expect(textContent(resultOf(messages))).toBe(formatSentEmail(value.actionRequests[0]!.args as never));
    expect(textContent(messages.at(-1)!)).toContain("went out");
  });

  it("edited, sends with the edited arguments", async () => {
    const thread = (await h.client.threads.create()).thread_id;
    const { value } = await requestEmail(thread);
    const args = { ...value.actionRequests[0]!.args, to: "carol@example.com" };
    const messages = await resume(thread, [{ type: "edit", editedAction: { name: EMAIL_TOOL, args } }]);
    expect(textContent(resultOf(messages))).toContain("To: carol@example.com");
  });

  it("rejected, sends nothing and quotes the reason", async () => {
    const thread = (await h.client.threads.create()).thread_id;
    await requestEmail(thread);
    const messages = await resume(thread, [{ type: "reject", message: "Wrong recipient" }]);
    expect(resultOf(messages)).toMatchObject({ status: "error", content: "Wrong recipient" });
    expect(textContent(messages.at(-1)!)).toBe('I did not send the email. You rejected it: "Wrong recipient"');
  });
});
