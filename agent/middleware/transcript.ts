import { createMiddleware } from "langchain";
import { z } from "zod";
import { transcriptHeadField } from "../transcript/head";
import { recordMessages, runScope } from "../transcript/recorder";

export const TRANSCRIPT_MIDDLEWARE = "Transcript";

/**
 * The graph's last node (the first middleware's afterAgent hook runs last). State written
 * from outside a run is attributed to it, so the thread is left with no next step.
 */
export const FINAL_NODE = `${TRANSCRIPT_MIDDLEWARE}.after_agent`;

/**
 * Records the conversation into the append-only transcript after each step: the user's input
 * when the run starts, tool results before the next model call, each model answer once it is
 * final, and whatever is left when the run ends. Must come first in the middleware list so its
 * beforeModel records tool results before compaction can remove them from the state. Each
 * hook moves the state's `transcript_head` to the row it wrote last (see transcript/head.ts).
 */
export const transcriptMiddleware = createMiddleware({
  name: TRANSCRIPT_MIDDLEWARE,
  stateSchema: z.object(transcriptHeadField),
  beforeAgent: (state, runtime) => recordMessages(runScope(runtime.configurable), state, state.messages, "input"),
  beforeModel: (state, runtime) => recordMessages(runScope(runtime.configurable), state, state.messages, "step"),
  afterModel: (state, runtime) => recordMessages(runScope(runtime.configurable), state, state.messages.slice(-1), "model"),
  afterAgent: (state, runtime) => recordMessages(runScope(runtime.configurable), state, state.messages, "final"),
});
