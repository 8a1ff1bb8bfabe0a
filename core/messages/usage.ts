import { type Dict, dict, isDict, nonNegativeInt } from "./guards";
import type { Usage } from "./types";

// Token counts of one model call, as providers and LangChain report them. LangChain's
// `usage_metadata` wins; otherwise the provider's own object in `response_metadata` (OpenAI's
// `usage`/`token_usage`, Anthropic's `usage`, Gemini's `usage_metadata`, LangChain JS's older
// `tokenUsage`). Malformed figures read as absent.

/** The first of `keys` holding a count (numbers, or numeric strings as some serializers send). */
function count(source: Dict, ...keys: string[]): number | undefined {
  for (const key of keys) {
    const value = nonNegativeInt(source[key]);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * A usage object under any of the known spellings (LangChain's, OpenAI's, Anthropic's,
 * Gemini's). Input counts Anthropic's cached prompt tokens, which it reports apart; some
 * providers give only the total and the output, and the input is their difference.
 */
export function readUsage(raw: unknown): Usage | undefined {
  const u = dict(raw);
  if (u === undefined) return undefined;
  const output = count(u, "output_tokens", "completion_tokens", "completionTokens", "candidates_token_count", "candidatesTokenCount");
  const total = count(u, "total_tokens", "totalTokens", "total_token_count", "totalTokenCount");
  let input = count(u, "prompt_tokens", "promptTokens", "prompt_token_count", "promptTokenCount");
  if (input === undefined) {
    const own = count(u, "input_tokens");
    if (own !== undefined) input = own + (count(u, "cache_creation_input_tokens") ?? 0) + (count(u, "cache_read_input_tokens") ?? 0);
  }
  if (input === undefined && total !== undefined && output !== undefined && total >= output) input = total - output;
  if (input === undefined && output === undefined && total === undefined) return undefined;
  const usage: { inputTokens?: number; outputTokens?: number; totalTokens?: number } = {};
  if (input !== undefined) usage.inputTokens = input;
  if (output !== undefined) usage.outputTokens = output;
  if (total !== undefined) usage.totalTokens = total;
  return usage;
}

/**
 * The usage an AI message reports (its fields, unwrapped from LangChain's serialized form by
 * the caller): the first reading that knows the input, else the first with any figure.
 */
export function messageUsage(msg: Dict): Usage | undefined {
  const meta = dict(msg.response_metadata);
  const candidates = [msg.usage_metadata, meta?.usage, meta?.token_usage, meta?.tokenUsage, meta?.usage_metadata];
  let partial: Usage | undefined;
  for (const candidate of candidates) {
    if (!isDict(candidate)) continue;
    const usage = readUsage(candidate);
    if (usage?.inputTokens !== undefined) return usage;
    partial ??= usage;
  }
  return partial;
}
