import { safeStringify } from "../messages/guards";
import type { NormalizedMessage } from "../messages/types";
import { unreachable } from "../unreachable";

// How full the model's context window is, read from a thread's messages: the input tokens of
// the model's last call when its answer reports them; after a compaction that came later, the
// window the compaction left (its `tokens_after`, else an estimate); otherwise an estimate of
// the text in the window (characters / 4, the rule of thumb providers document for English).

const CHARS_PER_TOKEN = 4;

/** What the scan stopped at, walking back from the newest message. */
export type Anchor =
  | { readonly kind: "call"; readonly tokens: number }
  | { readonly kind: "compaction"; readonly tokensAfter: number | undefined; readonly summaryChars: number };

export interface WindowScan {
  readonly anchor: Anchor | undefined;
  /** Characters of the messages after the anchor (of all scanned ones without one). */
  readonly chars: number;
}

export type ContextSource = "usage" | "estimate";

export interface ContextTokens {
  readonly tokens: number;
  /** "usage": reported by the model; "estimate": counted from text or a compaction's figure. */
  readonly source: ContextSource;
}

type Reading = { readonly kind: "text"; readonly chars: number } | Anchor;

function read(message: NormalizedMessage): Reading {
  switch (message.type) {
    case "ai": {
      const input = message.usage?.inputTokens;
      if (input !== undefined) return { kind: "call", tokens: input };
      let chars = message.text.length + (message.reasoning?.length ?? 0);
      for (const call of message.toolCalls) chars += call.name.length + safeStringify(call.args).length;
      return { kind: "text", chars };
    }
    case "summary":
      // A failed compaction condensed nothing: the window is as it was.
      if (message.failed) return { kind: "text", chars: 0 };
      return { kind: "compaction", tokensAfter: wellFormed(message.tokensAfter), summaryChars: message.summary.length };
    case "human":
    case "tool":
    case "system":
      // Hidden context is in the model's window too: it counts.
      return { kind: "text", chars: message.text.length };
    case "unsupported":
    case "gap":
      return { kind: "text", chars: 0 };
    default:
      return unreachable(message);
  }
}

/** A backend's count, when it is one (the card shows whatever was sent; a figure must make sense). */
function wellFormed(count: number | undefined): number | undefined {
  return count !== undefined && Number.isInteger(count) && count >= 0 ? count : undefined;
}

/** Scans `messages[from, to)` from the end to the newest anchor. */
export function scanWindow(messages: readonly NormalizedMessage[], from = 0, to = messages.length): WindowScan {
  let chars = 0;
  for (let i = to - 1; i >= from; i--) {
    const reading = read(messages[i]!);
    if (reading.kind !== "text") return { anchor: reading, chars };
    chars += reading.chars;
  }
  return { anchor: undefined, chars };
}

/** The scan of two consecutive runs of messages, from the scans of each. */
export function joinScans(before: WindowScan, after: WindowScan): WindowScan {
  if (after.anchor !== undefined) return after;
  return { anchor: before.anchor, chars: before.chars + after.chars };
}

const estimate = (chars: number) => Math.ceil(chars / CHARS_PER_TOKEN);

/**
 * Tokens in the model's window. `summaryText` is the state's summary channel, counted when no
 * compaction is among the messages (a backend that keeps its summary out of `messages`).
 */
export function contextTokens(scan: WindowScan, summaryText?: unknown): ContextTokens {
  const { anchor, chars } = scan;
  if (anchor === undefined) {
    const summary = typeof summaryText === "string" ? summaryText.length : 0;
    return { tokens: estimate(chars + summary), source: "estimate" };
  }
  switch (anchor.kind) {
    case "call":
      return { tokens: anchor.tokens, source: "usage" };
    case "compaction":
      return {
        tokens: anchor.tokensAfter === undefined ? estimate(anchor.summaryChars + chars) : anchor.tokensAfter + estimate(chars),
        source: "estimate",
      };
    default:
      return unreachable(anchor);
  }
}
