import { type Dict, dict, isDict, nonNegativeInt } from "../messages/guards";

// Token counts of one model call, as providers and LangChain report them on an AI message.
// LangChain's `usage_metadata` wins; otherwise the provider's own object in
// `response_metadata` (OpenAI's `usage`/`token_usage`, Anthropic's `usage`, Gemini's
// `usage_metadata`, LangChain JS's older `tokenUsage`). Malformed data reads as absent.

export interface TokenUsage {
  /** Tokens the model was given: its window on that call. */
  readonly input: number;
  readonly output?: number;
  readonly total?: number;
}

/** The first of `keys` holding a count (numbers, or numeric strings as some serializers send). */
function count(source: Dict, ...keys: string[]): number | undefined {
  for (const key of keys) {
    const value = nonNegativeInt(source[key]);
    if (value !== undefined) return value;
  }
  return undefined;
}

function usage(input: number | undefined, output: number | undefined, total: number | undefined): TokenUsage | undefined {
  // Some providers give only the total and the output.
  const known = input ?? (total !== undefined && output !== undefined && total >= output ? total - output : undefined);
  if (known === undefined) return undefined;
  return { input: known, ...(output !== undefined ? { output } : {}), ...(total !== undefined ? { total } : {}) };
}

/** LangChain's standard field: `input_tokens` already counts cached tokens. */
function fromLangChain(raw: unknown): TokenUsage | undefined {
  const u = dict(raw);
  if (!u) return undefined;
  return usage(count(u, "input_tokens"), count(u, "output_tokens"), count(u, "total_tokens"));
}

/** A provider's own usage object, whichever of the known spellings it uses. */
function fromProvider(raw: unknown): TokenUsage | undefined {
  const u = dict(raw);
  if (!u) return undefined;
  const prompt = count(u, "prompt_tokens", "promptTokens", "prompt_token_count", "promptTokenCount");
  const output = count(u, "completion_tokens", "completionTokens", "output_tokens", "candidates_token_count", "candidatesTokenCount");
  const total = count(u, "total_tokens", "totalTokens", "total_token_count", "totalTokenCount");
  if (prompt !== undefined) return usage(prompt, output, total);
  // Anthropic counts cached prompt tokens apart from `input_tokens`: the model saw them all.
  const input = count(u, "input_tokens");
  if (input === undefined) return usage(undefined, output, total);
  const cached = (count(u, "cache_creation_input_tokens") ?? 0) + (count(u, "cache_read_input_tokens") ?? 0);
  return usage(input + cached, output, total);
}

/** LangChain's serialized form keeps the fields under `kwargs`. */
function fields(raw: Dict): Dict {
  return raw.type === "constructor" && isDict(raw.kwargs) ? raw.kwargs : raw;
}

/** The usage an AI message reports, or undefined. Never throws. */
export function readUsage(message: unknown): TokenUsage | undefined {
  try {
    if (!isDict(message)) return undefined;
    const m = fields(message);
    const standard = fromLangChain(m.usage_metadata);
    if (standard) return standard;
    const meta = dict(m.response_metadata);
    if (!meta) return undefined;
    return fromProvider(meta.usage) ?? fromProvider(meta.token_usage) ?? fromProvider(meta.tokenUsage) ?? fromProvider(meta.usage_metadata);
  } catch {
    // A throwing getter on hostile input: no usage rather than a crash.
    return undefined;
  }
}
