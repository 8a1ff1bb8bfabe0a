import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_BODY_MB, declaredTooLarge, drain, maxBodyBytes, readCapped } from "./limits";

const MB = 1024 * 1024;

it("maxBodyBytes reads THREADLINE_MAX_BODY_MB, else the default", () => {
  expect(maxBodyBytes({})).toBe(DEFAULT_MAX_BODY_MB * MB);
  expect(maxBodyBytes({ THREADLINE_MAX_BODY_MB: " 2 " })).toBe(2 * MB);
  expect(maxBodyBytes({ THREADLINE_MAX_BODY_MB: "0.5" })).toBe(MB / 2);
  for (const bad of ["0", "-1", "ten", "1e9", ""]) expect(maxBodyBytes({ THREADLINE_MAX_BODY_MB: bad })).toBe(DEFAULT_MAX_BODY_MB * MB);
});

it("declaredTooLarge compares Content-Length with the limit", () => {
  expect(declaredTooLarge("101", 100)).toBe(true);
  expect(declaredTooLarge("100", 100)).toBe(false);
  expect(declaredTooLarge(null, 100)).toBe(false);
  expect(declaredTooLarge("junk", 100)).toBe(false);
});

/** A body arriving in the given chunks, recording how many were pulled. */
function body(chunks: Uint8Array[]) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[pulled++];
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  return { stream, pulled: () => pulled };
}

describe("readCapped", () => {
  it("reads a body within the limit as text", async () => {
    const text = '{"input":"héllo"}';
    const bytes = new TextEncoder().encode(text);
    expect(await readCapped(body([bytes.slice(0, 5), bytes.slice(5)]).stream, bytes.length)).toEqual({ kind: "ok", text });
    expect(await readCapped(null, 10)).toEqual({ kind: "ok", text: "" });
  });

  it("keeps nothing past the limit; drops what follows, up to four times the limit in all", async () => {
    const chunk = new Uint8Array(40);
    // A client that sends it all before reading the answer gets the 413.
    const whole = body(Array.from({ length: 5 }, () => chunk));
    expect(await readCapped(whole.stream, 100)).toEqual({ kind: "too-large" });
    expect(whole.pulled()).toBe(6);
    // A body far beyond it is cut once 100 + 300 bytes have been read.
    const endless = body(Array.from({ length: 100 }, () => chunk));
    expect(await readCapped(endless.stream, 100)).toEqual({ kind: "too-large" });
    expect(endless.pulled()).toBe(11);
  });

  it("drain reads a body to its end within the budget, and cuts it beyond", async () => {
    const chunk = new Uint8Array(40);
    const short = body([chunk, chunk]);
    await drain(short.stream, 100);
    expect(short.pulled()).toBe(3);
    const long = body(Array.from({ length: 100 }, () => chunk));
    await drain(long.stream, 100);
    expect(long.pulled()).toBe(3);
    await drain(null, 100);
  });

  it("accepts exactly what fits, whatever the chunking", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 10 }), fc.integer({ min: 0, max: 300 }), async (sizes, max) => {
        const total = sizes.reduce((a, b) => a + b, 0);
        const result = await readCapped(body(sizes.map((n) => new Uint8Array(n).fill(97))).stream, max);
        return result.kind === (total > max ? "too-large" : "ok");
      }),
    );
  });
});
