// Runs the embedded LangGraph server: `npx tsx agent/main.ts`.
// LANGGRAPH_PORT (default 8124) and THREADLINE_DATA_DIR (default <repo>/.data) configure it.
// Clients send its key as x-api-key (agent/access): LANGGRAPH_API_KEY when set, so a separate
// app started with the same variable can use it across restarts; else one generated per start,
// which it writes to <data dir>/backend.key.
import { keyFileOf } from "./access/key-file";
import { DEFAULT_DATA_DIR } from "./runtime";
import { GRAPH_ID, startEmbeddedServer } from "./server";

function portFromEnv(): number {
  const raw = process.env.LANGGRAPH_PORT?.trim();
  if (!raw) return 8124;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`LANGGRAPH_PORT must be a port number, got "${raw}"`);
  }
  return port;
}

async function main(): Promise<void> {
  const dataDir = process.env.THREADLINE_DATA_DIR?.trim() || DEFAULT_DATA_DIR;
  const server = await startEmbeddedServer({ port: portFromEnv(), dataDir, apiKey: process.env.LANGGRAPH_API_KEY?.trim() || undefined });
  console.log(`Threadline agent server: ${server.url} (assistant "${GRAPH_ID}", data in ${dataDir}; clients send the key in ${keyFileOf(dataDir)} as x-api-key)`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: flushing threads and stopping...`);
    server.close().then(
      // The library's run workers never stop on their own, so exit explicitly once flushed.
      () => process.exit(0),
      (error: unknown) => {
        console.error("Failed to close cleanly:", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
