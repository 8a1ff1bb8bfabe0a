import { describe, expect, it } from "vitest";
import { asThreadId } from "../ids";
import { searchTitles } from "./titles";

const chat = (id: string, title: string | null) => ({ id: asThreadId(id), title, updatedAt: "2026-01-01T00:00:00Z", status: null });

describe("searchTitles", () => {
  const chats = [chat("a", "Quince jam recipe"), chat("b", null), chat("c", "a.*b and 100%"), chat("d", "榅桲果酱")];

  it("finds names literally, without case, in list order", () => {
    expect(searchTitles(chats, "QUINCE", 10).map((r) => r.threadId)).toEqual(["a"]);
    expect(searchTitles(chats, "a.*b", 10).map((r) => r.threadId)).toEqual(["c"]);
    expect(searchTitles(chats, "a.b", 10)).toEqual([]);
    expect(searchTitles(chats, "%", 10).map((r) => r.threadId)).toEqual(["c"]);
    expect(searchTitles(chats, "果酱", 10)[0]).toMatchObject({ threadId: "d", messageId: null, match: { start: 2, length: 2 } });
  });

  it("stops at the limit", () => {
    expect(searchTitles([chat("a", "x1"), chat("b", "x2")], "x", 1)).toHaveLength(1);
  });
});
