import { type CallbackManagerForLLMRun } from "@langchain/core/callbacks/manager";
import {
  BaseChatModel,
  type BaseChatModelCallOptions,
  type BaseChatModelParams,
  type BindToolsInput,
} from "@langchain/core/language_models/chat_models";
import { AIMessage, AIMessageChunk, type BaseMessage } from "@langchain/core/messages";
import { ChatGenerationChunk, type ChatResult } from "@langchain/core/outputs";
import { convertToOpenAITool } from "@langchain/core/utils/function_calling";
import { DEMO_MODEL_NAME, SLOW_LINE_MS, streamDelayMs } from "../config";
import { estimateTextTokens, estimateTokens } from "../messages";
import { type Plan } from "./plan";
import { chunkLines, chunkText } from "./replies";

export interface DemoCallOptions extends BaseChatModelCallOptions {
  tools?: BindToolsInput[];
}

/** Decides a reply; the lead agent and the subagents plug in different scripts. */
export type DemoScript = (messages: readonly BaseMessage[], tools: readonly string[]) => Plan;

export interface DemoChatModelFields extends BaseChatModelParams {
  script: DemoScript;
}

function toolName(tool: BindToolsInput): string | undefined {
  if (typeof tool !== "object" || tool === null) return undefined;
  if ("name" in tool && typeof tool.name === "string") return tool.name;
  if ("function" in tool && typeof tool.function?.name === "string") return tool.function.name;
  return undefined;
}

/**
 * Tokens the tools' definitions take in a request: providers count them as input, so the
 * usage the demo reports grows with the tools bound, as a real model's does.
 */
function toolTokens(tools: readonly BindToolsInput[]): number {
  if (tools.length === 0) return 0;
  try {
    return estimateTextTokens(JSON.stringify(tools.map((tool) => convertToOpenAITool(tool))));
  } catch {
    return 0;
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new Error("Aborted"));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * A deterministic chat model that needs no key and no network. It streams its answer in small
 * chunks through `_streamResponseChunks` (so LangGraph's `messages` stream mode sees tokens)
 * and stops as soon as the run's abort signal fires, so Stop behaves as with a real model.
 */
export class DemoChatModel extends BaseChatModel<DemoCallOptions> {
  private readonly script: DemoScript;

  constructor(fields: DemoChatModelFields) {
    super(fields);
    this.script = fields.script;
  }

  _llmType(): string {
    return DEMO_MODEL_NAME;
  }

  override bindTools(tools: BindToolsInput[], kwargs?: Partial<DemoCallOptions>) {
    return this.withConfig({ ...kwargs, tools });
  }

  override async *_streamResponseChunks(
    messages: BaseMessage[],
    options: this["ParsedCallOptions"],
    runManager?: CallbackManagerForLLMRun,
  ): AsyncGenerator<ChatGenerationChunk> {
    const tools = (options.tools ?? []).map(toolName).filter((name): name is string => name !== undefined);
    const plan = this.script(messages, tools);
    const delay = { normal: streamDelayMs(), slow: SLOW_LINE_MS, instant: 0 }[plan.pace];
    for (const piece of plan.pace === "slow" ? chunkLines(plan.text) : chunkText(plan.text)) {
      await sleep(delay, options.signal);
      const chunk = new ChatGenerationChunk({ text: piece, message: new AIMessageChunk({ content: piece }) });
      yield chunk;
      await runManager?.handleLLMNewToken(piece, undefined, undefined, undefined, undefined, { chunk });
    }
    options.signal?.throwIfAborted();
    // What a provider would count: the messages (system prompt and context block included) and the tools.
    const inputTokens = estimateTokens(messages) + toolTokens(options.tools ?? []);
    const outputTokens = estimateTextTokens(plan.text);
    // Tool calls and usage travel on a last, text-less chunk, as with streaming providers.
    yield new ChatGenerationChunk({
      text: "",
      message: new AIMessageChunk({
        content: "",
        tool_call_chunks: plan.toolCalls.map((call, index) => ({
          type: "tool_call_chunk" as const,
          id: call.id,
          name: call.name,
          args: JSON.stringify(call.args),
          index,
        })),
        usage_metadata: { input_tokens: inputTokens, output_tokens: outputTokens, total_tokens: inputTokens + outputTokens },
        response_metadata: {
          finish_reason: plan.toolCalls.length > 0 ? "tool_calls" : "stop",
          model_name: DEMO_MODEL_NAME,
        },
      }),
    });
  }

  override async _generate(messages: BaseMessage[], options: this["ParsedCallOptions"]): Promise<ChatResult> {
    let merged: ChatGenerationChunk | undefined;
    // No run manager: a non-streaming call must not leak tokens to streaming callbacks.
    for await (const chunk of this._streamResponseChunks(messages, options)) {
      merged = merged ? merged.concat(chunk) : chunk;
    }
    const chunk = merged && AIMessageChunk.isInstance(merged.message) ? merged.message : new AIMessageChunk({ content: "" });
    const message = new AIMessage({
      content: chunk.content,
      tool_calls: chunk.tool_calls,
      usage_metadata: chunk.usage_metadata,
      response_metadata: chunk.response_metadata,
    });
    return { generations: [{ text: merged?.text ?? "", message }] };
  }
}
