// Synthetic histories for the core benchmark, shaped like real DeerFlow / Gateway threads:
// user turns with hidden durable-context blocks, tool loops with reasoning, task delegations
// with structured results, system messages, summary markers, final answers with usage, ids
// of real lengths. JSON round-tripped so every message is a fresh object, as after
// `JSON.parse` of a server response.

export type Wire = Record<string, unknown>;

/** Small deterministic PRNG (mulberry32): the same history on every run and machine. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const WORDS = "the agent searched benchmarks for vector databases and compared latency cost recall memory filters index shards replicas".split(" ");

/** `compactions` summary markers, evenly spread (20 on 10,000 messages by default). */
export function generateHistory(count: number, seed = 42, compactions = Math.round(count / 500)): Wire[] {
  const rand = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const text = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(" ");
  const out: Wire[] = [];
  // Ids shaped like real ones (they are hashed and compared, so their length matters):
  // UUIDs from the SDK and tools, lc_run-- ids for model output, OpenAI-style call ids.
  const chars = (alphabet: string, k: number) => Array.from({ length: k }, () => alphabet[Math.floor(rand() * alphabet.length)]).join("");
  const hex = (k: number) => chars("0123456789abcdef", k);
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${hex(4)}-${hex(12)}`;
  const id = (p: string) => (p === "a" ? `lc_run--${uuid()}` : p === "c" ? `call_${chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 24)}` : uuid());

  let markers = 0;
  while (out.length < count) {
    out.push({ type: "human", id: id("h"), content: [{ type: "text", text: text(20) }], additional_kwargs: {} });
    if (rand() < 0.3) {
      out.push({ type: "human", id: id("d"), content: `<durable_context>\n${text(30)}\n</durable_context>`, additional_kwargs: { hide_from_ui: true, durable_context_data: true } });
    }
    if (rand() < 0.1) out.push({ type: "system", id: id("s"), content: `<uploaded_files>\n${text(10)}\n</uploaded_files>` });
    const loops = 1 + Math.floor(rand() * 5);
    for (let l = 0; l < loops; l++) {
      const delegate = rand() < 0.15;
      const calls = Array.from({ length: 1 + Math.floor(rand() * 2) }, () =>
        delegate
          ? { id: id("c"), name: "task", args: { description: text(6), subagent_type: "researcher", prompt: text(40) }, type: "tool_call" }
          : { id: id("c"), name: pick(["web_search", "read_file", "bash", "write_todos", "present_files"]), args: { query: text(8), path: "/mnt/user-data/x.md" }, type: "tool_call" },
      );
      out.push({
        type: "ai",
        id: id("a"),
        content: rand() < 0.3 ? text(15) : "",
        additional_kwargs: rand() < 0.6 ? { reasoning_content: text(40) } : {},
        response_metadata: { finish_reason: "tool_calls", model_name: "demo-model" },
        tool_calls: calls,
        invalid_tool_calls: [],
        usage_metadata: { input_tokens: 1200, output_tokens: 80, total_tokens: 1280 },
      });
      for (const call of calls) {
        out.push({
          type: "tool",
          id: id("t"),
          tool_call_id: call.id,
          name: call.name,
          status: "success",
          content: delegate ? `Task Succeeded. Result: ${text(60)}` : text(20 + Math.floor(rand() * 300)),
          additional_kwargs: delegate ? { subagent_status: "completed", subagent_result_brief: text(10), subagent_token_usage: { input_tokens: 1, output_tokens: 2, total_tokens: 3 } } : {},
        });
      }
    }
    out.push({
      type: "ai",
      id: id("a"),
      content: text(80 + Math.floor(rand() * 200)),
      additional_kwargs: {},
      response_metadata: { finish_reason: "stop", model_name: "demo-model" },
      tool_calls: [],
      invalid_tool_calls: [],
      usage_metadata: { input_tokens: 1500, output_tokens: 300, total_tokens: 1800 },
    });
    if (out.length >= ((markers + 1) * count) / (compactions + 1) && markers < compactions) {
      markers++;
      out.push({ type: "summary_marker", id: id("m"), replaced_count: 40, summary: text(120), tokens_before: 20000, tokens_after: 2000 });
    }
  }
  return JSON.parse(JSON.stringify(out.slice(0, count))) as Wire[];
}

/**
 * Reference point: a transcription of the DeerFlow frontend's `groupMessages` (human /
 * processing / assistant groups of message references, no hidden context, summaries or
 * pairing): timed next to ours, it shows how loaded the machine is while the benchmark runs.
 */
export function deerflowStyleGroups(messages: readonly Wire[]): { type: string; messages: Wire[] }[] {
  const groups: { id: unknown; type: string; messages: Wire[] }[] = [];
  const calls = (m: Wire) => (Array.isArray(m.tool_calls) ? (m.tool_calls as Wire[]) : []);
  const hasContent = (m: Wire) =>
    typeof m.content === "string" ? m.content.trim().length > 0 : Array.isArray(m.content) && m.content.length > 0;
  for (const message of messages) {
    const last = groups[groups.length - 1];
    if (message.type === "human") {
      groups.push({ id: message.id, type: "human", messages: [message] });
    } else if (message.type === "tool") {
      if (last && last.type !== "human" && last.type !== "assistant") last.messages.push(message);
    } else if (message.type === "ai") {
      const toolCalls = calls(message);
      const kwargs = message.additional_kwargs as Wire | undefined;
      if (typeof kwargs?.reasoning_content === "string" || toolCalls.length > 0) {
        if (toolCalls.some((c) => c.name === "present_files")) groups.push({ id: message.id, type: "assistant:present-files", messages: [message] });
        else if (toolCalls.some((c) => c.name === "task")) groups.push({ id: message.id, type: "assistant:subagent", messages: [message] });
        else {
          if (last?.type !== "assistant:processing") groups.push({ id: message.id, type: "assistant:processing", messages: [] });
          groups[groups.length - 1]!.messages.push(message);
        }
      }
      if (hasContent(message) && toolCalls.length === 0) groups.push({ id: message.id, type: "assistant", messages: [message] });
    }
  }
  return groups;
}
