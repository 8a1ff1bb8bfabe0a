import { readMessage, readMessages } from "../messages/read";
import { describe, expect, it, vi } from "vitest";
import { threadInput } from "./test-input";
import { createThreadStore } from "./store";
import type { ThreadInput } from "./types";

const input: ThreadInput = threadInput({ stored: readMessages([{ type: "human", id: "h1", content: "hi" }]) });

describe("createThreadStore", () => {
  it("derives the view of its input, and of each new input", () => {
    const store = createThreadStore(input);
    expect(store.getState().view.items.map((i) => i.id)).toEqual(["human:h1"]);
    store.setInput({ ...input, stored: [...input.stored, readMessage({ type: "ai", id: "a1", content: "hello" })] });
    expect(store.getState().view.items.map((i) => i.id)).toEqual(["human:h1", "assistant:a1"]);
  });

  it("notifies only when the input changed", () => {
    const store = createThreadStore(input);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setInput({ ...input });
    expect(listener).not.toHaveBeenCalled();
    store.setInput({ ...input, showHidden: true });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
