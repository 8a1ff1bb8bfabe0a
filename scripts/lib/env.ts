// Launcher settings from the environment (README.md, "Configuration"), parsed in one place.
import path from "node:path";
import { readHost } from "./launch";

export interface LaunchSettings {
  /** Interface the web app binds (HOST): loopback unless the user chose another. */
  host: string;
  webPort: number;
  backendPort: number;
  dataDir: string;
  /** Set when the user points the app at another backend: no embedded server then. */
  externalBackend: string | null;
}

function port(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return value;
}

export function readLaunchSettings(env: Record<string, string | undefined>, root: string): LaunchSettings {
  return {
    host: readHost(env),
    webPort: port(env.PORT, 3000, "PORT"),
    backendPort: port(env.LANGGRAPH_PORT, 8124, "LANGGRAPH_PORT"),
    dataDir: path.resolve(root, env.THREADLINE_DATA_DIR?.trim() || ".data"),
    externalBackend: env.LANGGRAPH_API_URL?.trim() || null,
  };
}
