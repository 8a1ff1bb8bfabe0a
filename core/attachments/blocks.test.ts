import fc from "fast-check";
import { readMessages } from "../messages/read";
import { describe, expect, it } from "vitest";
import { readAttachmentBlock } from "../messages/attachments";
import { attachmentBlock, fileBlocksOf, fileBlocksOfMessage, humanContent, type OutgoingAttachment } from "./blocks";

const png: OutgoingAttachment = { kind: "image", name: "dot.png", mimeType: "image/png", size: 68, data: "iVBORw0KGgo=" };
const notes: OutgoingAttachment = { kind: "text", name: "notes.txt", mimeType: "text/plain", size: 5, text: "hello" };

describe("humanContent", () => {
  it("is the plain text without files", () => {
    expect(humanContent("hi", [])).toBe("hi");
  });

  it("is a text block then one block per file, without an empty text block", () => {
    expect(humanContent("look", [png, notes])).toEqual([{ type: "text", text: "look" }, attachmentBlock(png), attachmentBlock(notes)]);
    expect(humanContent("", [png])).toEqual([attachmentBlock(png)]);
  });

  it("sends the kept blocks of an edited message after its new text", () => {
    const kept = [attachmentBlock(png)];
    expect(humanContent("new words", [], kept)).toEqual([{ type: "text", text: "new words" }, attachmentBlock(png)]);
    expect(humanContent("new", [notes], kept)).toEqual([{ type: "text", text: "new" }, attachmentBlock(png), attachmentBlock(notes)]);
  });
});

describe("attachmentBlock", () => {
  it("sends images and PDFs as base64 data blocks named in metadata, text files as text-plain", () => {
    expect(attachmentBlock(png)).toMatchObject({ type: "image", source_type: "base64", mime_type: "image/png", data: png.kind === "image" ? png.data : "", metadata: { filename: "dot.png", size: 68 } });
    expect(attachmentBlock({ ...png, kind: "pdf", name: "a.pdf", mimeType: "application/pdf" })).toMatchObject({ type: "file", mime_type: "application/pdf" });
    expect(attachmentBlock(notes)).toEqual({ type: "text-plain", mimeType: "text/plain", text: "hello", title: "notes.txt", metadata: { filename: "notes.txt", size: 5 } });
  });
});

describe("fileBlocksOf", () => {
  it("keeps the file blocks of a message and leaves its text behind", () => {
    const content = humanContent("old words", [png, notes]);
    expect(fileBlocksOf(content)).toEqual([attachmentBlock(png), attachmentBlock(notes)]);
    expect(fileBlocksOf([{ type: "image_url", image_url: { url: "https://example.com/a.png" } }, { type: "text", text: "x" }])).toEqual([
      { type: "image_url", image_url: { url: "https://example.com/a.png" } },
    ]);
  });

  it("has nothing for plain text, and leaves other and malformed entries behind", () => {
    expect(fileBlocksOf("just text")).toEqual([]);
    expect(fileBlocksOf([null, 3, "image", ["image"], { type: "tool_use" }, { kind: "image" }])).toEqual([]);
  });

  it("never throws, and keeps only blocks the message view reads as attachments", () => {
    fc.assert(
      fc.property(fc.anything(), (content) => {
        for (const block of fileBlocksOf(content)) expect(readAttachmentBlock(block)).toBeDefined();
      }),
    );
  });
});

describe("fileBlocksOfMessage", () => {
  it("reads the files of the message with that id, and nothing for an unknown id", () => {
    const messages = readMessages([null, { type: "human", id: "a", content: "plain" }, { type: "human", id: "b", content: humanContent("q", [png]) }, { type: "ai", id: "c", content: humanContent("q", [png]) }]);
    expect(fileBlocksOfMessage(messages, "b")).toEqual([attachmentBlock(png)]);
    expect(fileBlocksOfMessage(messages, "a")).toEqual([]);
    expect(fileBlocksOfMessage(messages, "zzz")).toEqual([]);
    // Only a human message is sent again with its files.
    expect(fileBlocksOfMessage(messages, "c")).toEqual([]);
  });

  it("sends an edited message with the same images and files: read back, they show the same", () => {
    const url = { type: "image_url", image_url: { url: "https://example.com/a.png" }, alt: "chart" };
    const pdf: OutgoingAttachment = { kind: "pdf", name: "paper.pdf", mimeType: "application/pdf", size: 8, data: "JVBERi0=" };
    const content = [{ type: "text", text: "q" }, attachmentBlock(png), url, attachmentBlock(notes), attachmentBlock(pdf)];
    const [original] = readMessages([{ type: "human", id: "h", content }]);
    const again = fileBlocksOfMessage([original!], "h");
    const [edited] = readMessages([{ type: "human", id: "h", content: humanContent("changed", [], again) }]);
    expect(edited).toMatchObject({ type: "human", text: "changed" });
    if (original?.type !== "human" || edited?.type !== "human") throw new Error("not human messages");
    expect(edited.images).toEqual(original.images);
    expect(edited.files).toEqual(original.files);
    // A PDF and a text file go as they were sent; an image is sent from what the message shows.
    expect(again.slice(2)).toEqual([attachmentBlock(notes), attachmentBlock(pdf)]);
    expect(again[0]).toEqual(attachmentBlock(png));
  });
});
