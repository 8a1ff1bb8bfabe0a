import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { argField, argFields, fieldLabel, readableDescription } from "./fields";

describe("argFields", () => {
  it("gives each top-level argument a field, strings with their line breaks", () => {
    const body = "Hi Bob,\n\nThe launch is on.\n";
    expect(argFields({ to: "bob@example.com", body, retries: 3, urgent: false, cc: null })).toEqual([
      { kind: "text", name: "to", value: "bob@example.com", multiline: false },
      { kind: "text", name: "body", value: body, multiline: true },
      { kind: "number", name: "retries", value: 3 },
      { kind: "boolean", name: "urgent", value: false },
      { kind: "empty", name: "cc", value: null },
    ]);
  });

  it("folds objects and arrays behind a summary, with their JSON for editing", () => {
    expect(argField("to", ["a@x", "b@x"])).toEqual({ kind: "nested", name: "to", value: ["a@x", "b@x"], summary: { kind: "list", count: 2 }, json: '[\n  "a@x",\n  "b@x"\n]' });
    expect(argField("meta", { a: 1, b: { c: 2 } })).toMatchObject({ kind: "nested", summary: { kind: "object", keys: ["a", "b"] } });
  });

  it("treats a carriage return as a line break too", () => {
    expect(argField("x", "a\r\nb")).toMatchObject({ multiline: true });
  });
});

describe("fieldLabel", () => {
  it("words snake_case and camelCase names", () => {
    expect(fieldLabel("to")).toBe("To");
    expect(fieldLabel("reply_to")).toBe("Reply to");
    expect(fieldLabel("replyTo")).toBe("Reply To");
    expect(fieldLabel("__")).toBe("__");
  });
});

describe("readableDescription", () => {
  it("drops LangChain's stock repeat of the tool and its JSON arguments", () => {
    expect(readableDescription('Tool execution requires approval\n\nTool: send_email\nArgs: {\n  "to": "a@x"\n}')).toBe("Tool execution requires approval");
    expect(readableDescription("Send it?\n\nTool: see below")).toBe("Send it?\n\nTool: see below");
    expect(readableDescription("\n\nTool: x\nArgs: {}")).toBeUndefined();
    expect(readableDescription(undefined)).toBeUndefined();
  });
});

describe("argFields, on generated input", () => {
  it("never throws on arbitrary JSON, keeps every argument once, in order", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (args) => {
        const fields = argFields(args);
        expect(fields.map((f) => f.name)).toEqual(Object.keys(args));
        for (const field of fields) if (field.kind === "nested") expect(typeof field.json).toBe("string");
      }),
    );
  });

  it("never throws on anything at all", () => {
    fc.assert(
      fc.property(fc.string(), fc.anything(), (name, value) => {
        expect(argField(name, value).name).toBe(name);
        expect(typeof fieldLabel(name)).toBe("string");
      }),
    );
  });
});
