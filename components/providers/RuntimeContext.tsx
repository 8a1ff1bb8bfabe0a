"use client";
import { Client } from "@langchain/langgraph-sdk";
import { createContext, useContext, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { RuntimeConfig } from "@/core/api/config";
import { resumableFetch, type Connection } from "@/core/api/resumable-stream";
import { TranscriptClient } from "@/core/api/transcript-client";

/** The connection of each thread's run stream, by thread id (absent: live). */
type Connections = Readonly<Record<string, Connection>>;

/** A request to the proxy for what the SDK has no call for (a path below the API's, like `ui/agent/entrypoint.js`). */
export type ApiFetch = (path: string, init?: { signal?: AbortSignal }) => Promise<Response>;

interface Runtime {
  config: RuntimeConfig;
  client: Client;
  fetchApi: ApiFetch;
  transcript: TranscriptClient;
  connections: StoreApi<Connections>;
}

const RuntimeContext = createContext<Runtime | null>(null);

// The SDK builds absolute URLs, so the same-origin proxy path is resolved against the page.
function createRuntime(config: RuntimeConfig, embedToken: string | null): Runtime {
  const origin = typeof window === "undefined" ? "http://localhost" : window.location.origin;
  const connections = createStore<Connections>()(() => ({}));
  // Runs' event streams rejoin their run after a dropped connection (resumable-stream.ts).
  const fetchStreams = resumableFetch((input, init) => fetch(input, init), {
    onConnection: (threadId, state) => connections.setState({ [threadId]: state }),
  });
  const clientConfig = {
    apiUrl: `${origin}${config.apiPath}`,
    callerOptions: { maxRetries: 1, fetch: fetchStreams },
    // An embedded chat's API calls carry its token: in a host site's frame the browser sends
    // no cookies of ours, so the token is held here, in memory.
    defaultHeaders: embedToken ? { Authorization: `Bearer ${embedToken}` } : undefined,
  };
  const fetchApi: ApiFetch = (path, init) => fetch(`${clientConfig.apiUrl}/${path}`, { signal: init?.signal, headers: clientConfig.defaultHeaders });
  return { config, client: new Client(clientConfig), transcript: new TranscriptClient(clientConfig), fetchApi, connections };
}

export function RuntimeProvider({ config, embedToken = null, children }: {
  config: RuntimeConfig;
  embedToken?: string | null;
  children: ReactNode;
}) {
  const [runtime] = useState<Runtime>(() => createRuntime(config, embedToken));
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** Below the app's runtime, one whose API calls carry an embed page's token. */
export function EmbedRuntimeProvider({ token, children }: { token: string | null; children: ReactNode }) {
  const { config } = useRuntime();
  return (
    <RuntimeProvider config={config} embedToken={token}>
      {children}
    </RuntimeProvider>
  );
}

function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error("RuntimeProvider is missing above this component");
  return runtime;
}

export const useRuntimeConfig = () => useRuntime().config;
export const useApiClient = () => useRuntime().client;
export const useTranscriptClient = () => useRuntime().transcript;
export const useApiFetch = () => useRuntime().fetchApi;

const LIVE: Connection = { kind: "live" };

/** The connection of a thread's run stream: live unless it broke and is being rejoined or was lost. */
export function useConnection(threadId: string): Connection {
  return useStore(useRuntime().connections, (all) => all[threadId] ?? LIVE);
}
