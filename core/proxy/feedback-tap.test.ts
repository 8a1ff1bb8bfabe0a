import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createFeedbackTap, feedbackTapStream } from "./feedback-tap";

const URL_ = "https://api.smith.langchain.com/feedback/tokens/0b4f3e9e-8a55-4c1b-9d2e-3f1a2b3c4d5e";
const metadata = 'event: metadata\ndata: {"run_id":"run-1","attempt":1}\n\n';
const values = 'event: values\ndata: {"messages":[]}\n\n';
const feedback = `event: feedback\ndata: {"user_score":"${URL_}"}\n\n`;
const stream = metadata + values + feedback;

/** The whole stream through a tap, in pieces cut at `cuts`. */
function tapped(text: string, cuts: number[], key = "user_score") {
  const tap = createFeedbackTap(key);
  let out = "";
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    out += tap.push(text.slice(at, Math.max(at, cut)));
    at = Math.max(at, cut);
  }
  out += tap.push(text.slice(at)) + tap.flush();
  return { out, found: tap.findings() };
}

describe("createFeedbackTap", () => {
  it("notes the run and its feedback URL, and leaves the feedback event out", () => {
    const { out, found } = tapped(stream, []);
    expect(out).toBe(metadata + values);
    expect(found).toEqual({ runId: "run-1", url: URL_ });
  });

  it("reads the same however the stream is cut", () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: stream.length })), (cuts) => {
        expect(tapped(stream, cuts)).toEqual({ out: metadata + values, found: { runId: "run-1", url: URL_ } });
      }),
    );
  });

  it("leaves out every feedback event, but takes the URL of its own key only", () => {
    const { out, found } = tapped(metadata + 'event: feedback\ndata: {"other":"x"}\n\n' + 'event: feedback\ndata: not json\n\n', []);
    expect(out).toBe(metadata);
    expect(found).toEqual({ runId: "run-1", url: null });
  });

  it("keeps the first run id, and only an id-shaped one", () => {
    expect(tapped('event: metadata\ndata: {"run_id":"../x"}\n\n' + metadata, []).found.runId).toBe("run-1");
    expect(tapped(metadata + 'event: metadata\ndata: {"run_id":"run-2"}\n\n', []).found.runId).toBe("run-1");
  });

  it("passes a feedback event's look-alikes through unchanged", () => {
    const lookAlikes = 'event: values\ndata: {"feedback":"event: feedback"}\n\n: comment feedback\n\ndata: metadata\n\n';
    expect(tapped(lookAlikes + "event: end\ndata: x", []).out).toBe(lookAlikes + "event: end\ndata: x");
  });

  it("never throws, and what it passes on is the input less whole events", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom(metadata, values, feedback, "\n", "\n\n", "event: feedback\n", "data: {\"k\":\"u\"}\n"))), fc.array(fc.nat()), (pieces, cuts) => {
        const text = pieces.join("");
        const { out } = tapped(text, cuts.map((c) => c % (text.length + 1)), "k");
        expect(out.length).toBeLessThanOrEqual(text.length);
        if (!text.includes("feedback")) expect(out).toBe(text);
      }),
    );
  });
});

describe("feedbackTapStream", () => {
  it("passes the stream less the feedback event, then hands on what it found before closing", async () => {
    const order: string[] = [];
    const source = new Response(stream).body!;
    const reader = source
      .pipeThrough(
        feedbackTapStream("user_score", async (found) => {
          order.push(`found ${found.runId} ${found.url === URL_}`);
        }),
      )
      .getReader();
    const decoder = new TextDecoder();
    let text = "";
    for (let read = await reader.read(); !read.done; read = await reader.read()) text += decoder.decode(read.value, { stream: true });
    order.push("closed");
    expect(text).toBe(metadata + values);
    expect(order).toEqual(["found run-1 true", "closed"]);
  });

  it("closes the stream even when recording fails", async () => {
    const body = new Response(stream).body!.pipeThrough(feedbackTapStream("user_score", () => Promise.reject(new Error("store down"))));
    expect(await new Response(body).text()).toBe(metadata + values);
  });
});
