import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDeletionStore } from "./deletion-store";

describe("deletion store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (commit: (id: string) => Promise<void> = () => Promise.resolve()) => {
    const committed: string[] = [];
    const failed: string[] = [];
    const store = createDeletionStore({
      delayMs: 5_000,
      commit: (id) => {
        committed.push(id);
        return commit(id);
      },
      onFailed: (id) => failed.push(id),
    });
    return { store, committed, failed };
  };

  it("hides a chat at once and deletes it when the undo window ends", async () => {
    const { store, committed } = setup();
    store.getState().remove("a");
    expect([...store.getState().pending]).toEqual(["a"]);
    vi.advanceTimersByTime(4_999);
    expect(committed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(committed).toEqual(["a"]);
    await vi.runAllTimersAsync();
    expect(store.getState().pending.size).toBe(0);
  });

  it("undo within the window brings it back and never deletes it; after it, undo is too late", () => {
    const { store, committed } = setup();
    store.getState().remove("a");
    expect(store.getState().undo("a")).toBe(true);
    expect(store.getState().pending.size).toBe(0);
    vi.runAllTimers();
    expect(committed).toEqual([]);
    store.getState().remove("b");
    vi.runAllTimers();
    expect(store.getState().undo("b")).toBe(false);
  });

  it("flush deletes what is pending now; a failed delete shows the chat again and says so", async () => {
    const { store, committed, failed } = setup((id) => (id === "bad" ? Promise.reject(new Error("no")) : Promise.resolve()));
    store.getState().remove("ok");
    store.getState().remove("bad");
    store.getState().remove("bad");
    store.getState().flush();
    expect(committed).toEqual(["ok", "bad"]);
    await vi.runAllTimersAsync();
    expect(failed).toEqual(["bad"]);
    expect(store.getState().pending.size).toBe(0);
    vi.runAllTimers();
    expect(committed).toEqual(["ok", "bad"]);
  });
});
