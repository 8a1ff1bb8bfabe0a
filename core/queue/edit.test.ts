import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editedInput } from "./edit";
import { QUEUED_KEY, readQueuedRuns } from "./runs";

const file = { type: "file", mime_type: "text/plain", data: "aGk=", metadata: { filename: "notes.txt" } };

describe("editedInput", () => {
  it("replaces a plain message's text under a new id", () => {
    expect(editedInput({ messages: [{ type: "human", id: "m1", content: "old" }] }, "new", "m2")).toEqual({
      messages: [{ type: "human", id: "m2", content: "new" }],
    });
  });

  it("keeps the files of a message with blocks, the new text first", () => {
    const input = { messages: [{ type: "human", id: "m1", content: [{ type: "text", text: "old" }, file] }] };
    expect(editedInput(input, "new", "m2").messages).toEqual([{ type: "human", id: "m2", content: [{ type: "text", text: "new" }, file] }]);
    expect(editedInput(input, "", "m2").messages).toEqual([{ type: "human", id: "m2", content: [file] }]);
  });

  it("reads back as the queued message it edits, whatever the text", () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s.length > 0), (text) => {
      const input = editedInput({ messages: [{ type: "human", id: "m1", content: [{ type: "text", text: "old" }, file] }] }, text);
      const [queued] = readQueuedRuns([{ run_id: "r", status: "pending", created_at: "t", metadata: { [QUEUED_KEY]: true }, kwargs: { input } }]);
      expect(queued?.text).toBe(text);
      expect(queued?.files.map((f) => f.name)).toEqual(["notes.txt"]);
    }));
  });
});
