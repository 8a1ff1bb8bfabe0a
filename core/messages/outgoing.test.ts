import { describe, expect, it } from "vitest";
import { attachmentBlock, type OutgoingAttachment } from "../attachments/blocks";
import { outgoingMessage } from "./outgoing";

const png: OutgoingAttachment = { kind: "image", name: "dot.png", mimeType: "image/png", size: 68, data: "iVBORw0KGgo=" };
const notes: OutgoingAttachment = { kind: "text", name: "notes.txt", mimeType: "text/plain", size: 5, text: "hello" };

describe("outgoingMessage", () => {
  it("sends plain text as a string and shows it without attachments", () => {
    expect(outgoingMessage("hi", [], [], "m1")).toEqual({ message: { type: "human", id: "m1", content: "hi" }, shown: { id: "m1", text: "hi" } });
  });

  it("shows the files read back from the blocks it sends", () => {
    const { message, shown } = outgoingMessage("look", [png, notes], [], "m2");
    expect(message.content).toEqual([{ type: "text", text: "look" }, attachmentBlock(png), attachmentBlock(notes)]);
    expect(shown.id).toBe("m2");
    expect(shown.text).toBe("look");
    expect(shown.images).toHaveLength(1);
    expect(shown.images?.[0]?.url).toMatch(/^data:image\/png;base64,/);
    expect(shown.files?.map((f) => f.name)).toEqual(["notes.txt"]);
  });

  it("shows the kept blocks of an edited message", () => {
    const { shown } = outgoingMessage("new words", [], [attachmentBlock(png)], "m3");
    expect(shown.images).toHaveLength(1);
    expect(shown.files).toEqual([]);
  });

  it("gives each message a fresh id by default", () => {
    expect(outgoingMessage("a").message.id).not.toBe(outgoingMessage("a").message.id);
  });
});
