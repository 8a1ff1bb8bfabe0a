import { isDict, safeStringify } from "../messages/guards";

// The arguments editor of an "Edit" decision: what it starts with, and whether what the
// person typed can be sent (LangChain's middleware needs an object).

/** Why typed arguments cannot be sent; the card words it ("Invalid JSON: ..."). */
export type ArgsProblem = { kind: "invalid-json"; detail: string } | { kind: "not-object" };

export type ArgsDraft = { ok: true; args: Record<string, unknown> } | { ok: false; problem: ArgsProblem };

export const argsText = (args: Record<string, unknown>): string => safeStringify(args, 2);

export function parseArgsText(text: string): ArgsDraft {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: { kind: "invalid-json", detail: error instanceof Error ? error.message : String(error) } };
  }
  return isDict(parsed) ? { ok: true, args: parsed } : { ok: false, problem: { kind: "not-object" } };
}
