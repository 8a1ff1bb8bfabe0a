// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createUiStore, NEW_CHAT_DRAFT } from "./ui-store";

beforeEach(() => localStorage.clear());

describe("ui store", () => {
  it("keeps drafts per thread and forgets empty ones", () => {
    const store = createUiStore();
    store.getState().setDraft(NEW_CHAT_DRAFT, "hello");
    store.getState().setDraft("t1", "other");
    expect(store.getState().drafts).toEqual({ [NEW_CHAT_DRAFT]: "hello", t1: "other" });
    store.getState().setDraft("t1", "");
    expect(store.getState().drafts).toEqual({ [NEW_CHAT_DRAFT]: "hello" });
  });

  it("clears a sent draft only if it was not edited since", () => {
    const store = createUiStore();
    store.getState().setDraft("t1", "sent text ");
    store.getState().clearSentDraft("t1", "sent text");
    expect(store.getState().drafts.t1).toBeUndefined();
    store.getState().setDraft("t1", "typed while sending");
    store.getState().clearSentDraft("t1", "sent text");
    expect(store.getState().drafts.t1).toBe("typed while sending");
  });

  it("persists drafts and the hidden-context switch, not the pending hand-off", async () => {
    const store = createUiStore();
    await store.persist.rehydrate();
    store.getState().setDraft("t1", "unsent words");
    store.getState().setShowHidden(true);
    store.getState().setPendingFirstMessage({ threadId: "t1", text: "first" });
    const revived = createUiStore();
    await revived.persist.rehydrate();
    expect(revived.getState().drafts.t1).toBe("unsent words");
    expect(revived.getState().showHidden).toBe(true);
    expect(revived.getState().pendingFirstMessage).toBeNull();
  });

  it("does not overwrite the saved state with a change made before it was read back", async () => {
    const earlier = createUiStore();
    await earlier.persist.rehydrate();
    earlier.getState().setDraft("t1", "kept words");
    const store = createUiStore();
    // A component's effect may change the store before the provider's rehydration runs.
    store.getState().setPendingFirstMessage(null);
    store.getState().setShowHidden(false);
    await store.persist.rehydrate();
    expect(store.getState().drafts.t1).toBe("kept words");
    // Once read back, changes are saved again.
    store.getState().setDraft("t2", "later");
    const revived = createUiStore();
    await revived.persist.rehydrate();
    expect(revived.getState().drafts).toEqual({ t1: "kept words", t2: "later" });
  });

  it("hands the first message to its own thread only, once", () => {
    const store = createUiStore();
    store.getState().setPendingFirstMessage({ threadId: "t1", text: "first" });
    expect(store.getState().takePendingFirstMessage("t2")).toBeNull();
    expect(store.getState().takePendingFirstMessage("t1")).toEqual({ text: "first", files: [] });
    expect(store.getState().takePendingFirstMessage("t1")).toBeNull();
  });

  it("hands a chat-list export to its own thread only, once", () => {
    const store = createUiStore();
    store.getState().requestExport("t1");
    expect(store.getState().takePendingExport("t2")).toBe(false);
    expect(store.getState().takePendingExport("t1")).toBe(true);
    expect(store.getState().takePendingExport("t1")).toBe(false);
  });

  it("hands the first message's files over with it", () => {
    const store = createUiStore();
    const file = { id: "f1", kind: "text" as const, name: "a.txt", mimeType: "text/plain", size: 1, text: "a" };
    store.getState().setPendingFirstMessage({ threadId: "t1", text: "", files: [file] });
    expect(store.getState().takePendingFirstMessage("t1")).toEqual({ text: "", files: [file] });
  });
});

// The page's storage is chosen once per page (browser-storage.ts): each test here loads the
// store anew, as a new page would.
describe("ui store where localStorage is unusable", () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, "localStorage")!;
  const freshStore = async () => (await import("./ui-store")).createUiStore;
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    Object.defineProperty(globalThis, "localStorage", original);
    vi.restoreAllMocks();
  });

  it("keeps drafts and hands the first message over in memory where the page is denied localStorage", async () => {
    // As in a frame on another site in a browser that blocks third-party storage.
    Object.defineProperty(globalThis, "localStorage", {
      configurable: true,
      get: () => {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", "SecurityError");
      },
    });
    const create = await freshStore();
    const store = create();
    await store.persist.rehydrate();
    store.getState().setDraft(NEW_CHAT_DRAFT, "first words");
    store.getState().setShowHidden(true);
    store.getState().setPendingFirstMessage({ threadId: "t1", text: "first words" });
    expect(store.getState().takePendingFirstMessage("t1")).toEqual({ text: "first words", files: [] });
    // Another store of the same page (a remounted provider) reads the drafts back from memory.
    const revived = create();
    await revived.persist.rehydrate();
    expect(revived.getState().drafts).toEqual({ [NEW_CHAT_DRAFT]: "first words" });
    expect(revived.getState().showHidden).toBe(true);
  });

  it("goes on in memory when writes start failing mid-session (a full quota)", async () => {
    const create = await freshStore();
    const store = create();
    await store.persist.rehydrate();
    store.getState().setDraft("t1", "saved");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    store.getState().setDraft("t2", "kept in memory");
    store.getState().setPendingFirstMessage({ threadId: "t2", text: "kept in memory" });
    expect(store.getState().takePendingFirstMessage("t2")).toEqual({ text: "kept in memory", files: [] });
    const revived = create();
    await revived.persist.rehydrate();
    expect(revived.getState().drafts).toEqual({ t1: "saved", t2: "kept in memory" });
  });
});
