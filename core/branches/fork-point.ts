import { keysOf, lineage, type CheckpointNode, type CheckpointWindow } from "./window";

// Where "Edit message" and "Regenerate" rerun from: the checkpoint before the one where a
// message first appears on the thread's lineage. A run's input checkpoint, and the copy a
// rerun starts from, hold the same state as their parent: forking from the parent instead
// keeps every version of a message a child of one checkpoint (one "k / n" list, not lists
// nested in each other).

export type ForkPoint =
  | { readonly kind: "found"; readonly checkpointId: string }
  /** The history read does not reach back far enough: read older checkpoints and ask again. */
  | { readonly kind: "beyond" }
  /** The message is not on the lineage (or nothing came before it). */
  | { readonly kind: "absent" };

const SAME_AS_PARENT: ReadonlySet<string | undefined> = new Set(["input", "fork"]);

export function forkPoint(window: CheckpointWindow, headId: string, messageKey: string): ForkPoint {
  const chain = lineage(window, headId);
  const reachesStart = chain[0]?.parentId === undefined && chain.length > 0;
  // Newest first: past the checkpoints that no longer hold it (compacted), to the first that does.
  let first = -1;
  for (let i = chain.length - 1; i >= 0; i--) {
    if (keysOf(chain[i]!).has(messageKey)) first = i;
    else if (first >= 0) break;
  }
  if (first < 0) return reachesStart ? { kind: "absent" } : { kind: "beyond" };
  if (first === 0) return reachesStart ? { kind: "absent" } : { kind: "beyond" };
  let node: CheckpointNode | undefined = chain[first - 1]!;
  let checkpointId = node.id;
  while (node !== undefined && SAME_AS_PARENT.has(node.source) && node.parentId !== undefined) {
    checkpointId = node.parentId;
    node = window.nodes.get(node.parentId);
  }
  return { kind: "found", checkpointId };
}
