// The text of a rendered markdown node (a hast tree from react-markdown), as it was written:
// what "Copy code" copies. Tolerant of any shape: unknown nodes contribute nothing.

export function hastText(node: unknown): string {
  const parts: string[] = [];
  collect(node, parts, 0);
  return parts.join("");
}

// Rendered markdown is shallow; the bound only keeps a hostile tree from overflowing the stack.
const MAX_DEPTH = 64;

function collect(node: unknown, parts: string[], depth: number): void {
  if (typeof node !== "object" || node === null || depth > MAX_DEPTH) return;
  const { type, value, children } = node as { type?: unknown; value?: unknown; children?: unknown };
  if (type === "text" && typeof value === "string") parts.push(value);
  if (type === "comment") return;
  if (Array.isArray(children)) for (const child of children) collect(child, parts, depth + 1);
}
