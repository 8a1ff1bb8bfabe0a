import { createServer } from "node:net";
import path from "node:path";
import { startGuarded } from "./access/guard";
import { MIN_KEY_LENGTH, newKey, removeKeyFile, writeKeyFile } from "./access/key-file";
import { quietCancellationLogs } from "./logging";
import { AGENT_DIR, setRuntime } from "./runtime";
import { installDurablePersistence, retireAll } from "./storage/durable-persistence";
import { loadLibraryInternals } from "./storage/library";
import { describeAssistants } from "./assistant-profile";
import { copyTitlesToMetadata } from "./list-titles";
import { createDurableOps } from "./storage/ops";
import { makePrivateDir } from "./storage/private-files";
import { startMessageIndex } from "./search/registry";
import { closeRatingStores } from "./ratings/registry";
import { closeSubagentStores, flushSubagentStores } from "./subagents/registry";
import { closeTranscriptStores, flushTranscriptStores } from "./transcript/registry";

export interface EmbeddedServerOptions {
  /** Port to listen on; 0 picks a free one (the chosen port is in `url`). */
  port: number;
  /** Interface to bind: loopback by default. Requests must carry `apiKey` whatever it is. */
  host?: string;
  /** Directory for threads, checkpoints and transcripts; created if missing. */
  dataDir: string;
  /** The key clients must send; generated for this start when not given. */
  apiKey?: string;
}

export interface EmbeddedServer {
  /** Base URL of the LangGraph API, e.g. http://127.0.0.1:8124 */
  url: string;
  /**
   * The key of this start (`opts.apiKey`, else generated): every request must send it as
   * `x-api-key` (agent/access). Also in `<dataDir>/backend.key`, for this user only, until close().
   */
  apiKey: string;
  /** Stops accepting requests, drops open streams and flushes all state to `dataDir`. */
  close(): Promise<void>;
}

/** The assistant id clients use is the graph id. */
export const GRAPH_ID = "agent";

// Runs of different threads execute in parallel, one per worker. Idle workers look for new
// runs when one may have become startable (storage/prompt-start.ts).
const WORKERS = 10;

let running = false;

/**
 * Starts the real LangGraph API server (`@langchain/langgraph-api`) in this process, serving
 * the demo agent as graph `agent`.
 *
 * One per process: the library keeps its checkpointer and graph registry in module state.
 * `close()` stops the HTTP server and flushes, but the library's run workers are poll loops
 * that cannot be stopped; a process that wants to exit after `close()` should call
 * `process.exit()`.
 */
export async function startEmbeddedServer(opts: EmbeddedServerOptions): Promise<EmbeddedServer> {
  if (running) throw new Error("An embedded LangGraph server is already running in this process.");
  running = true;
  try {
    return await start(opts);
  } catch (error) {
    running = false;
    setRuntime(undefined);
    throw error;
  }
}

async function start(opts: EmbeddedServerOptions): Promise<EmbeddedServer> {
  process.env.LANGGRAPH_CLI_NO_ANALYTICS = "1";
  // No network calls from the embedded server, tracing included, whatever the shell exports.
  process.env.LANGSMITH_TRACING = "false";
  process.env.LANGCHAIN_TRACING_V2 = "false";
  // The library logs every request at debug level; its logger reads LOG_LEVEL once, on import.
  process.env.LOG_LEVEL ??= "warn";
  await ensureTypeScriptLoader();

  const dataDir = path.resolve(opts.dataDir);
  await makePrivateDir(dataDir);
  setRuntime({ dataDir });

  const host = opts.host ?? "127.0.0.1";
  if (opts.port !== 0) await assertPortFree(host, opts.port);
  // Crash-safe store files, and the writes a client relies on made durable (agent/storage).
  const library = await loadLibraryInternals();
  installDurablePersistence(library.persist);
  const storage = await createDurableOps(library, dataDir, { beforeRunEnd: () => Promise.all([flushTranscriptStores(), flushSubagentStores()]).then(() => undefined) });
  copyTitlesToMetadata(storage.ops);
  describeAssistants(storage.ops, GRAPH_ID);
  // Before the port opens: a search finds what was stored before this start.
  await startMessageIndex(dataDir);
  const { startServer } = await import("@langchain/langgraph-api/server");
  const apiKey = opts.apiKey ?? newKey();
  if (apiKey.length < MIN_KEY_LENGTH) throw new Error(`The embedded server's key must have at least ${MIN_KEY_LENGTH} characters.`);
  // Written before the port opens: whoever finds the server answering finds its key.
  writeKeyFile(dataDir, apiKey);
  const { started, server } = await startGuarded(apiKey, () =>
    startServer(
      {
        port: opts.port,
        host,
        nWorkers: WORKERS,
        // The library keeps its files under `${cwd}/.langgraph_api`; graph paths are absolute.
        cwd: dataDir,
        graphs: { [GRAPH_ID]: `${path.join(AGENT_DIR, "graph.ts")}:agent` },
        // GET /threads/{thread_id}/messages/page, the paged transcript (docs/wire-contracts.md,
        // "Paged transcript"), GET /threads/{thread_id}/subagents/{task_id}, a subagent's steps,
        // and POST /threads/search/messages, the message search.
        http: {
          app: `${path.join(AGENT_DIR, "transcript", "routes.ts")}:app`,
          disable_assistants: false,
          disable_threads: false,
          disable_runs: false,
          disable_store: false,
          disable_meta: false,
          // No origin is granted: only the app's server and local tools call this server.
          cors: { allow_origins: [] },
        },
      },
      { ops: storage.ops },
    ),
  );
  quietCancellationLogs();
  const { host: bound, cleanup } = started;
  const port = Number(bound.slice(bound.lastIndexOf(":") + 1));
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Open SSE streams would otherwise keep close() waiting until their runs end.
        server.closeAllConnections();
      });
      // The library's cleanup flushes its files, then closes the server again: closed already.
      const flushed = cleanup().catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ERR_SERVER_NOT_RUNNING") throw error;
      });
      await Promise.all([flushed, storage.close(), closeTranscriptStores(), closeSubagentStores(), closeRatingStores()]);
      retireAll();
      removeKeyFile(dataDir, apiKey);
      // The runtime (data dir) stays set: a run the library's workers finish after close()
      // still records its transcript next to its threads, not in a default directory.
      running = false;
    })());
  return { url, apiKey, close };
}

/**
 * The library's HTTP server has no error handler: a taken port would crash the process with
 * an unhandled 'error' event. Probe first, to fail with a message that says what to do.
 */
function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EADDRINUSE") return reject(error);
      // Keeps the `code`, so callers can still tell this failure apart.
      const message = `Port ${port} on ${host} is already in use. Choose another one (LANGGRAPH_PORT).`;
      reject(Object.assign(new Error(message), { code: "EADDRINUSE" }));
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/**
 * The API server imports graphs with Node's own loader, which cannot read TypeScript on
 * Node 20. `tsx` (already active under `npx tsx`) provides that; register it otherwise, as
 * under a test runner.
 */
async function ensureTypeScriptLoader(): Promise<void> {
  const underTsx = process.execArgv.some((arg) => arg.includes("tsx"));
  const key = Symbol.for("threadline.agent.tsx-registered");
  const flags = globalThis as { [key]?: boolean };
  if (underTsx || flags[key]) return;
  const { register } = await import("tsx/esm/api");
  register();
  flags[key] = true;
}
