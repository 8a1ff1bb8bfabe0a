import { HumanMessage } from "@langchain/core/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { humanContent, type OutgoingAttachment } from "../core/attachments/blocks";
import { attachmentsOf, attachmentsReply } from "./model/attachments";
import { GRAPH_ID } from "./server";
import { fullTranscript, startHarness, textContent, threadValues, type Harness } from "./testing/harness";

// "hello\n" and "%PDF-" in base64.
const PNG: OutgoingAttachment = { kind: "image", name: "cat.png", mimeType: "image/png", size: 6, data: "aGVsbG8K" };
const PDF: OutgoingAttachment = { kind: "pdf", name: "report.pdf", mimeType: "application/pdf", size: 5, data: "JVBERi0=" };
const TXT: OutgoingAttachment = { kind: "text", name: "notes.txt", mimeType: "text/plain", size: 31, text: "Quarterly *numbers*\nsecond line" };

describe("attachmentsReply", () => {
  it("names each file and its type, and quotes a text file's first line as typed", () => {
    const files = attachmentsOf(new HumanMessage({ content: humanContent("", [PNG, PDF, TXT]) as HumanMessage["content"] }));
    expect(attachmentsReply(files, "")).toBe(
      [
        "You attached 3 files:",
        "",
        "- `cat.png`: a PNG image (6 B)",
        "- `report.pdf`: a PDF document (5 B)",
        "- `notes.txt`: a plain text file (31 B). Its first line reads: “Quarterly \\*numbers\\*”",
        "",
        "This demo model reads names, types and first lines only; a real model would read the files.",
      ].join("\n"),
    );
  });

  it("mentions the message's topic, and a blank first line", () => {
    const blank: OutgoingAttachment = { ...TXT, name: "b.md", mimeType: "text/markdown", text: "\n# Title" };
    const reply = attachmentsReply(attachmentsOf(new HumanMessage({ content: humanContent("Summarize the quarter", [blank]) as HumanMessage["content"] })), "Summarize the quarter");
    expect(reply).toContain("You attached one file to your message about **Summarize the quarter**:");
    expect(reply).toContain("- `b.md`: a Markdown file (31 B). Its first line is blank.");
  });
});

describe("a message with attachments on the embedded server", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.dispose();
  });

  it("is answered about its files, and the state and the transcript keep the blocks as sent", async () => {
    const thread = (await h.client.threads.create()).thread_id;
    const content = humanContent("", [PNG, PDF, TXT]);
    await h.client.runs.wait(thread, GRAPH_ID, { input: { messages: [{ type: "human", id: "with-files", content }] } });

    const { messages, title } = await threadValues(h.client, thread);
    const sent = messages.find((m) => m.id === "with-files");
    expect(sent?.content).toEqual(content);
    expect(textContent(messages.at(-1)!)).toContain("- `report.pdf`: a PDF document (5 B)");
    // A message of files alone names the chat after them.
    expect(title).toBe("cat.png, report.pdf, notes.txt");

    const rows = await fullTranscript(h.server, thread);
    expect(rows.find((row) => row.content.id === "with-files")?.content.content).toEqual(content);
  });
});
