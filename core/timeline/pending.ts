import type { MessageId } from "../ids";
import type { ToolCall, ToolMessage } from "../messages/types";
import { clarificationItem } from "./clarification";
import { taskCard } from "./task-card";
import { toolStep } from "./tool-step";
import type { ItemList } from "./item-list";
import type { ClarificationItem, Step, StepsItem, SubagentsItem, TaskCard } from "./types";

// Calls whose display object cannot be built yet. A tool step or a task card depends on the
// call's result, which a single-pass grouping meets only later, and, while there is none, on
// whether its turn is the live one, which is known only at the end. Their slot is held by a
// placeholder until then, so each object is built exactly once, with everything known, by
// the same functions as always: the output cannot drift from the lookahead grouping.

/** Holds a step's place until the step is built; never left in a returned timeline. */
export const PENDING_STEP: Step = Object.freeze({ kind: "text", id: "", text: "" });
export const PENDING_TASK: TaskCard = Object.freeze({ toolCallId: "" as TaskCard["toolCallId"], description: "", subagentType: "", status: "no_result" });

/** Where a call's object goes: a tool step, a task card, or a clarification item itself. */
export type PendingOwner = StepsItem | SubagentsItem | ClarificationItem;

/**
 * One call waiting for its object. Most wait only until their result, a few messages later,
 * so these records die young, which costs the GC nothing (unlike arrays of all calls,
 * alive for the whole build and so copied by every young-generation collection).
 */
export class PendingCall {
  settled = false;
  /** A clarification whose "is the next answer an echo?" test ran before its result came. */
  echoTested = false;

  constructor(
    readonly call: ToolCall,
    private readonly owner: PendingOwner,
    /** Slot in the owner's steps or tasks; for a clarification, its index in the items. */
    private readonly slot: number,
    private readonly messageId: MessageId,
    /** Position of the call's message, and the call's position in it. */
    readonly at: number,
    private readonly k: number,
  ) {}

  /**
   * Builds the object into its slot. A clarification is built as answered: the grouper
   * corrects that at the end for the last turn.
   */
  settle(result: ToolMessage | undefined, live: boolean, list: ItemList): void {
    if (this.settled) return;
    this.settled = true;
    const owner = this.owner;
    if (owner.kind === "steps") list.setStep(owner, this.slot, toolStep(this.call, result, toolStepId(this.messageId, this.k), live));
    else if (owner.kind === "subagents") owner.tasks[this.slot] = taskCard(this.call, result, live);
    else list.items[this.slot] = clarificationItem(owner.id, this.messageId, this.call, result, true);
  }
}

// Ids of a call's step for the first positions, prebuilt: one concatenation per step
// instead of two (`${id}:tool:${k}`), on the ~40k steps of a large thread.
const TOOL_SUFFIXES = Array.from({ length: 16 }, (_, k) => `:tool:${k}`);

export function toolStepId(messageId: string, k: number): string {
  return messageId + (TOOL_SUFFIXES[k] ?? `:tool:${k}`);
}
