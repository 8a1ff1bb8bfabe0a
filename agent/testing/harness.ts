import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "@langchain/langgraph-sdk";
import { KEY_HEADER } from "../access/admission";
import { GRAPH_ID, startEmbeddedServer, type EmbeddedServer } from "../server";

// Shared by the agent's integration tests: a real embedded server on a free port with a
// throw-away data directory, and helpers to drive it through the SDK client.

/** Where a test reaches an embedded server: its URL and the key of its start. */
export interface Endpoint {
  url: string;
  apiKey: string;
}

/** An SDK client of the server, with its key. */
export const clientOf = (server: Endpoint): Client => new Client({ apiUrl: server.url, apiKey: server.apiKey });

/** fetch() of a path on the server, with its key. */
export function serverFetch(server: Endpoint, pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(KEY_HEADER, server.apiKey);
  return fetch(`${server.url}${pathAndQuery}`, { ...init, headers });
}

export interface Harness {
  server: EmbeddedServer;
  client: Client;
  dataDir: string;
  /** Closes the server and starts a new one on the same data directory. */
  restart(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  // Tests must not wait for a human-visible typing pace.
  process.env.DEMO_STREAM_DELAY_MS ??= "0";
  const dataDir = await mkdtemp(path.join(tmpdir(), "threadline-agent-"));
  const harness: Harness = {
    server: await startEmbeddedServer({ port: 0, dataDir }),
    client: undefined as unknown as Client,
    dataDir,
    async restart() {
      await harness.server.close();
      harness.server = await startEmbeddedServer({ port: 0, dataDir });
      harness.client = clientOf(harness.server);
    },
    async dispose() {
      await harness.server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  harness.client = clientOf(harness.server);
  return harness;
}

export interface StreamEvent {
  event: string;
  data: unknown;
}

export const STREAM_MODES = ["values", "messages-tuple", "custom"] as const;

export function human(content: string) {
  return { messages: [{ type: "human", content }] };
}

/** Streams one run to its end and returns every event, in order. */
export async function streamRun(client: Client, threadId: string, content: string): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  const stream = client.runs.stream(threadId, GRAPH_ID, { input: human(content), streamMode: [...STREAM_MODES] });
  for await (const event of stream) events.push({ event: event.event, data: event.data });
  const error = events.find((event) => event.event === "error");
  if (error) throw new Error(`Run failed: ${JSON.stringify(error.data)}`);
  return events;
}

/** Custom stream events (`config.writer` payloads) of a run. */
export function customEvents(events: readonly StreamEvent[]): Record<string, unknown>[] {
  return events
    .filter((event) => event.event === "custom")
    .map((event) => event.data)
    .filter((data): data is Record<string, unknown> => typeof data === "object" && data !== null);
}

export interface WireMessage {
  type: string;
  id?: string;
  content: unknown;
  name?: string;
  tool_call_id?: string;
  tool_calls?: { id?: string; name: string; args: Record<string, unknown> }[];
  additional_kwargs?: Record<string, unknown>;
}

export async function threadValues(client: Client, threadId: string) {
  const state = await client.threads.getState(threadId);
  return state.values as { messages: WireMessage[]; title?: string; summary_text?: string; [key: string]: unknown };
}

export const textContent = (message: WireMessage): string =>
  typeof message.content === "string" ? message.content : JSON.stringify(message.content);

/** Polls until `check` returns a value (not undefined) or the deadline passes. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 5_000, what = "condition"): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface PageRow {
  seq: number;
  run_id: string | null;
  /** A message dict or a summary marker. */
  content: WireMessage & Record<string, unknown>;
  metadata?: Record<string, unknown>;
  created_at: string;
}

export interface Page {
  data: PageRow[];
  has_more: boolean;
  /** Present when read backward (no `after_seq`). */
  next_before_seq?: number | null;
  /** Present when read forward (`after_seq`). */
  next_after_seq?: number | null;
  /** The whole thread's counts, on the newest page. */
  totals?: { compactions: number; delegations: number };
}

/** GET /threads/{id}/messages/page with the given query; returns status and body. */
export async function fetchPage(
  server: Endpoint,
  threadId: string,
  query: Record<string, string | number> = {},
): Promise<{ status: number; body: Page }> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await serverFetch(server, `/threads/${threadId}/messages/page?${params}`);
  return { status: response.status, body: (await response.json()) as Page };
}

/** Every transcript row of a thread, following before_seq from the newest page back. */
export async function fullTranscript(server: Endpoint, threadId: string, limit = 500): Promise<PageRow[]> {
  const pages: PageRow[][] = [];
  let beforeSeq: number | null | undefined;
  do {
    const { status, body } = await fetchPage(server, threadId, beforeSeq ? { limit, before_seq: beforeSeq } : { limit });
    if (status !== 200) throw new Error(`transcript page: HTTP ${status}`);
    pages.unshift(body.data);
    beforeSeq = body.has_more ? body.next_before_seq : null;
  } while (beforeSeq);
  return pages.flat();
}
