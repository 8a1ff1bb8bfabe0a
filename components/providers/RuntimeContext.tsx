"use client";
import { Client } from "@langchain/langgraph-sdk";
import { createContext, useContext, useState, type ReactNode } from "react";
import type { RuntimeConfig } from "@/core/api/config";

interface Runtime {
  config: RuntimeConfig;
  client: Client;
}

const RuntimeContext = createContext<Runtime | null>(null);

// The SDK builds absolute URLs, so the same-origin proxy path is resolved against the page.
function createClient(apiPath: string): Client {
  const origin = typeof window === "undefined" ? "http://localhost" : window.location.origin;
  return new Client({ apiUrl: `${origin}${apiPath}`, callerOptions: { maxRetries: 1 } });
}

export function RuntimeProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [runtime] = useState<Runtime>(() => ({ config, client: createClient(config.apiPath) }));
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error("RuntimeProvider is missing above this component");
  return runtime;
}

export const useRuntimeConfig = () => useRuntime().config;
export const useApiClient = () => useRuntime().client;
