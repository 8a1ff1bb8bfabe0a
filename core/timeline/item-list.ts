import { exactCopy } from "./exact-array";
import type { Step, StepsItem, TimelineItem } from "./types";

// The items of a timeline being built, and the steps item still open at its end.
//
// Consecutive messages add steps to one steps item. Its steps are gathered in a buffer
// reused from item to item, and copied out at their final length once the item is complete
// (another item follows, or the build ends). Why not let each item grow its own array: the
// item and its array literal are allocated in the old generation (V8 pretenures them, see
// exact-array.ts), but the storage `push` grows is young, and once that array is replaced
// the dead array, being old, still pins its storage: the young-generation GC counts every
// old object as alive. That was 3 MB copied per 100k-message build.

const NO_STEPS: Step[] = Object.freeze([]) as unknown as Step[];

export class ItemList {
  readonly items: TimelineItem[] = [];
  /** The last item while it is a steps item; its steps are in `buffer` until it is complete. */
  private open: StepsItem | undefined;
  private readonly buffer: Step[] = [];
  private count = 0;

  /** Appends an item, which completes the open steps item. */
  push(item: TimelineItem): void {
    this.close();
    this.items.push(item);
  }

  /** The steps item at the end of the list, or a new one keyed by `messageId`. */
  lastSteps(messageId: string): StepsItem {
    if (this.open === undefined) {
      const item: StepsItem = { kind: "steps", id: `steps:${messageId}`, steps: NO_STEPS };
      this.push(item);
      this.open = item;
    }
    return this.open;
  }

  /** Adds a step to `owner` (normally the open item); returns its position there. */
  addStep(owner: StepsItem, step: Step): number {
    if (owner !== this.open) return owner.steps.push(step) - 1;
    this.buffer[this.count] = step;
    return this.count++;
  }

  /** Replaces the step at `slot` of `owner`, open or complete. */
  setStep(owner: StepsItem, slot: number, step: Step): void {
    if (owner === this.open) this.buffer[slot] = step;
    else owner.steps[slot] = step;
  }

  /** Completes the open steps item, if any. */
  close(): void {
    const open = this.open;
    if (open === undefined) return;
    open.steps = exactCopy(this.buffer, this.count);
    this.open = undefined;
    this.count = 0;
  }
}
