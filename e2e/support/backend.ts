// The e2e embedded backends, reached directly (not through an app's proxy) as local tools do:
// at their own address, with the key each writes to its data directory (agent/access).
import { Client } from "@langchain/langgraph-sdk";
import { KEY_HEADER } from "../../agent/access/admission";
import { readKeyFile } from "../../agent/access/key-file";

export interface Backend {
  url: string;
  dataDir: string;
}

/** The backend of the main app (and of the secure one, which shares it). */
export const mainBackend = (): Backend => ({ url: `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`, dataDir: process.env.E2E_DATA_DIR! });

/** The backend of the legacy app (LangChain's summarization, read as a stock server). */
export const legacyBackend = (): Backend => ({ url: `http://127.0.0.1:${process.env.E2E_LEGACY_BACKEND_PORT}`, dataDir: process.env.E2E_LEGACY_DATA_DIR! });

/** The backend of the app rating through a fake LangSmith (e2e/langsmith-ratings.spec.ts). */
export const langsmithBackend = (): Backend => ({ url: `http://127.0.0.1:${process.env.E2E_LANGSMITH_BACKEND_PORT}`, dataDir: process.env.E2E_LANGSMITH_DATA_DIR! });

function keyOf(backend: Backend): string {
  const key = readKeyFile(backend.dataDir);
  if (!key) throw new Error(`no backend key in ${backend.dataDir}: is its server running?`);
  return key;
}

/** fetch() of a path on the backend, with its key. */
export function backendFetch(backend: Backend, pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(KEY_HEADER, keyOf(backend));
  return fetch(`${backend.url}${pathAndQuery}`, { ...init, headers });
}

/** An SDK client of the backend, with its key. */
export const backendClient = (backend: Backend): Client => new Client({ apiUrl: backend.url, apiKey: keyOf(backend) });
