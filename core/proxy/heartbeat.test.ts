import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { HEARTBEAT, heartbeatStream } from "./heartbeat";
import { compactSseStream } from "./sse-compact";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A stream whose writer the test drives, and everything its reader received so far. */
function harness(transform: TransformStream<Uint8Array, Uint8Array>) {
  const writer = transform.writable.getWriter();
  const reader = transform.readable.getReader();
  let received = "";
  let ended = false;
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    ended = true;
  })();
  return {
    write: (text: string) => writer.write(encoder.encode(text)),
    close: () => writer.close(),
    received: () => received,
    ended: () => ended,
    reader,
  };
}

it("sends a heartbeat after each silent interval, and none while events flow", async () => {
  const h = harness(heartbeatStream(15_000));
  await vi.advanceTimersByTimeAsync(14_999);
  expect(h.received()).toBe("");
  await vi.advanceTimersByTimeAsync(1);
  expect(h.received()).toBe(HEARTBEAT);

  await h.write("event: values\ndata: {}\n\n");
  await vi.advanceTimersByTimeAsync(10_000);
  await h.write("event: values\ndata: {}\n\n");
  await vi.advanceTimersByTimeAsync(10_000);
  expect(h.received()).toBe(`${HEARTBEAT}event: values\ndata: {}\n\nevent: values\ndata: {}\n\n`);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(h.received().endsWith(`data: {}\n\n${HEARTBEAT}`)).toBe(true);
  await vi.advanceTimersByTimeAsync(30_000);
  expect(h.received().split(HEARTBEAT).length - 1).toBe(4);
});

it("never cuts into an event: waits for its end", async () => {
  const h = harness(heartbeatStream(1_000));
  await h.write("event: values\ndata: {\"a\":");
  await vi.advanceTimersByTimeAsync(5_000);
  expect(h.received()).toBe('event: values\ndata: {"a":');
  await h.write("1}\n\n");
  await vi.advanceTimersByTimeAsync(1_000);
  expect(h.received()).toBe(`event: values\ndata: {"a":1}\n\n${HEARTBEAT}`);
});

it("stops with the stream", async () => {
  const h = harness(heartbeatStream(1_000));
  await h.write("data: 1\n\n");
  await h.close();
  expect(vi.getTimerCount()).toBe(0);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(h.ended()).toBe(true);
  expect(h.received()).toBe("data: 1\n\n");
  expect(vi.getTimerCount()).toBe(0);
});

it("stops when the browser goes away", async () => {
  const h = harness(heartbeatStream(1_000));
  await h.reader.cancel();
  await vi.advanceTimersByTimeAsync(5_000);
  expect(vi.getTimerCount()).toBe(0);
});

it("keeps the events of a compacted stream whole: the browser decodes the same events", async () => {
  const compact = compactSseStream();
  const h = harness(heartbeatStream(1_000));
  void compact.readable.pipeTo(new WritableStream({ write: (chunk) => h.write(decoder.decode(chunk)) }));
  const upstream = compact.writable.getWriter();
  // A pretty-printed event whose lines arrive with silences between them.
  for (const piece of ["event: values\n", "data: {\n", 'data:   "a": 1\n', "data: }\n", "\n", "event: end\n\n"]) {
    await upstream.write(encoder.encode(piece));
    await vi.advanceTimersByTimeAsync(2_500);
  }
  const blocks = h.received().split("\n\n").filter(Boolean);
  expect(blocks.filter((b) => b !== ": heartbeat")).toEqual(['event: values\ndata: {"a":1}', "event: end"]);
  expect(blocks.filter((b) => b === ": heartbeat").length).toBeGreaterThan(4);
});
