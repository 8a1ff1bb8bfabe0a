// A heartbeat on a silent event stream. An agent may think or run a tool for minutes without
// an event; reverse proxies and load balancers close a connection idle for 60 s or so, and
// the browser would see the run end. A comment line (`: heartbeat`), which SSE clients
// ignore, is sent whenever the stream has been silent for `intervalMs`.
//
// It is only ever sent between events: after a blank line, or before anything was sent. The
// compactor upstream of it (sse-compact.ts) hands on whole events, so that is where a silence
// falls; if one falls inside an event anyway, the heartbeat waits for the event to end.

export const HEARTBEAT = ": heartbeat\n\n";

export function heartbeatStream(intervalMs: number): TransformStream<Uint8Array, Uint8Array> {
  const beat = new TextEncoder().encode(HEARTBEAT);
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The last two bytes sent: "\n\n" (or nothing sent yet) means between events. */
  let tail: number[] = [10, 10];
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const arm = (controller: TransformStreamDefaultController<Uint8Array>) => {
    stop();
    timer = setTimeout(() => {
      if (tail[0] === 10 && tail[1] === 10) {
        try {
          controller.enqueue(beat);
        } catch {
          // The browser went away (the readable side was cancelled): nothing left to keep alive.
          stop();
          return;
        }
      }
      arm(controller);
    }, intervalMs);
  };
  return new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      arm(controller);
    },
    transform(chunk, controller) {
      if (chunk.byteLength === 0) return;
      controller.enqueue(chunk);
      tail = chunk.byteLength >= 2 ? [chunk[chunk.byteLength - 2]!, chunk[chunk.byteLength - 1]!] : [tail[1]!, chunk[0]!];
      arm(controller);
    },
    flush() {
      stop();
    },
  });
}
