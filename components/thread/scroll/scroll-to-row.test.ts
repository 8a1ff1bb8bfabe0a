// @vitest-environment jsdom
import type { Virtualizer } from "@tanstack/react-virtual";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LogRow } from "@/components/messages/rows";
import { scrollToRow } from "./scroll-to-row";

// A log of one mounted row that sits far below the view and never moves (the fake virtualizer
// only records where it was asked to scroll), so every look asks for another scroll.
function setup(rowTop = 2_000) {
  const scroller = document.createElement("div");
  scroller.getBoundingClientRect = () => ({ top: 0, bottom: 600 }) as DOMRect;
  Object.defineProperty(scroller, "scrollHeight", { value: 100_000 });
  Object.defineProperty(scroller, "clientHeight", { value: 600 });
  const row = document.createElement("div");
  row.dataset.index = "0";
  row.getBoundingClientRect = () => ({ top: rowTop, bottom: rowTop + 100 }) as DOMRect;
  scroller.append(row);
  document.body.append(scroller);
  const scrolls: number[] = [];
  const virtualizer = { scrollToOffset: (top: number) => scrolls.push(top), scrollToIndex: vi.fn(), isScrolling: false } as unknown as Virtualizer<HTMLDivElement, Element>;
  const args = {
    key: "row-a",
    rows: { current: [{ key: "row-a" }] as unknown as LogRow[] },
    ready: { current: true },
    virtualizer,
    scroller: { current: scroller },
    claim: vi.fn(),
  };
  return { args, scrolls, row, scroller };
}

describe("scrollToRow", () => {
  beforeEach(() => {
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it("stops scrolling once a later reveal takes over, where it would have gone on", async () => {
    const { args, scrolls } = setup();
    let current = true;
    const landed = scrollToRow({
      ...args,
      current: () => current,
      claim: () => {
        // The next reveal starts right after this one's first scroll.
        if (scrolls.length === 0) queueMicrotask(() => void (current = false));
      },
    });
    expect(await landed).toBeNull();
    expect(scrolls).toHaveLength(1);

    const alone = setup();
    await scrollToRow({ ...alone.args, current: () => true });
    expect(alone.scrolls.length).toBeGreaterThan(1);
  });

  it("brings a landed row back when the log is moved away from it, and keeps it once it stays", async () => {
    let top = 250;
    const { args, scrolls, row } = setup();
    row.getBoundingClientRect = () => ({ top, bottom: top + 100 }) as DOMRect;
    let frames = 0;
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) =>
      setTimeout(() => {
        // A few frames after it landed, something scrolls the log far past the row, once.
        if (++frames === 3) top = 5_000;
        callback(0);
      }, 0),
    );
    const landed = await scrollToRow({
      ...args,
      current: () => true,
      claim: () => void 0,
      virtualizer: { ...args.virtualizer, scrollToOffset: (offset: number) => ((top = 250), scrolls.push(offset)) } as unknown as typeof args.virtualizer,
    });
    expect(landed).toBe(row);
    expect(scrolls).toHaveLength(1);
    expect(top).toBe(250);
  });
});
