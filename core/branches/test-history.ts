// A thread's checkpoint history as a LangGraph server writes it (see agent/branches.test.ts
// for the real one): each run adds an input checkpoint, then one per step; a rerun from a
// checkpoint starts with a copy of it ("fork"); a state update with no values copies the
// checkpoint it names ("update"). Checkpoint ids sort by creation, as LangGraph's do.

export interface Snapshot {
  checkpoint: { checkpoint_id: string };
  parent_checkpoint: { checkpoint_id: string } | null;
  metadata: { source: string };
  values: { messages: Record<string, unknown>[] };
}

export class SimThread {
  readonly snapshots: Snapshot[] = [];
  head: string | undefined;
  private counter = 0;

  private put(parent: string | undefined, source: string, messages: Record<string, unknown>[]): string {
    const id = `cp-${String(++this.counter).padStart(6, "0")}`;
    this.snapshots.push({
      checkpoint: { checkpoint_id: id },
      parent_checkpoint: parent === undefined ? null : { checkpoint_id: parent },
      metadata: { source },
      values: { messages },
    });
    this.head = id;
    return id;
  }

  messagesAt(id: string | undefined): Record<string, unknown>[] {
    return this.snapshots.find((s) => s.checkpoint.checkpoint_id === id)?.values.messages ?? [];
  }

  /** A run with a new question, from the head or from `from` (an edit). */
  send(text: string, from: string | undefined = this.head): { human: string; answer: string } {
    const n = this.counter;
    const before = this.messagesAt(from);
    const human = { type: "human", id: `h-${n}`, content: text };
    const input = this.put(from, "input", before);
    const asked = this.put(input, "loop", [...before, human]);
    const hidden = { type: "human", id: `ctx-${n}`, content: "<context/>", additional_kwargs: { hide_from_ui: true } };
    const withContext = this.put(asked, "loop", [...before, human, hidden]);
    const answer = this.answer(withContext, `answer to ${text}`);
    return { human: human.id, answer };
  }

  /** A rerun from `from` (the checkpoint before an answer): a copy, then a new answer, after a tool step with `tools`. */
  regenerate(from: string, tools = false): string {
    return this.answer(this.put(from, "fork", this.messagesAt(from)), "another answer", tools);
  }

  /** The head moved to `target` without a run. */
  move(target: string): void {
    this.put(target, "update", this.messagesAt(target));
  }

  private answer(from: string, text: string, tools = false): string {
    if (tools) {
      const n = this.counter;
      const call = { type: "ai", id: `s-${n}`, content: "", tool_calls: [{ id: `c-${n}`, name: "search", args: {} }] };
      const called = this.put(from, "loop", [...this.messagesAt(from), call]);
      from = this.put(called, "loop", [...this.messagesAt(called), { type: "tool", id: `t-${n}`, tool_call_id: `c-${n}`, content: "found" }]);
    }
    const id = `a-${this.counter}`;
    const answered = this.put(from, "loop", [...this.messagesAt(from), { type: "ai", id, content: text }]);
    this.put(answered, "loop", this.messagesAt(answered));
    return id;
  }

  /** Newest first, as threads.getHistory lists them. */
  history(): Snapshot[] {
    return [...this.snapshots].reverse();
  }
}
