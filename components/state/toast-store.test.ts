import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore } from "./toast-store";

describe("toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a notice until its time is up or it is dismissed", () => {
    const store = createToastStore();
    const a = store.getState().show({ text: "Exported" }, 1_000);
    const b = store.getState().show({ text: "Renamed", tone: "error" });
    expect(store.getState().toasts.map((t) => [t.text, t.tone])).toEqual([["Exported", "info"], ["Renamed", "error"]]);
    vi.advanceTimersByTime(1_000);
    expect(store.getState().toasts.map((t) => t.id)).toEqual([b]);
    store.getState().dismiss(b);
    store.getState().dismiss(a);
    expect(store.getState().toasts).toEqual([]);
  });

  it("keeps the three newest", () => {
    const store = createToastStore();
    for (const text of ["1", "2", "3", "4"]) store.getState().show({ text });
    expect(store.getState().toasts.map((t) => t.text)).toEqual(["2", "3", "4"]);
    vi.runAllTimers();
    expect(store.getState().toasts).toEqual([]);
  });
});
