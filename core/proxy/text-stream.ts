// A text rewriter of a stream as a byte stream transform, for a response body: the SSE
// compactor (sse-compact.ts) and the feedback tap (feedback-tap.ts) each take text pieces and
// give back what passes on.

export interface TextRewriter {
  /** Takes the next piece; returns what passes on. */
  push(text: string): string;
  /** The end of the stream: whatever was held back. */
  flush(): string;
}

/** `rewriter` over bytes; `onEnd`, when given, is awaited after the last bytes go out. */
export function textRewriteStream(rewriter: TextRewriter, onEnd?: () => Promise<void>): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      const out = rewriter.push(decoder.decode(chunk, { stream: true }));
      if (out !== "") controller.enqueue(encoder.encode(out));
    },
    async flush(controller) {
      const out = rewriter.push(decoder.decode()) + rewriter.flush();
      if (out !== "") controller.enqueue(encoder.encode(out));
      await onEnd?.();
    },
  });
}
