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
function createRuntime(config: RuntimeConfig): Runtime {
  const origin = typeof window === "undefined" ? "http://localhost" : window.location.origin;
  const clientConfig = { apiUrl: `${origin}${config.apiPath}`, callerOptions: { maxRetries: 1 } };
  return { config, client: new Client(clientConfig), transcript: new TranscriptClient(clientConfig) };
}

export function RuntimeProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [runtime] = useState<Runtime>(() => createRuntime(config));
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error("RuntimeProvider is missing above this component");
  return runtime;
}

export const useRuntimeConfig = () => useRuntime().config;
export const useApiClient = () => useRuntime().client;
export const useTranscriptClient = () => useRuntime().transcript;
