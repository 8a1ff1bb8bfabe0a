"use client";
import type { Virtualizer } from "@tanstack/react-virtual";
import type { RefObject } from "react";
import type { LogRow } from "@/components/messages/rows";
import { centredTop, shows } from "./centre";

// Frames code waits for the virtualizer to take over from the server's rows (a slow markdown chunk).
const MAX_WAIT_FRAMES = 600;
// Frames a row may take to reach the rendered rows, and a scroll to settle.
const SETTLE_FRAMES = 60;
// Scrolls a reveal makes at most: rows measured on the way (estimates corrected, a page
// arriving above) can move the target after each; the row's own box then centres it.
const MAX_SCROLLS = 5;
// Frames a landed row is watched: the log can still be moved under it (a page or a follow of
// its end that was under way), and the row is then brought back, a few times at most.
const WATCH_FRAMES = 20;
const MAX_LANDINGS = 3;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Scrolls the log until the row `key` is in the middle of it (centre.ts) and resolves with its
 * element once it shows, or null. The row is looked up in the rows the log has rendered
 * (`rows`, the latest render's): the thread's store can be a render ahead of them right after
 * a page arrives, so an index taken from it would point elsewhere.
 */
export async function scrollToRow(args: ScrollToRow): Promise<HTMLElement | null> {
  const { ready, scroller } = args;
  for (let frame = 0; frame < MAX_WAIT_FRAMES && !ready.current; frame++) await nextFrame();
  const onScreen = (element: HTMLElement) => {
    const el = scroller.current;
    return Boolean(el && element.isConnected && shows(element.getBoundingClientRect(), el.getBoundingClientRect()));
  };
  let element = await land(args);
  for (let landing = 1; element && landing < MAX_LANDINGS; landing++) {
    let moved = false;
    for (let frame = 0; frame < WATCH_FRAMES && !moved; frame++) {
      await nextFrame();
      if (!args.current()) return element;
      moved = !onScreen(element);
    }
    if (!moved) return element;
    element = await land(args);
  }
  return element;
}

interface ScrollToRow {
  key: string;
  rows: RefObject<readonly LogRow[]>;
  /** The virtualizer has taken over from the server's rows. */
  ready: RefObject<boolean>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  scroller: RefObject<HTMLDivElement | null>;
  /** Called before each scroll: ends the log's own holds on its position. */
  claim: () => void;
  /** False once a later reveal, or the reader, took over: this one stops scrolling. */
  current: () => boolean;
}

/** Scrolls until the row is centred (or MAX_SCROLLS were made); its element, or null. */
async function land({ key, rows, virtualizer, scroller, claim, current }: ScrollToRow): Promise<HTMLElement | null> {
  const indexNow = () => rows.current.findIndex((row) => row.key === key);
  const rowElement = (index: number) => scroller.current?.querySelector<HTMLElement>(`[data-index="${index}"]`) ?? null;
  for (let frame = 0; frame < SETTLE_FRAMES && indexNow() < 0; frame++) await nextFrame();
  for (let scroll = 0; ; scroll++) {
    const index = indexNow();
    if (index < 0) return null;
    // Once the row is mounted its real box decides; before, the virtualizer's estimates do.
    const element = rowElement(index);
    const el = scroller.current;
    const target =
      element && el
        ? centredTop({ row: element.getBoundingClientRect(), view: el.getBoundingClientRect(), scrollTop: el.scrollTop, maxScrollTop: el.scrollHeight - el.clientHeight })
        : null;
    if (element && (target === undefined || scroll === MAX_SCROLLS)) return element;
    if (scroll === MAX_SCROLLS || !current()) return null;
    claim();
    if (typeof target === "number") virtualizer.scrollToOffset(target);
    else virtualizer.scrollToIndex(index, { align: "center" });
    for (let frame = 0; frame < SETTLE_FRAMES; frame++) {
      await nextFrame();
      if (rowElement(index) && !virtualizer.isScrolling) break;
    }
  }
}
