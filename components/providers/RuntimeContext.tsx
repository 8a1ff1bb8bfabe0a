"use client";
import { Client } from "@langchain/langgraph-sdk";
import { createContext, useContext, useState, type ReactNode } from "react";
import type { RuntimeConfig } from "@/core/api/config";
import { TranscriptClient } from "@/core/api/transcript-client";

interface Runtime {
  config: RuntimeConfig;
  client: Client;
  transcript: TranscriptClient;
}

const RuntimeContext = createContext<Runtime | null>(null);

// The SDK builds absolute URLs, so the same-origin proxy path is resolved against the page.
function createRuntime(config: RuntimeConfig, embedToken: string | null): Runtime {
  const origin = typeof window === "undefined" ? "http://localhost" : window.location.origin;
  const clientConfig = {
    apiUrl: `${origin}${config.apiPath}`,
    callerOptions: { maxRetries: 1 },
    // An embedded chat's API calls carry its token: in a host site's frame the browser sends
    // no cookies of ours, so the token is held here, in memory.
    defaultHeaders: embedToken ? { Authorization: `Bearer ${embedToken}` } : undefined,
  };
  return { config, client: new Client(clientConfig), transcript: new TranscriptClient(clientConfig) };
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
