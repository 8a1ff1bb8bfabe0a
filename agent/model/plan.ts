// What the deterministic model answers: the text to stream, the tool calls to make, and how
// fast to stream it. The lead agent, the subagents and the summarizer each have a script
// producing one of these.

/** "instant" is for calls nobody watches stream (summaries). */
export type Pace = "normal" | "slow" | "instant";

export interface PlannedToolCall {
  id: string;
  name: string;
  args: Record<string, unknown>;
}

export interface Plan {
  text: string;
  toolCalls: PlannedToolCall[];
  pace: Pace;
}
