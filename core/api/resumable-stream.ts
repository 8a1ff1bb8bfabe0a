// A run's event stream that survives a dropped connection. The SDK's own retry follows a
// `Location` header that the JS LangGraph server never sends, so a network blip or a restarted
// proxy would end the run's stream in an error while the run goes on. This wraps the fetch the
// SDK's client uses: when a run's stream breaks (or ends while the run still runs), it rejoins
// the same run from the last event it passed on (`Last-Event-ID`), with backoff, and splices
// the rest into the stream the SDK is reading, which never sees the break. Only whole events
// are passed on, so a cut in the middle of one cannot garble it.
import { createParser, type EventSourceMessage } from "eventsource-parser";

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export type Connection =
  /** Events flow (again). */
  | { kind: "live" }
  /** The stream broke; rejoining, this attempt. */
  | { kind: "reconnecting"; attempt: number }
  /** Every attempt failed: the stream ends in an error. */
  | { kind: "lost" };

export interface ResumableOptions {
  onConnection: (threadId: string, state: Connection) => void;
  /** Wait before each attempt, in ms; as many attempts as entries. */
  delays?: readonly number[];
  sleep?: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
}

/** About a minute of attempts, the first at once. */
export const REJOIN_DELAYS_MS: readonly number[] = [250, 500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000, 10_000];
const RUNNING = new Set(["pending", "running"]);
const STREAM_PATH = /^(.*)\/threads\/([A-Za-z0-9_-]{1,128})\/runs\/(?:([A-Za-z0-9_-]{1,128})\/)?stream$/;
const RUN_LOCATION = /\/runs\/([A-Za-z0-9_-]{1,128})$/;

interface RunStream {
  /** The proxy's path before `/threads/...`. */
  prefix: string;
  threadId: string;
  runId: string | null;
}

/** A request that starts (POST .../runs/stream) or joins (GET .../runs/{run}/stream) a run's stream. */
export function runStreamOf(url: string, method: string): RunStream | null {
  let path: string;
  try {
    path = new URL(url, "http://localhost").pathname;
  } catch {
    return null;
  }
  const match = STREAM_PATH.exec(path);
  if (!match) return null;
  const runId = match[3] ?? null;
  const verb = method.toUpperCase();
  if ((runId === null && verb !== "POST") || (runId !== null && verb !== "GET")) return null;
  return { prefix: match[1]!, threadId: match[2]!, runId };
}

/** One event as SSE text, the form the SDK's decoder reads. */
export function eventText(event: EventSourceMessage): string {
  let out = event.event ? `event: ${event.event}\n` : "";
  if (event.id) out += `id: ${event.id}\n`;
  for (const line of event.data.split("\n")) out += `data: ${line}\n`;
  return `${out}\n`;
}

const defaultSleep = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

function urlOf(input: string | URL | Request): string {
  return typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
}

/** The headers a rejoin sends: the original ones (an embed token's Authorization) without a body's. */
function joinHeaders(init: RequestInit | undefined, lastId: string | undefined): Headers {
  const headers = new Headers(init?.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  headers.set("accept", "text/event-stream");
  headers.set("last-event-id", lastId ?? "-1");
  return headers;
}

export function resumableFetch(base: FetchLike, options: ResumableOptions): FetchLike {
  const delays = options.delays ?? REJOIN_DELAYS_MS;
  const sleep = options.sleep ?? defaultSleep;

  return async (input, init) => {
    const url = urlOf(input);
    const target = runStreamOf(url, init?.method ?? (input instanceof Request ? input.method : "GET"));
    const response = await base(input, init);
    if (!target || !response.ok || !response.body) return response;
    const runId = target.runId ?? RUN_LOCATION.exec(response.headers.get("content-location") ?? "")?.[1] ?? null;
    if (runId === null) return response;

    const origin = new URL(url, "http://localhost");
    const runUrl = new URL(`${target.prefix}/threads/${target.threadId}/runs/${runId}`, origin).href;
    const signal = init?.signal ?? undefined;
    const report = (state: Connection) => options.onConnection(target.threadId, state);
    // A new stream of the thread starts live, whatever became of the one before.
    report({ kind: "live" });
    let lastId: string | undefined;
    // Attempts since the last event: a rejoin that brings nothing counts as a failed one, so a
    // run that never ends its stream cannot keep the loop going.
    let failures = 0;
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    let cancelled = false;
    const stopped = () => cancelled || Boolean(signal?.aborted);

    /** Whether the run still goes on (a clean end of its stream may be a proxy's, not the run's). */
    async function stillRunning(): Promise<boolean> {
      try {
        const answer = await base(runUrl, { method: "GET", headers: joinHeaders(init, undefined), signal });
        if (!answer.ok) return false;
        const run = (await answer.json()) as { status?: unknown };
        return typeof run.status === "string" && RUNNING.has(run.status);
      } catch {
        return false;
      }
    }

    async function rejoin(): Promise<ReadableStream<Uint8Array> | null> {
      while (failures < delays.length && !stopped()) {
        const attempt = ++failures;
        report({ kind: "reconnecting", attempt });
        await sleep(delays[attempt - 1]!, signal);
        if (stopped()) return null;
        try {
          const answer = await base(`${runUrl}/stream`, { method: "GET", headers: joinHeaders(init, lastId), signal });
          if (answer.ok && answer.body) return answer.body;
          await answer.body?.cancel().catch(() => undefined);
          // The run is gone (or not ours): no attempt will find it.
          if (answer.status === 404) return null;
        } catch {
          // Still unreachable: the next attempt, after a longer wait.
        }
      }
      return null;
    }

    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        const parser = createParser({
          onEvent(event) {
            failures = 0;
            if (event.id) lastId = event.id;
            controller.enqueue(encoder.encode(eventText(event)));
          },
        });
        // Stopping the run aborts the request: the reader waiting on this stream must see it.
        signal?.addEventListener(
          "abort",
          () => {
            try {
              controller.error(signal.reason ?? new DOMException("The run's stream was stopped", "AbortError"));
            } catch {
              // Already closed.
            }
            void reader?.cancel().catch(() => undefined);
          },
          { once: true },
        );
        void (async () => {
          let source: ReadableStream<Uint8Array> | null = response.body;
          while (source !== null) {
            reader = source.getReader();
            const decoder = new TextDecoder();
            let broken = false;
            try {
              for (;;) {
                const { done, value } = await reader.read();
                if (done) break;
                parser.feed(decoder.decode(value, { stream: true }));
              }
            } catch {
              broken = true;
            }
            if (stopped()) return;
            // A partial event is dropped: the rejoined stream sends it again, after `lastId`.
            parser.reset();
            if (!broken && !(await stillRunning())) break;
            source = await rejoin();
            if (stopped()) return;
            if (source === null) {
              report({ kind: "lost" });
              controller.error(new TypeError("network error: the run's event stream was lost"));
              return;
            }
            report({ kind: "live" });
          }
          controller.close();
        })();
      },
      cancel(reason) {
        cancelled = true;
        return reader?.cancel(reason).catch(() => undefined);
      },
    });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
