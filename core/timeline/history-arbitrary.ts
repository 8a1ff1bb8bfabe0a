// fast-check arbitraries for the property tests: realistic thread histories with unique
// sentinel texts (so a test can count where each message's text ends up), and mutations
// that break them the ways wire data breaks.
import fc from "fast-check";
import { CLARIFICATION_TOOL, PRESENT_FILES_TOOL, TASK_TOOL, WRITE_TODOS_TOOL } from "../tools/names";

type Wire = Record<string, unknown>;

/** A sentinel token: delimited, so no token is a substring of another. */
export const token = (kind: string, n: number) => `[[${kind}:${n}]]`;

export interface GeneratedHistory {
  messages: Wire[];
  /** Texts of hidden messages: must never appear unless hidden context is shown. */
  hiddenTexts: string[];
}

type TurnPlan = {
  hidden: ("kwarg" | "system" | "control" | "prefix")[];
  loops: { text: boolean; reasoning: boolean; calls: { name: string; answered: boolean }[] }[];
  answer: "text" | "reasoning" | "none";
  marker: boolean;
  shuffle: number[];
};

const callName = fc.constantFrom("search", "search", "read_file", PRESENT_FILES_TOOL, WRITE_TODOS_TOOL, TASK_TOOL, CLARIFICATION_TOOL);

const turnPlan: fc.Arbitrary<TurnPlan> = fc.record({
  hidden: fc.array(fc.constantFrom("kwarg", "system", "control", "prefix"), { maxLength: 2 }),
  loops: fc.array(
    fc.record({
      text: fc.boolean(),
      reasoning: fc.boolean(),
      calls: fc.array(fc.record({ name: callName, answered: fc.boolean() }), { minLength: 1, maxLength: 3 }),
    }),
    { maxLength: 3 },
  ),
  answer: fc.constantFrom("text", "text", "reasoning", "none"),
  marker: fc.boolean(),
  shuffle: fc.array(fc.nat(), { maxLength: 6 }),
});

/** Builds messages from plans; `start` offsets every id and token so histories can be concatenated. */
export function materialize(plans: readonly TurnPlan[], start = 0, withHuman = true): GeneratedHistory {
  let n = start;
  const next = () => n++;
  const messages: Wire[] = [];
  const hiddenTexts: string[] = [];
  for (const plan of plans) {
    if (withHuman || plan !== plans[0]) {
      const i = next();
      messages.push({ type: "human", id: `m${i}`, content: [{ type: "text", text: token("H", i) }] });
    }
    for (const form of plan.hidden) {
      const i = next();
      const text = token("HIDDEN", i);
      hiddenTexts.push(text);
      if (form === "kwarg") messages.push({ type: "human", id: `m${i}`, content: text, additional_kwargs: { hide_from_ui: true, durable_context_data: true } });
      if (form === "system") messages.push({ type: "system", id: `m${i}`, content: text });
      if (form === "control") messages.push({ type: "human", id: `m${i}`, name: "loop_warning", content: text });
      if (form === "prefix") messages.push({ type: "ai", id: `do-not-render-m${i}`, content: text });
    }
    for (const loop of plan.loops) {
      const i = next();
      const calls = loop.calls.map((c, k) => ({ id: `c${i}-${k}`, name: c.name, args: argsFor(c.name), type: "tool_call" }));
      messages.push({
        type: "ai",
        id: `m${i}`,
        content: loop.text ? token("AIT", i) : "",
        additional_kwargs: loop.reasoning ? { reasoning_content: token("R", i) } : {},
        tool_calls: calls,
      });
      const results = loop.calls.flatMap((c, k) => {
        if (!c.answered) return [];
        const r = next();
        const text = token("TR", r);
        return [{ type: "tool", id: `m${r}`, tool_call_id: `c${i}-${k}`, name: c.name, status: "success", content: c.name === TASK_TOOL ? `Task Succeeded. Result: ${text}` : text }];
      });
      messages.push(...shuffled(results, plan.shuffle));
    }
    if (plan.answer !== "none") {
      const i = next();
      messages.push(
        plan.answer === "text"
          ? { type: "ai", id: `m${i}`, content: token("ANS", i), tool_calls: [], ...(i % 3 === 0 ? { usage_metadata: { input_tokens: 10 * i, output_tokens: 4, total_tokens: 10 * i + 4 } } : {}) }
          : { type: "ai", id: `m${i}`, content: "", additional_kwargs: { reasoning_content: token("ANS", i) }, tool_calls: [] },
      );
    }
    if (plan.marker) {
      const i = next();
      messages.push({ type: "summary_marker", id: `m${i}`, replaced_count: 3, summary: token("SUM", i) });
    }
  }
  return { messages, hiddenTexts };
}

function argsFor(name: string): unknown {
  if (name === TASK_TOOL) return { description: "delegate", subagent_type: "researcher", prompt: "go" };
  if (name === CLARIFICATION_TOOL) return { question: "which one?", options: ["a", "b"] };
  if (name === PRESENT_FILES_TOOL) return { filepaths: ["/mnt/out/a.md"] };
  if (name === WRITE_TODOS_TOOL) return { todos: [{ content: "step", status: "pending" }] };
  return { query: "q" };
}

function shuffled<T>(items: readonly T[], seeds: readonly number[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = (seeds[i % Math.max(1, seeds.length)] ?? 0) % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export const historyPlans = fc.array(turnPlan, { minLength: 1, maxLength: 6 });
export const history: fc.Arbitrary<GeneratedHistory> = historyPlans.map((plans) => materialize(plans));

/** Every visible token of a history: the last version of each id, hidden ones excluded. */
export function visibleTokens(messages: readonly unknown[]): string[] {
  const text = JSON.stringify(messages);
  const all = [...new Set(text.match(/\[\[[A-Z]+:\d+\]\]/g) ?? [])];
  return all.filter((t) => !t.startsWith("[[HIDDEN:"));
}

// ---- Mutations: what broken wire data looks like. Hidden messages are left alone so that
// the "hidden text never leaks" property stays meaningful.

type Mutation = (messages: unknown[], at: number, seed: number) => unknown[];

const isHiddenWire = (m: unknown) => JSON.stringify(m ?? null).includes("[[HIDDEN:");

const mutations: Mutation[] = [
  // delete a field
  (ms, at, seed) => replaceAt(ms, at, (m) => {
    const keys = Object.keys(m);
    const copy = { ...m };
    delete copy[keys[seed % Math.max(1, keys.length)] ?? "id"];
    return copy;
  }),
  // wrong type for a field
  (ms, at, seed) => replaceAt(ms, at, (m) => {
    const keys = Object.keys(m);
    const junk: unknown[] = [null, 42, "str", [], {}, true, -1.5];
    return { ...m, [keys[seed % Math.max(1, keys.length)] ?? "content"]: junk[seed % junk.length] };
  }),
  // duplicate an id: re-send an entry later, or give a later entry an earlier id
  (ms, at, seed) => {
    const copy = [...ms];
    const source = copy[at];
    if (source === undefined || isHiddenWire(source)) return copy;
    copy.splice(Math.min(copy.length, at + 1 + (seed % 4)), 0, structuredClone(source));
    return copy;
  },
  // shuffle: move a tool result elsewhere
  (ms, at, seed) => {
    const copy = [...ms];
    const [moved] = copy.splice(at, 1);
    copy.splice(seed % (copy.length + 1), 0, moved);
    return copy;
  },
  // junk content blocks
  (ms, at) => replaceAt(ms, at, (m) => ({ ...m, content: [{ type: "weird" }, null, { type: "text" }, { type: "text", text: 5 }, m.content, "tail"] })),
  // garbage in the list itself
  (ms, at, seed) => {
    const copy = [...ms];
    copy.splice(at, 0, [null, 7, "x", [], { type: "nope" }, { lc: 1, type: "constructor", id: "bad", kwargs: 3 }][seed % 6]);
    return copy;
  },
];

function replaceAt(ms: unknown[], at: number, f: (m: Record<string, unknown>) => unknown): unknown[] {
  const copy = [...ms];
  const m = copy[at];
  if (typeof m === "object" && m !== null && !Array.isArray(m) && !isHiddenWire(m)) copy[at] = f(m as Record<string, unknown>);
  return copy;
}

export const mutatedHistory: fc.Arbitrary<GeneratedHistory & { messages: unknown[] }> = fc
  .tuple(history, fc.array(fc.tuple(fc.nat(mutations.length - 1), fc.nat(), fc.nat()), { maxLength: 8 }))
  .map(([h, steps]) => {
    let messages: unknown[] = h.messages;
    for (const [which, at, seed] of steps) messages = mutations[which]!(messages, messages.length === 0 ? 0 : at % messages.length, seed);
    return { messages: messages as Wire[], hiddenTexts: h.hiddenTexts };
  });
