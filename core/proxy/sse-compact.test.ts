import { Client } from "@langchain/langgraph-sdk";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compactSseStream, createSseCompactor } from "./sse-compact";

/** Runs `pieces` through one compactor, as a stream delivers them. */
function compact(...pieces: string[]): string {
  const compactor = createSseCompactor();
  return pieces.map((piece) => compactor.push(piece)).join("") + compactor.flush();
}

const pretty = (value: unknown) =>
  JSON.stringify(value, null, 2)
    .split("\n")
    .map((line) => `data: ${line}`)
    .join("\n");

describe("createSseCompactor", () => {
  it("re-sends pretty-printed JSON data as one line of compact JSON, other fields in place", () => {
    const value = { messages: [{ type: "ai", content: "a\nb", tool_calls: [] }], n: 1.5 };
    const out = compact(`event: values\n${pretty(value)}\nid: 7\n\n`);
    expect(out).toBe(`event: values\ndata: ${JSON.stringify(value)}\nid: 7\n\n`);
  });

  it("leaves single-line data alone, whatever its size", () => {
    const event = `event: messages\ndata: ${JSON.stringify({ text: "x".repeat(5000) })}\nid: 1\n\n`;
    expect(compact(event)).toBe(event);
  });

  it("leaves multi-line data that is not JSON exactly as sent", () => {
    const event = "event: note\ndata: first line\ndata: {not json\n\n";
    expect(compact(event)).toBe(event);
  });

  it("keeps comments, retry and a bare field name", () => {
    const event = ": keep-alive\nretry: 3000\nevent: end\ndata\n\n";
    expect(compact(event)).toBe(event);
  });

  it("accepts CRLF and CR line ends, also when a CRLF is split between pieces", () => {
    const value = { a: [1, 2] };
    const crlf = `event: values\r\n${pretty(value).replaceAll("\n", "\r\n")}\r\n\r\n`;
    const split = crlf.indexOf("\r\n", 20) + 1;
    expect(compact(crlf.slice(0, split), crlf.slice(split))).toBe(`event: values\ndata: ${JSON.stringify(value)}\n\n`);
    const cr = `event: values\r${pretty(value).replaceAll("\n", "\r")}\r\r`;
    expect(compact(cr)).toBe(`event: values\ndata: ${JSON.stringify(value)}\n\n`);
  });

  it("emits each event as soon as its blank line arrives, not at the end", () => {
    const compactor = createSseCompactor();
    expect(compactor.push(`event: values\n${pretty({ a: 1 })}\n`)).toBe("");
    expect(compactor.push("\nevent: mess")).toBe('event: values\ndata: {"a":1}\n\n');
    expect(compactor.push("ages\ndata: 1\n\n")).toBe("event: messages\ndata: 1\n\n");
  });

  it("returns an unterminated event at the end as received", () => {
    expect(compact("event: values\ndata: {\ndata: }")).toBe("event: values\ndata: {\ndata: }");
    expect(compact("event: values\ndata: 1\n")).toBe("event: values\ndata: 1\n");
  });
});

// The check that matters: the SDK decodes the same events from the compacted stream as from
// the original, whatever the events and however the bytes are split.

const jsonValue = fc.jsonValue({ maxDepth: 3 });

interface WireEvent {
  event: string;
  id?: string;
  data: { json: unknown } | { text: string[] };
  pretty: boolean;
}

const wireEvent: fc.Arbitrary<WireEvent> = fc.record(
  {
    event: fc.constantFrom("values", "messages", "custom", "metadata", "updates/sub:1"),
    id: fc.string({ unit: fc.constantFrom("1", "2", "-", "a"), maxLength: 4 }),
    data: fc.oneof(
      fc.record({ json: jsonValue }),
      // Not JSON: the client could not decode it, but it must reach it unchanged.
      fc.record({ text: fc.array(fc.string({ unit: fc.constantFrom("a", "{", " ", "é", "\""), maxLength: 6 }), { minLength: 2, maxLength: 3 }) }),
    ),
    pretty: fc.boolean(),
  },
  { requiredKeys: ["event", "data", "pretty"] },
);

function serialize(events: readonly WireEvent[], lineEnd: string): string {
  return events
    .map((e) => {
      const lines = [`event: ${e.event}`];
      if ("json" in e.data) {
        const text = e.pretty ? JSON.stringify(e.data.json, null, 2) : JSON.stringify(e.data.json);
        lines.push(...text.split("\n").map((line) => `data: ${line}`));
      } else {
        lines.push(...e.data.text.map((line) => `data: ${line}`));
      }
      if (e.id !== undefined) lines.push(`id: ${e.id}`);
      return lines.join(lineEnd) + lineEnd + lineEnd;
    })
    .join("");
}

function chunked(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const at = [...new Set(cuts.map((c) => Math.floor(c * bytes.length)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const cut of at) {
    chunks.push(bytes.slice(from, cut));
    from = cut;
  }
  chunks.push(bytes.slice(from));
  return chunks;
}

const bodyOf = (chunks: readonly Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });

/** What the SDK's run stream yields for this response body (a decoding error is a result too). */
async function sdkEvents(body: ReadableStream<Uint8Array>): Promise<unknown[]> {
  const fetch = async () => new Response(body, { headers: { "content-type": "text/event-stream" } });
  const client = new Client({ apiUrl: "http://backend.test", callerOptions: { fetch, maxRetries: 0 } });
  const events: unknown[] = [];
  try {
    for await (const event of client.runs.stream("t", "agent", { input: null, streamMode: ["values"] })) events.push(event);
  } catch (error) {
    events.push({ failed: error instanceof Error ? error.name : String(error) });
  }
  return events;
}

describe("compactSseStream", () => {
  it("gives the SDK the same events as the original stream, however it is split", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(wireEvent, { minLength: 1, maxLength: 5 }),
        fc.constantFrom("\n", "\r\n", "\r"),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
        async (events, lineEnd, cuts) => {
          const bytes = new TextEncoder().encode(serialize(events, lineEnd));
          const original = await sdkEvents(bodyOf(chunked(bytes, cuts)));
          const compacted = await sdkEvents(bodyOf(chunked(bytes, cuts)).pipeThrough(compactSseStream()));
          expect(compacted).toEqual(original);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("cuts a pretty-printed state event to one line", async () => {
    const state = { messages: Array.from({ length: 20 }, (_, i) => ({ id: `m${i}`, type: "human", content: `message ${i}` })) };
    const bytes = new TextEncoder().encode(`event: values\n${pretty(state)}\n\n`);
    const chunks: string[] = [];
    const reader = bodyOf(chunked(bytes, [0.25, 0.5, 0.75])).pipeThrough(compactSseStream()).getReader();
    const decoder = new TextDecoder();
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(decoder.decode(r.value, { stream: true }));
    const text = chunks.join("");
    expect(text.split("\n").filter((line) => line.startsWith("data"))).toHaveLength(1);
    expect(text.length).toBeLessThan(bytes.length * 0.7);
  });
});
