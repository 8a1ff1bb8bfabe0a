import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseInterrupts, parseInterruptValue } from "./parse";
import { resumeFor } from "./resume";
import { stateInterrupts } from "./sources";
import type { Decision } from "./types";

// Whatever a backend sends, reading interrupts never throws, lists each once, and every
// review it recognises can be answered.

const name = fc.constantFrom("send_email", "t", "", " ", "x y");
const decisionName = fc.constantFrom("approve", "edit", "reject", "respond", "accept", "ignore", "response", "bogus", "");
const hitlLike = fc.record(
  {
    actionRequests: fc.oneof(fc.array(fc.oneof(fc.record({ name, args: fc.oneof(fc.object(), fc.string(), fc.constant(null)), description: fc.anything() }, { requiredKeys: [] }), fc.anything()), { maxLength: 4 }), fc.anything()),
    reviewConfigs: fc.oneof(fc.array(fc.oneof(fc.record({ actionName: name, allowedDecisions: fc.oneof(fc.array(decisionName), fc.anything()) }, { requiredKeys: [] }), fc.anything())), fc.anything()),
  },
  { requiredKeys: [] },
);
const inboxLike = fc.array(
  fc.record({ action_request: fc.oneof(fc.record({ action: name, args: fc.anything() }, { requiredKeys: [] }), fc.anything()), config: fc.dictionary(fc.constantFrom("allow_accept", "allow_edit", "allow_respond", "allow_ignore"), fc.oneof(fc.boolean(), fc.anything())), description: fc.anything() }, { requiredKeys: [] }),
  { maxLength: 3 },
);
const value = fc.oneof(hitlLike, inboxLike, fc.anything());
const entry = fc.oneof(fc.record({ id: fc.oneof(fc.constantFrom("a", "b"), fc.anything()), value, ns: fc.oneof(fc.array(fc.oneof(fc.constantFrom("tools:call_1", "tools:", "x"), fc.anything())), fc.anything()) }, { requiredKeys: [] }), fc.anything());

describe("interrupt parsing, on generated input", () => {
  it("never throws, lists each id once, and recognised reviews have actions that allow something", () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(entry, { maxLength: 5 }), fc.anything()), (raw) => {
        const parsed = parseInterrupts(raw);
        expect(new Set(parsed.map((p) => p.id)).size).toBe(parsed.length);
        for (const p of parsed) {
          if (p.request.kind !== "review") continue;
          expect(p.request.actions.length).toBeGreaterThan(0);
          for (const action of p.request.actions) {
            expect(action.name.trim()).not.toBe("");
            expect(action.allowed.length).toBeGreaterThan(0);
          }
          // Any allowed decision per action is an answer that encodes without throwing.
          const decisions: Decision[] = p.request.actions.map((a) => (a.allowed[0] === "edit" ? { kind: "edit", args: a.args } : a.allowed[0] === "approve" ? { kind: "approve" } : { kind: "reject", message: "" }));
          expect(() => resumeFor(parsed, p, { kind: "decisions", decisions })).not.toThrow();
        }
      }),
    );
  });

  it("reads any value, and any state, without throwing", () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(["review", "value"]).toContain(parseInterruptValue(v).kind);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.record({ tasks: fc.anything(), interrupts: fc.anything() }, { requiredKeys: [] }), fc.anything()), (state) => {
        expect(Array.isArray(stateInterrupts(state))).toBe(true);
      }),
    );
  });
});
