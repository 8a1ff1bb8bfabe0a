import { describe, expect, it } from "vitest";
import { textRewriteStream } from "./text-stream";

const bytes = (text: string) => new TextEncoder().encode(text);

async function run(pieces: Uint8Array[], onEnd?: () => Promise<void>): Promise<string> {
  const upper = { push: (text: string) => text.toUpperCase(), flush: () => "!" };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  }).pipeThrough(textRewriteStream(upper, onEnd));
  return new Response(body).text();
}

describe("textRewriteStream", () => {
  it("rewrites text cut anywhere, a character split across pieces included", async () => {
    const all = bytes("héllo 世界");
    expect(await run([all.slice(0, 2), all.slice(2, 9), all.slice(9)])).toBe("HÉLLO 世界!");
  });

  it("awaits onEnd before the stream closes", async () => {
    const seen: string[] = [];
    const text = await run([bytes("a")], async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen.push("ended");
    });
    expect(text).toBe("A!");
    expect(seen).toEqual(["ended"]);
  });
});
