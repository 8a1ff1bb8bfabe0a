import type { Step } from "./types";

// Files the agent presented to the user (DeerFlow's `present_files`): the deliverables of a
// run of steps. The steps fold hides how the work was done; what it produced is shown
// outside the fold, so the reader sees it without opening every run.

/**
 * The files presented by a run of steps, in the order first presented, each once. A call
 * that failed or whose arguments were invalid presented nothing.
 */
export function presentedFiles(steps: readonly Step[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  for (const step of steps) {
    if (step.kind !== "tool" || step.display !== "files" || step.state === "error" || step.invalid) continue;
    for (const file of step.files) {
      if (seen.has(file)) continue;
      seen.add(file);
      files.push(file);
    }
  }
  return files;
}

export interface FilePathParts {
  /** The last segment: what a reader recognizes a file by. */
  name: string;
  /** Everything before it, with its trailing separator; empty when there is none. */
  folder: string;
}

/** Splits a path at its last `/` or `\`; a trailing separator belongs to the name's folder. */
export function splitFilePath(path: string): FilePathParts {
  const trimmed = path.replace(/[/\\]+$/, "");
  const cut = Math.max(trimmed.lastIndexOf("/"), trimmed.lastIndexOf("\\"));
  if (trimmed === "" || cut < 0) return { name: trimmed === "" ? path : trimmed, folder: "" };
  return { name: trimmed.slice(cut + 1), folder: trimmed.slice(0, cut + 1) };
}
