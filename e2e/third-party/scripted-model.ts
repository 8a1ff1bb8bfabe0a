import { randomUUID } from "node:crypto";
import { type CallbackManagerForLLMRun } from "@langchain/core/callbacks/manager";
import {
  BaseChatModel,
  type BaseChatModelCallOptions,
  type BaseChatModelParams,
  type BindToolsInput,
} from "@langchain/core/language_models/chat_models";
import { AIMessage, AIMessageChunk, type BaseMessage } from "@langchain/core/messages";
import { ChatGenerationChunk, type ChatResult } from "@langchain/core/outputs";

// A chat model for the third-party test graphs: it answers from a script keyed on the
// conversation it is given, streams its text in small chunks (so the `messages` stream mode
// carries tokens, as with a provider) and sends tool calls on a last chunk. No key, no network.

export interface ToolCall {
  name: string;
  args: Record<string, unknown>;
}

/** One model answer: text, and the tools it calls. */
export interface Step {
  text: string;
  toolCalls?: ToolCall[];
}

export type Script = (messages: readonly BaseMessage[]) => Step;

export interface ScriptedChatModelFields extends BaseChatModelParams {
  script: Script;
  /** Shown as the model's name in `response_metadata.model_name`. */
  name: string;
}

interface ScriptedCallOptions extends BaseChatModelCallOptions {
  tools?: BindToolsInput[];
}

/** Pause between streamed chunks, so a run lasts long enough to be seen going. */
const chunkDelayMs = () => Number(process.env.SCRIPTED_CHUNK_DELAY_MS ?? 15);

function chunks(text: string): string[] {
  return text.match(/\S+\s*|\s+/g)?.reduce<string[]>((out, word, i) => {
    if (i % 3 === 0) out.push(word);
    else out[out.length - 1] += word;
    return out;
  }, []) ?? [];
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

const estimate = (text: string) => Math.ceil(text.length / 4);

export class ScriptedChatModel extends BaseChatModel<ScriptedCallOptions> {
  private readonly script: Script;
  private readonly modelName: string;

  constructor(fields: ScriptedChatModelFields) {
    super(fields);
    this.script = fields.script;
    this.modelName = fields.name;
  }

  _llmType(): string {
    return "scripted";
  }

  override bindTools(tools: BindToolsInput[], kwargs?: Partial<ScriptedCallOptions>) {
    return this.withConfig({ ...kwargs, tools });
  }

  override async *_streamResponseChunks(
    messages: BaseMessage[],
    options: this["ParsedCallOptions"],
    runManager?: CallbackManagerForLLMRun,
  ): AsyncGenerator<ChatGenerationChunk> {
    const step = this.script(messages);
    for (const piece of chunks(step.text)) {
      await sleep(chunkDelayMs(), options.signal);
      const chunk = new ChatGenerationChunk({ text: piece, message: new AIMessageChunk({ content: piece }) });
      yield chunk;
      await runManager?.handleLLMNewToken(piece, undefined, undefined, undefined, undefined, { chunk });
    }
    const calls = step.toolCalls ?? [];
    const input = messages.reduce((sum, message) => sum + estimate(message.text), 0);
    const output = estimate(step.text);
    yield new ChatGenerationChunk({
      text: "",
      message: new AIMessageChunk({
        content: "",
        tool_call_chunks: calls.map((call, index) => ({
          type: "tool_call_chunk" as const,
          id: `call_${randomUUID().replaceAll("-", "").slice(0, 24)}`,
          name: call.name,
          args: JSON.stringify(call.args),
          index,
        })),
        usage_metadata: { input_tokens: input, output_tokens: output, total_tokens: input + output },
        response_metadata: { finish_reason: calls.length > 0 ? "tool_calls" : "stop", model_name: this.modelName },
      }),
    });
  }

  override async _generate(messages: BaseMessage[], options: this["ParsedCallOptions"]): Promise<ChatResult> {
    let merged: ChatGenerationChunk | undefined;
    for await (const chunk of this._streamResponseChunks(messages, options)) merged = merged ? merged.concat(chunk) : chunk;
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
