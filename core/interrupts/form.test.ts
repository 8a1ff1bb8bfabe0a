import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { argFields } from "./fields";
import { fieldInput, formArgs, initialValues } from "./form";

const args = { to: "bob@example.com", body: "Hi,\n\nsee you", retries: 3, urgent: false, cc: ["a@x"], note: null };

describe("the edit form", () => {
  it("has an input per field, JSON only for what has no form", () => {
    expect(argFields(args).map(fieldInput)).toEqual(["text", "textarea", "number", "checkbox", "json", "json"]);
  });

  it("gives back the arguments unchanged when nothing was edited", () => {
    const fields = argFields(args);
    expect(formArgs(fields, initialValues(fields))).toEqual({ ok: true, args });
  });

  it("writes what was typed, each value in its own type", () => {
    const fields = argFields(args);
    const values = initialValues(fields);
    values[0] = "carol@example.com";
    values[2] = " 5 ";
    values[3] = true;
    values[4] = '["b@x", "c@x"]';
    expect(formArgs(fields, values)).toEqual({ ok: true, args: { ...args, to: "carol@example.com", retries: 5, urgent: true, cc: ["b@x", "c@x"] } });
  });

  it("says which field cannot be sent and why", () => {
    const fields = argFields(args);
    const values = initialValues(fields);
    values[2] = "five";
    values[4] = "[b@x";
    const draft = formArgs(fields, values);
    expect(draft.ok).toBe(false);
    if (draft.ok) return;
    expect(draft.problems.get("retries")).toEqual({ kind: "not-number" });
    expect(draft.problems.get("cc")).toMatchObject({ kind: "invalid-json" });
    expect(draft.problems.size).toBe(2);
  });

  it("keeps an argument named __proto__ an argument", () => {
    const parsed = JSON.parse('{"__proto__": "x"}') as Record<string, unknown>;
    const fields = argFields(parsed);
    const draft = formArgs(fields, initialValues(fields));
    expect(draft.ok && Object.keys(draft.args)).toEqual(["__proto__"]);
  });

  it("round-trips arbitrary JSON arguments and never throws on any typing", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.oneof(fc.string(), fc.boolean())), (json, typed) => {
        const fields = argFields(json);
        const back = formArgs(fields, initialValues(fields));
        expect(back.ok).toBe(true);
        if (back.ok) expect(JSON.stringify(back.args)).toBe(JSON.stringify(JSON.parse(JSON.stringify(json))));
        formArgs(fields, typed);
      }),
    );
  });
});
