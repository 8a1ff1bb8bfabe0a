import type { ArgField } from "./fields";

// The "Edit" decision as a form of the arguments: one input per field (a checkbox for a
// boolean, a number box, text for a string, JSON only for what has no form of its own), and
// the arguments the filled-in form stands for, or why it cannot be sent.

/** What an input holds: a checkbox's state, or the text typed. */
export type FormValue = string | boolean;

/** Why one field cannot be sent; the card words it beside the field. */
export type FieldProblem = { kind: "invalid-json"; detail: string } | { kind: "not-number" };

export type FormDraft = { ok: true; args: Record<string, unknown> } | { ok: false; problems: ReadonlyMap<string, FieldProblem> };

/** The input a field is edited in. */
export type FieldInput = "text" | "textarea" | "number" | "checkbox" | "json";

export function fieldInput(field: ArgField): FieldInput {
  switch (field.kind) {
    case "text":
      return field.multiline ? "textarea" : "text";
    case "number":
      return "number";
    case "boolean":
      return "checkbox";
    case "empty":
    case "nested":
      return "json";
    default: {
      const never: never = field;
      return never;
    }
  }
}

/** What each field's input starts with. */
export function initialValues(fields: readonly ArgField[]): FormValue[] {
  return fields.map((field) => {
    switch (field.kind) {
      case "text":
        return field.value;
      case "number":
        return String(field.value);
      case "boolean":
        return field.value;
      case "empty":
        return "null";
      case "nested":
        return field.json;
      default: {
        const never: never = field;
        return never;
      }
    }
  });
}

type Read = { ok: true; value: unknown } | { ok: false; problem: FieldProblem };

function readValue(input: FieldInput, value: FormValue | undefined): Read {
  if (typeof value === "boolean") return input === "checkbox" ? { ok: true, value } : { ok: true, value: String(value) };
  const text = value ?? "";
  switch (input) {
    case "text":
    case "textarea":
      return { ok: true, value: text };
    case "checkbox":
      return { ok: true, value: text === "true" };
    case "number": {
      const n = text.trim() === "" ? Number.NaN : Number(text);
      return Number.isFinite(n) ? { ok: true, value: n } : { ok: false, problem: { kind: "not-number" } };
    }
    case "json":
      try {
        return { ok: true, value: JSON.parse(text) as unknown };
      } catch (error) {
        return { ok: false, problem: { kind: "invalid-json", detail: error instanceof Error ? error.message : String(error) } };
      }
    default: {
      const never: never = input;
      return never;
    }
  }
}

/** The arguments the form stands for, in the fields' order, or each field's problem. */
export function formArgs(fields: readonly ArgField[], values: readonly FormValue[]): FormDraft {
  const entries: [string, unknown][] = [];
  const problems = new Map<string, FieldProblem>();
  fields.forEach((field, i) => {
    const read = readValue(fieldInput(field), values[i]);
    if (read.ok) entries.push([field.name, read.value]);
    else problems.set(field.name, read.problem);
  });
  // fromEntries defines own properties, so an argument named "__proto__" stays an argument.
  return problems.size === 0 ? { ok: true, args: Object.fromEntries(entries) } : { ok: false, problems };
}
