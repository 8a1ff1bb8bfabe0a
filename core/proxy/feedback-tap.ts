// A tap on a run's event stream on its way to the browser, for ratings through LangSmith
// (docs/wire-contracts.md, "Ratings"): it notes the run's id (the `metadata` event) and the
// presigned feedback URL a LangGraph server reports once the run ends (the `feedback` event,
// `{<key>: <url>}`), and leaves the `feedback` event out: the URL lets anyone holding it post
// feedback, so it stays on the server. Everything else passes unchanged. It reads the
// compactor's output (sse-compact.ts: "\n" line ends, whole events), and never throws.
import { isDict } from "../messages/guards";
import { ID } from "./routes";
import { textRewriteStream } from "./text-stream";

export interface TapFindings {
  runId: string | null;
  /** The feedback event's value for the key asked for, unchecked (presigned.ts checks it). */
  url: string | null;
}

export interface FeedbackTap {
  /** Takes the next piece of the stream; returns what passes on. */
  push(text: string): string;
  /** The end of the stream: whatever was held back, less a feedback event. */
  flush(): string;
  findings(): TapFindings;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An event's name and data (its data lines joined by "\n", the SSE rule). */
function fieldsOf(event: string): { name: string; data: string } {
  let name = "message";
  const data: string[] = [];
  for (const line of event.split(/\r\n|\r|\n/)) {
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(line[colon + 1] === " " ? colon + 2 : colon + 1);
    if (field === "event") name = value;
    else if (field === "data") data.push(value);
  }
  return { name, data: data.join("\n") };
}

export function createFeedbackTap(key: string): FeedbackTap {
  let held = "";
  const found: TapFindings = { runId: null, url: null };

  /** Whether the event passes on; notes what it tells. */
  const passes = (event: string): boolean => {
    if (!event.includes("metadata") && !event.includes("feedback")) return true;
    const { name, data } = fieldsOf(event);
    if (name === "feedback") {
      const value = parseJson(data);
      if (isDict(value) && typeof value[key] === "string") found.url = value[key];
      return false;
    }
    if (name === "metadata" && found.runId === null) {
      const value = parseJson(data);
      if (isDict(value) && typeof value.run_id === "string" && ID.test(value.run_id)) found.runId = value.run_id;
    }
    return true;
  };

  return {
    push(text) {
      if (text === "") return "";
      // Where "\n\n" may start: the held text's last character may be the first "\n".
      let from = Math.max(0, held.length - 1);
      held += text;
      let out = "";
      let start = 0;
      for (let end = held.indexOf("\n\n", from); end !== -1; end = held.indexOf("\n\n", from)) {
        const event = held.slice(start, end + 2);
        if (passes(event)) out += event;
        start = end + 2;
        from = start;
      }
      held = held.slice(start);
      return out;
    },
    flush() {
      const rest = held;
      held = "";
      return rest === "" || !passes(rest) ? "" : rest;
    },
    findings: () => ({ ...found }),
  };
}

/**
 * The tap as a byte stream transform. When the stream ends, `onEnd` is awaited with what it
 * found before the browser's stream closes (so a rating target is recorded before the page
 * reads it); its failure is its own to report and never fails the stream.
 */
export function feedbackTapStream(key: string, onEnd: (found: TapFindings) => Promise<void>): TransformStream<Uint8Array, Uint8Array> {
  const tap = createFeedbackTap(key);
  return textRewriteStream(tap, () => onEnd(tap.findings()).catch(() => undefined));
}
