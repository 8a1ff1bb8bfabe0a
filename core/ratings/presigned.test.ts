import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lastAnswerId, parseStoreItems, parseStoredEntry, scoreBody, storedEntry, tokenUrl, wireEntry, type PresignedEntry } from "./presigned";

const TOKEN = "https://api.smith.langchain.com/feedback/tokens/0b4f3e9e-8a55-4c1b-9d2e-3f1a2b3c4d5e";
const ORIGINS = ["https://api.smith.langchain.com", "http://127.0.0.1:4000"];
const entry: PresignedEntry = { messageId: "m1", url: TOKEN, rating: 1, comment: "Clear." };

describe("tokenUrl", () => {
  it("takes a token URL of an allowed origin, with or without a path prefix", () => {
    expect(tokenUrl(TOKEN, ORIGINS)).toBe(TOKEN);
    expect(tokenUrl("http://127.0.0.1:4000/api/v1/feedback/tokens/0b4f3e9e-8a55-4c1b-9d2e-3f1a2b3c4d5e", ORIGINS)).not.toBeNull();
  });

  it("refuses other origins, other paths, credentials, queries, fragments and non-URLs", () => {
    for (const raw of [
      "https://evil.example/feedback/tokens/0b4f3e9e-8a55-4c1b-9d2e-3f1a2b3c4d5e",
      "https://api.smith.langchain.com.evil.example/feedback/tokens/0b4f3e9e-8a55-4c1b-9d2e-3f1a2b3c4d5e",
      "http://api.smith.langchain.com/feedback/tokens/0b4f3e9e-8a55-4c1b-9d2e-3f1a2b3c4d5e",
      "https://api.smith.langchain.com/runs/0b4f3e9e-8a55-4c1b-9d2e-3f1a2b3c4d5e",
      "https://api.smith.langchain.com/feedback/tokens/not-a-uuid",
      "https://api.smith.langchain.com/feedback/tokens/0b4f3e9e-8a55-4c1b-9d2e-3f1a2b3c4d5e/x",
      "https://api.smith.langchain.com/x/../feedback/tokens/0b4f3e9e-8a55-4c1b-9d2e-3f1a2b3c4d5e?y=1",
      `${TOKEN}?next=1`,
      `${TOKEN}#x`,
      "https://user:pw@api.smith.langchain.com/feedback/tokens/0b4f3e9e-8a55-4c1b-9d2e-3f1a2b3c4d5e",
      "javascript:alert(1)",
      "",
      7,
      null,
    ]) {
      expect(tokenUrl(raw, ORIGINS)).toBeNull();
    }
    expect(tokenUrl(TOKEN, [])).toBeNull();
  });

  it("never throws, and whatever it takes is of an allowed origin", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.anything()), (raw) => {
        const url = tokenUrl(raw, ORIGINS);
        return url === null || ORIGINS.includes(new URL(url).origin);
      }),
    );
  });
});

describe("stored entries", () => {
  it("round-trip through the store's value", () => {
    expect(parseStoredEntry(storedEntry(entry))).toEqual(entry);
    expect(parseStoredEntry({ message_id: "m1", url: TOKEN })).toEqual({ messageId: "m1", url: TOKEN, rating: null, comment: "" });
  });

  it("leave out malformed items", () => {
    const items = { items: [{ key: "run-1", value: storedEntry(entry) }, { key: "run 2", value: storedEntry(entry) }, { key: "run-3", value: { url: TOKEN } }, null, "x"] };
    expect([...parseStoreItems(items)]).toEqual([["run-1", entry]]);
    for (const raw of [null, [], {}, { items: {} }, "x"]) expect(parseStoreItems(raw).size).toBe(0);
  });

  it("never throw on anything", () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.record({ key: fc.string(), value: fc.anything() })), (raw, items) => {
        parseStoredEntry(raw);
        parseStoreItems(raw);
        parseStoreItems({ items });
      }),
    );
  });

  it("show the browser the answer and rating, never the URL", () => {
    expect(wireEntry("run-1", entry)).toEqual({ run_id: "run-1", message_id: "m1", feedback: { feedback_id: "run-1", rating: 1, comment: "Clear." } });
    expect(wireEntry("run-1", { ...entry, rating: null })).toEqual({ run_id: "run-1", message_id: "m1", feedback: null });
    expect(JSON.stringify(wireEntry("run-1", { ...entry, comment: "" }))).not.toContain("smith");
  });
});

describe("scoreBody", () => {
  it("scores good 1 and bad 0, with the comment when there is one", () => {
    expect(scoreBody({ rating: 1, comment: "" })).toEqual({ score: 1 });
    expect(scoreBody({ rating: -1, comment: "Vague." })).toEqual({ score: 0, comment: "Vague." });
  });
});

describe("lastAnswerId", () => {
  const state = (messages: unknown[]) => ({ values: { messages } });
  it("is the last message when it is an answer", () => {
    expect(lastAnswerId(state([{ type: "human", id: "h" }, { type: "ai", id: "a", content: "hi" }]))).toBe("a");
    expect(lastAnswerId(state([{ type: "ai", id: "a", tool_calls: [] }]))).toBe("a");
  });

  it("is null when the run stopped at a tool call, or left no answer last", () => {
    expect(lastAnswerId(state([{ type: "ai", id: "a", tool_calls: [{ id: "c", name: "t", args: {} }] }]))).toBeNull();
    expect(lastAnswerId(state([{ type: "ai", id: "a" }, { type: "tool", id: "t" }]))).toBeNull();
    expect(lastAnswerId(state([{ type: "ai", id: "a" }, { type: "human", id: "h" }]))).toBeNull();
    expect(lastAnswerId(state([{ type: "ai" }]))).toBeNull();
    expect(lastAnswerId(state([]))).toBeNull();
  });

  it("never throws", () => {
    fc.assert(fc.property(fc.anything(), (raw) => void lastAnswerId(raw)));
    fc.assert(fc.property(fc.array(fc.anything()), (messages) => void lastAnswerId(state(messages))));
  });
});
