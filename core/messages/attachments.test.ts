import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attachmentBlock, humanContent, type OutgoingAttachment } from "../attachments/blocks";
import { readAttachmentBlock } from "./attachments";
import { parseMessage } from "./parse";

// "hello\n" in base64: 6 bytes.
const HELLO = "aGVsbG8K";

describe("readAttachmentBlock", () => {
  it("reads the blocks Threadline sends: images and PDFs as base64 data blocks, text files as text-plain", () => {
    expect(readAttachmentBlock({ type: "image", source_type: "base64", mime_type: "image/png", mimeType: "image/png", data: HELLO, metadata: { filename: "cat.png", size: 6 } })).toEqual({
      kind: "image",
      image: { url: `data:image/png;base64,${HELLO}`, name: "cat.png", mimeType: "image/png", size: 6 },
    });
    expect(readAttachmentBlock({ type: "file", source_type: "base64", mime_type: "application/pdf", data: HELLO, metadata: { filename: "report.pdf" } })).toEqual({
      kind: "file",
      file: { name: "report.pdf", mimeType: "application/pdf", size: 6 },
    });
    expect(readAttachmentBlock({ type: "text-plain", mimeType: "text/csv", text: "a,b\n1,2", metadata: { filename: "t.csv" } })).toEqual({
      kind: "file",
      file: { name: "t.csv", mimeType: "text/csv", size: 7 },
      text: "a,b\n1,2",
    });
  });

  it("reads the v1 standard, OpenAI and Anthropic forms of the same files", () => {
    expect(readAttachmentBlock({ type: "image", mimeType: "image/webp", data: HELLO, metadata: { name: "w.webp" } })).toMatchObject({ image: { name: "w.webp", mimeType: "image/webp", size: 6 } });
    expect(readAttachmentBlock({ type: "file", mimeType: "application/pdf", url: `data:application/pdf;base64,${HELLO}`, metadata: { title: "a.pdf" } })).toEqual({
      kind: "file",
      file: { name: "a.pdf", mimeType: "application/pdf", size: 6 },
    });
    expect(readAttachmentBlock({ type: "file", file: { filename: "o.pdf", file_data: `data:application/pdf;base64,${HELLO}` } })).toEqual({
      kind: "file",
      file: { name: "o.pdf", mimeType: "application/pdf", size: 6 },
    });
    expect(readAttachmentBlock({ type: "file", source_type: "text", text: "héllo", metadata: { filename: "n.txt" } })).toEqual({
      kind: "file",
      file: { name: "n.txt", mimeType: "text/plain", size: 6 },
      text: "héllo",
    });
    expect(readAttachmentBlock({ type: "document", title: "d.pdf", source: { type: "base64", media_type: "application/pdf", data: HELLO } })).toEqual({
      kind: "file",
      file: { name: "d.pdf", mimeType: "application/pdf", size: 6 },
    });
    // An image sent as a file block is still an image.
    expect(readAttachmentBlock({ type: "file", mime_type: "image/gif", data: HELLO })).toMatchObject({ kind: "image", image: { mimeType: "image/gif" } });
  });

  it("leaves out names and sizes it cannot know (the UI names such a file in its language)", () => {
    expect(readAttachmentBlock({ type: "file", fileId: "file-123" })).toEqual({ kind: "file", file: { mimeType: "application/octet-stream" } });
    expect(readAttachmentBlock({ type: "file", data: HELLO, metadata: { filename: "  ", size: -4 } })).toEqual({
      kind: "file",
      file: { mimeType: "application/octet-stream", size: 6 },
    });
  });

  it("refuses images that could run or leak, and blocks that are not attachments", () => {
    expect(readAttachmentBlock({ type: "image", data: HELLO, mime_type: "text/html" })).toBeUndefined();
    expect(readAttachmentBlock({ type: "image", url: "javascript:alert(1)" })).toBeUndefined();
    expect(readAttachmentBlock({ type: "text", text: "hi" })).toBeUndefined();
    expect(readAttachmentBlock("file")).toBeUndefined();
    expect(readAttachmentBlock(null)).toBeUndefined();
  });

  it("never throws, whatever a block holds", () => {
    const types = fc.constantFrom("image", "image_url", "file", "text-plain", "document", "text", "other");
    const block = fc.record({ type: types }, { requiredKeys: [] }).chain((base) =>
      fc.dictionary(fc.constantFrom("data", "url", "mime_type", "mimeType", "metadata", "source", "file", "text", "source_type", "image_url", "title"), fc.anything()).map((rest) => ({ ...rest, ...base })),
    );
    fc.assert(
      fc.property(fc.oneof(block, fc.anything()), (value) => {
        const read = readAttachmentBlock(value);
        if (read?.kind === "file") expect(read.file.name === undefined || read.file.name.trim() !== "").toBe(true);
        if (read?.kind === "image") expect(read.image.url).toMatch(/^(https?:|data:image\/)/i);
      }),
    );
  });
});

describe("a human message with attachments", () => {
  const outgoing = fc.oneof(
    fc.record({ kind: fc.constant("image" as const), name: fc.string({ minLength: 1 }), mimeType: fc.constantFrom("image/png", "image/gif"), size: fc.nat(), data: fc.base64String() }),
    fc.record({ kind: fc.constant("pdf" as const), name: fc.string({ minLength: 1 }), mimeType: fc.constant("application/pdf"), size: fc.nat(), data: fc.base64String() }),
    fc.record({ kind: fc.constant("text" as const), name: fc.string({ minLength: 1 }), mimeType: fc.constantFrom("text/plain", "application/json"), size: fc.nat(), text: fc.string() }),
  );

  it("reads back every file it was sent with: name, type and size, in order", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(outgoing, { maxLength: 5 }), (text, files: OutgoingAttachment[]) => {
        const parsed = parseMessage({ type: "human", id: "h", content: humanContent(text, files) });
        if (parsed.type !== "human") throw new Error(`parsed as ${parsed.type}`);
        expect(parsed.text).toBe(text);
        const expected = files.map((file) => ({ name: file.name.trim() || undefined, mimeType: file.mimeType, size: file.size }));
        const read = [...parsed.images, ...parsed.files].map((file) => ({ name: file.name, mimeType: file.mimeType, size: file.size }));
        const images = expected.filter((file) => file.mimeType.startsWith("image/"));
        const others = expected.filter((file) => !file.mimeType.startsWith("image/"));
        expect(read).toEqual([...images, ...others]);
      }),
    );
  });

  it("is plain text without files", () => {
    expect(humanContent("hi", [])).toBe("hi");
    expect(attachmentBlock({ kind: "text", name: "a.md", mimeType: "text/markdown", size: 2, text: "# " })).toEqual({
      type: "text-plain",
      mimeType: "text/markdown",
      text: "# ",
      title: "a.md",
      metadata: { filename: "a.md", size: 2 },
    });
  });
});
