import fc from "fast-check";
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { describe, expect, it } from "vitest";
import { eventText, resumableFetch, runStreamOf, type Connection } from "./resumable-stream";

const API = "http://app.test/api/langgraph";
const START = `${API}/threads/t1/runs/stream`;
const JOIN = `${API}/threads/t1/runs/r1/stream`;
const RUN = `${API}/threads/t1/runs/r1`;

const sse = (id: number, text: string) => `event: messages\nid: ${id}\ndata: ${JSON.stringify(text)}\n\n`;

/** A body that sends `chunks`, one per read, then ends or breaks. */
function body(chunks: string[], end: "close" | "break"): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const left = [...chunks];
  return new ReadableStream({
    pull(controller) {
      const chunk = left.shift();
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (end === "close") controller.close();
      else controller.error(new TypeError("network error"));
    },
  });
}

interface Call {
  url: string;
  method: string;
  lastEventId: string | null;
}

/** A backend: the run's stream, its rejoins in turn, and its status. */
function backend(first: ReadableStream<Uint8Array>, joins: (ReadableStream<Uint8Array> | "down" | 404)[], status: string[] = ["success"]) {
  const calls: Call[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? "GET", lastEventId: new Headers(init?.headers).get("last-event-id") });
    if (url === START) return new Response(first, { headers: { "content-type": "text/event-stream", "content-location": "/threads/t1/runs/r1" } });
    if (url === JOIN) {
      const next = joins.shift();
      if (next === undefined || next === "down") throw new TypeError("fetch failed");
      if (next === 404) return new Response("{}", { status: 404 });
      return new Response(next, { headers: { "content-type": "text/event-stream" } });
    }
    if (url === RUN) return Response.json({ status: status.length > 1 ? status.shift() : status[0] });
    return Response.json({ other: true });
  };
  return { fetch, calls };
}

async function readAll(response: Response): Promise<{ events: EventSourceMessage[]; error: unknown }> {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { events, error: null };
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    return { events, error };
  }
}

function client(fetch: ReturnType<typeof backend>["fetch"], delays = [0, 0, 0]) {
  const states: Connection[] = [];
  const wrapped = resumableFetch(fetch, { onConnection: (threadId, state) => threadId === "t1" && states.push(state), delays, sleep: async () => undefined });
  return { wrapped, states };
}

const post = { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer x" }, body: "{}" };

describe("runStreamOf", () => {
  it("knows a run's stream, started or joined, and nothing else", () => {
    expect(runStreamOf(START, "POST")).toEqual({ prefix: "/api/langgraph", threadId: "t1", runId: null });
    expect(runStreamOf(JOIN, "get")).toEqual({ prefix: "/api/langgraph", threadId: "t1", runId: "r1" });
    expect(runStreamOf(JOIN, "POST")).toBeNull();
    expect(runStreamOf(`${API}/threads/t1/state`, "GET")).toBeNull();
    expect(runStreamOf(`${API}/runs/stream`, "POST")).toBeNull();
    expect(runStreamOf("not a url at all ::", "GET")).toBeNull();
  });
});

describe("eventText", () => {
  it("writes an event the parser reads back the same", () => {
    fc.assert(
      fc.property(fc.option(fc.stringMatching(/^[a-z|]{1,12}$/), { nil: undefined }), fc.option(fc.stringMatching(/^[0-9-]{1,8}$/), { nil: undefined }), fc.string().map((s) => s.replace(/\r/g, "")), (event, id, data) => {
        const read: EventSourceMessage[] = [];
        createParser({ onEvent: (e) => read.push(e) }).feed(eventText({ event, id, data }));
        expect(read).toEqual([{ event, id, data }]);
      }),
    );
  });
});

describe("resumableFetch", () => {
  it("passes anything but a run's stream through untouched", async () => {
    const { fetch, calls } = backend(body([], "close"), []);
    const response = await client(fetch).wrapped(`${API}/threads/t1/state`);
    expect(await response.json()).toEqual({ other: true });
    expect(calls).toHaveLength(1);
  });

  it("rejoins a broken stream after the last whole event, and the reader sees each event once", async () => {
    // The break cuts event 3 in half: it comes again, whole, from the rejoined stream.
    const first = body([sse(1, "a"), sse(2, "b") + sse(3, "c").slice(0, 20)], "break");
    const { fetch, calls } = backend(first, [body([sse(3, "c"), sse(4, "d")], "close")]);
    const { wrapped, states } = client(fetch);
    const { events, error } = await readAll(await wrapped(START, post));
    expect(error).toBeNull();
    expect(events.map((e) => JSON.parse(e.data))).toEqual(["a", "b", "c", "d"]);
    const join = calls.find((c) => c.url === JOIN)!;
    expect(join).toMatchObject({ method: "GET", lastEventId: "2" });
    expect(states).toEqual([{ kind: "live" }, { kind: "reconnecting", attempt: 1 }, { kind: "live" }]);
  });

  it("keeps trying with backoff while the backend is unreachable", async () => {
    const { fetch, calls } = backend(body([sse(1, "a")], "break"), ["down", "down", body([sse(2, "b")], "close")]);
    const { wrapped, states } = client(fetch);
    const { events } = await readAll(await wrapped(START, post));
    expect(events.map((e) => e.id)).toEqual(["1", "2"]);
    expect(calls.filter((c) => c.url === JOIN)).toHaveLength(3);
    expect(states.map((s) => (s.kind === "reconnecting" ? s.attempt : s.kind))).toEqual(["live", 1, 2, 3, "live"]);
  });

  it("rejoins a stream that ended while its run still runs, not one whose run ended", async () => {
    const running = backend(body([sse(1, "a")], "close"), [body([sse(2, "b")], "close")], ["running", "success"]);
    const { events } = await readAll(await client(running.fetch).wrapped(START, post));
    expect(events.map((e) => e.id)).toEqual(["1", "2"]);

    const ended = backend(body([sse(1, "a")], "close"), [], ["success"]);
    const done = await readAll(await client(ended.fetch).wrapped(START, post));
    expect(done.events.map((e) => e.id)).toEqual(["1"]);
    expect(ended.calls.filter((c) => c.url === JOIN)).toHaveLength(0);
  });

  it("gives up after its attempts, with an error the reader sees", async () => {
    const { fetch } = backend(body([sse(1, "a")], "break"), ["down", "down", "down"]);
    const { wrapped, states } = client(fetch);
    const { events, error } = await readAll(await wrapped(START, post));
    expect(events.map((e) => e.id)).toEqual(["1"]);
    expect(error).toBeInstanceOf(TypeError);
    expect(states.at(-1)).toEqual({ kind: "lost" });
  });

  it("stops at once when the run is gone, and when its reader stops", async () => {
    const gone = backend(body([sse(1, "a")], "break"), [404, body([], "close")]);
    expect((await readAll(await client(gone.fetch).wrapped(START, post))).error).toBeInstanceOf(TypeError);
    expect(gone.calls.filter((c) => c.url === JOIN)).toHaveLength(1);

    const stop = new AbortController();
    const stopped = backend(body([sse(1, "a")], "break"), [body([sse(2, "b")], "close")]);
    stop.abort();
    const response = await client(stopped.fetch).wrapped(START, { ...post, signal: stop.signal });
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(stopped.calls.filter((c) => c.url === JOIN)).toHaveLength(0);
  });

  it("ends the stream with the abort when the run is stopped while its reader waits", async () => {
    const stop = new AbortController();
    const never = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });
    const { fetch, calls } = backend(never, []);
    const response = await client(fetch).wrapped(START, { ...post, signal: stop.signal });
    const read = response.body!.getReader().read();
    stop.abort();
    await expect(read).rejects.toBeDefined();
    expect(calls.filter((c) => c.url === JOIN)).toHaveLength(0);
  });

  it("gives up on a run whose stream never ends but never brings an event", async () => {
    const { fetch, calls } = backend(body([], "close"), [body([], "close"), body([], "close"), body([], "close")], ["running"]);
    const { error } = await readAll(await client(fetch).wrapped(START, post));
    expect(error).toBeInstanceOf(TypeError);
    expect(calls.filter((c) => c.url === JOIN)).toHaveLength(3);
  });
});
