// `npm run seed -- --messages 10000 --compactions 20`: creates, in the embedded backend, one
// long thread as the demo agent would have left it (its append-only transcript and its state
// after the last compaction), and optionally many small threads (--threads N). With --stock,
// the long thread takes the stock shape instead: every message in the state, no transcript,
// no hidden context blocks (read it with THREADLINE_HISTORY=state).
//
// Where it seeds:
// - --url URL: a running embedded server (e.g. `npm start`); --data-dir must be its data
//   directory (the default is the launcher's: THREADLINE_DATA_DIR or .data).
// - otherwise, when a server answers on LANGGRAPH_PORT (8124 by default), through that one;
// - otherwise it starts the embedded server in this process on the data directory, seeds and
//   stops it. (Two servers must never share a data directory: they would overwrite each
//   other's thread store. A server on another port over the same directory is not detected.)
// Every thread is checked through the server afterwards: a transcript it does not serve (wrong
// data directory) is an error, and the thread is removed again.
import { performance } from "node:perf_hooks";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { KEY_HEADER } from "../agent/access/admission";
import { keyFileOf, readKeyFile } from "../agent/access/key-file";
import { generateThread } from "../agent/seed/generate";
import { seedSmallThreads } from "../agent/seed/small";
import { seedThread, targetClient, type SeedTarget } from "../agent/seed/write";
import { readLaunchSettings } from "./lib/env";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.env.LANGGRAPH_CLI_NO_ANALYTICS = "1";

const USAGE = `Usage: npm run seed -- [--messages 10000] [--compactions 20] [--title TEXT] [--seed 1]
                     [--stock] [--threads N] [--data-dir DIR] [--url URL]

  --messages N     messages in the long thread (human, ai, tool, hidden context blocks)
  --compactions K  compactions (summary markers) spread over it (default: one per 500 messages)
  --title TEXT     its title (default: from its first message, as the agent does)
  --seed S         PRNG seed; the same seed gives the same content
  --stock          the stock shape: the whole thread in the state, no transcript, no compactions,
                   no hidden context blocks (open it with THREADLINE_HISTORY=state)
  --threads N      also create N small threads (3 to 40 messages each), e.g. for the thread list;
                   alone, only those
  --data-dir DIR   the backend's data directory (default THREADLINE_DATA_DIR or .data)
  --url URL        seed through this running embedded server (its --data-dir must match)`;

function wholeNumber(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got "${raw}"`);
  return value;
}

type Probe = "answers" | "refuses-key" | "silent";

/** Whether a server answers at `url` and takes the key its data directory holds. */
async function probe(url: string, dataDir: string): Promise<Probe> {
  try {
    const response = await fetch(`${url}/ok`, { headers: { [KEY_HEADER]: readKeyFile(dataDir) ?? "" }, signal: AbortSignal.timeout(1_500) });
    if (response.ok) return "answers";
    return response.status === 401 ? "refuses-key" : "silent";
  } catch {
    return "silent";
  }
}

const refused = (url: string, dataDir: string) =>
  new Error(`The server at ${url} refuses the key in ${keyFileOf(dataDir)}: is it running on that data directory (--data-dir)?`);

async function main(): Promise<number> {
  const { values: args } = parseArgs({
    options: {
      messages: { type: "string" },
      compactions: { type: "string" },
      title: { type: "string" },
      seed: { type: "string" },
      stock: { type: "boolean" },
      threads: { type: "string" },
      "data-dir": { type: "string" },
      url: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  });
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const smallThreads = wholeNumber(args.threads, "threads", 0);
  const longThread = args.messages !== undefined || smallThreads === 0;
  const messages = wholeNumber(args.messages, "messages", 10_000);
  const stock = args.stock === true;
  // One compaction per 500 messages unless told: 20 for the default 10,000. A stock thread has none.
  const compactions = wholeNumber(args.compactions, "compactions", stock ? 0 : Math.floor(messages / 500));
  if (stock && compactions > 0) throw new Error("--stock threads have no compactions");
  const seed = wholeNumber(args.seed, "seed", 1);
  const settings = readLaunchSettings(process.env, root);
  const dataDir = args["data-dir"] ? path.resolve(args["data-dir"]) : settings.dataDir;
  const started = performance.now();

  // Generate first: a bad option fails before anything is written.
  const thread = longThread ? generateThread({ messages, compactions, seed, title: args.title, endAt: Date.now(), contextBlocks: !stock }) : undefined;

  let close: (() => Promise<void>) | undefined;
  let apiUrl = args.url?.replace(/\/$/, "");
  const launcherUrl = `http://127.0.0.1:${settings.backendPort}`;
  const running = apiUrl ? await probe(apiUrl, dataDir) : await probe(launcherUrl, dataDir);
  if (running === "refuses-key") throw refused(apiUrl ?? launcherUrl, dataDir);
  if (!apiUrl && running === "answers") {
    apiUrl = launcherUrl;
    console.log(`Seeding through the server running at ${apiUrl} (data in ${dataDir}).`);
  } else if (!apiUrl) {
    const { startEmbeddedServer } = await import("../agent/server");
    const server = await startEmbeddedServer({ port: 0, dataDir });
    apiUrl = server.url;
    close = server.close;
    console.log(`Seeding with the embedded server in this process (data in ${dataDir}).`);
  } else if (running === "silent") {
    throw new Error(`No LangGraph server answers at ${apiUrl}.`);
  }
  const target: SeedTarget = { apiUrl, dataDir };
  const client = targetClient(target);
  const webPort = settings.webPort;

  try {
    if (thread) {
      const { threadId } = await seedThread(target, thread, { client, stock });
      const { stats } = thread;
      const state = stock
        ? "; stock shape: every message in the state, no transcript"
        : ` (ledger keeps ${thread.values.delegations.length}), ${thread.values.messages.length} messages in the state`;
      console.log(
        `Thread ${threadId}: ${stats.messages} messages (${stats.runs} turns, ${stats.hidden} hidden context blocks), ` +
          `${stats.compactions} compactions, ${stats.delegations} delegations${state}.`,
      );
      console.log(`Open http://localhost:${webPort}/threads/${threadId}`);
    }
    if (smallThreads > 0) {
      await seedSmallThreads(target, smallThreads, {
        client,
        seed,
        verifyEvery: 100,
        onWritten: (done) => {
          if (done % 250 === 0) console.log(`  ${done}/${smallThreads} small threads`);
        },
      });
      console.log(`${smallThreads} small threads created.`);
    }
  } finally {
    await close?.();
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`seed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
