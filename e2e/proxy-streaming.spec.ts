import { expect, test } from "@playwright/test";
import { backendFetch, mainBackend } from "./support/backend";

/** fetch() of a path on a LangGraph API: the app's proxy, or the backend itself. */
type Api = (pathAndQuery: string, init?: RequestInit) => Promise<Response>;

const proxyApi =
  (baseURL: string | undefined): Api =>
  (pathAndQuery, init) =>
    fetch(`${baseURL}/api/langgraph${pathAndQuery}`, init);

async function createThread(api: Api): Promise<string> {
  const response = await api("/threads", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
  return ((await response.json()) as { thread_id: string }).thread_id;
}

// The proxy must pass server-sent events through as they are produced, not buffer them.
test("the proxy streams a run event by event", async ({ baseURL }) => {
  const api = proxyApi(baseURL);
  const threadId = await createThread(api);
  const response = await api(`/threads/${threadId}/runs/stream`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      assistant_id: "agent",
      input: { messages: [{ type: "human", content: "slow stream check" }] },
      stream_mode: ["messages-tuple"],
    }),
  });
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const arrivals: { at: number; events: number }[] = [];
  let text = "";
  // Read the first lines of the slow answer (one event each, 300 ms apart), noting when
  // each network chunk arrives.
  while (arrivals.length < 12) {
    const { value, done } = await reader.read();
    if (done) break;
    const chunk = decoder.decode(value, { stream: true });
    text += chunk;
    arrivals.push({ at: performance.now(), events: chunk.split("event: messages").length - 1 });
  }
  await reader.cancel();
  expect(text).toContain("event: messages");
  // Many separate arrivals, spread over time, each carrying few events: a buffered proxy
  // would deliver everything in one or two large chunks at the end.
  const withEvents = arrivals.filter((a) => a.events > 0);
  expect(withEvents.length).toBeGreaterThanOrEqual(10);
  const perArrival = withEvents.map((a) => a.events).sort((a, b) => a - b);
  expect(perArrival[Math.floor(perArrival.length / 2)]).toBeLessThanOrEqual(2);
  expect(withEvents.at(-1)!.at - withEvents[0]!.at).toBeGreaterThan(100);
});

/** The events of an SSE text, each as its list of lines. */
const eventsOf = (text: string) =>
  text
    .split(/\r?\n\r?\n/)
    .filter((block) => block.trim() !== "")
    .map((block) => block.split(/\r?\n/));

/** A run's `values` events, each as its list of lines. */
async function valuesEvents(api: Api): Promise<string[][]> {
  const threadId = await createThread(api);
  const response = await api(`/threads/${threadId}/runs/stream`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ assistant_id: "agent", input: { messages: [{ type: "human", content: "hello" }] }, stream_mode: ["values"] }),
  });
  return eventsOf(await response.text()).filter((lines) => lines.includes("event: values"));
}

// Some servers pretty-print events (langgraph-api 2.0.0: a state is thousands of `data:`
// lines, and the browser pays per line); the proxy re-sends each event's JSON on one line
// (core/proxy/sse-compact.ts, whose unit tests feed it such events). From the embedded
// server (1.5.x sends compact JSON) the proxied events must hold the same JSON.
test("the proxy sends each event's data on one line, as the server's JSON", async ({ baseURL }) => {
  const dataOf = (events: string[][]) =>
    events.map((lines) => {
      const data = lines.filter((line) => line.startsWith("data"));
      expect(data).toHaveLength(1);
      return JSON.parse(data[0]!.slice("data: ".length)) as { messages?: { type?: string; content?: unknown }[] };
    });
  const direct = dataOf(await valuesEvents((pathAndQuery, init) => backendFetch(mainBackend(), pathAndQuery, init)));
  const proxied = dataOf(await valuesEvents(proxyApi(baseURL)));
  expect(proxied.length).toBeGreaterThan(1);
  // Two runs of the same deterministic agent: the same messages, ids and times aside.
  const shape = (values: (typeof direct)[number]) => values.messages?.map((m) => [m.type, m.content]);
  expect(proxied.map(shape)).toEqual(direct.map(shape));
  expect(proxied[0]!.messages?.[0]?.content).toBe("hello");
});
