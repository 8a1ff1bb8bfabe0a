import { type BaseMessage } from "@langchain/core/messages";
import { z } from "zod";
import { type Position } from "./branch-index";
import { keyOf, type KeyFields } from "./keys";

// Which branch of the transcript a write belongs to (agent/README.md, "Branches"): the graph
// state records the seq of its branch's newest row, so a run forked from an older checkpoint
// inherits the head of that point and its rows start a branch there. Every middleware that
// writes to the transcript declares the channel and returns the head it moved to.

export const TRANSCRIPT_HEAD = "transcript_head";

/** The channel, as middleware declare it (a plain last value: a fork copies it). */
export const transcriptHeadField = { [TRANSCRIPT_HEAD]: z.number().optional() };

/** What a write reads from the state it runs in. */
export interface BranchState {
  transcript_head?: number;
  messages?: readonly KeyFields[] | readonly BaseMessage[];
}

/** The state update recording a new head, or nothing when nothing was written. */
export type HeadUpdate = { transcript_head: number } | undefined;

export function positionOf(state: BranchState): Position {
  const head = state.transcript_head;
  if (typeof head === "number") return { head };
  return { known: (state.messages ?? []).flatMap((message) => keyOf(message) ?? []) };
}

/** The state after an update: later writes of the same step continue from it. */
export const advanced = (state: BranchState, update: HeadUpdate): BranchState => (update ? { ...state, ...update } : state);
