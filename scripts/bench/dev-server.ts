// A plain LangGraph API server for the browser bench: the official JS dev server
// (`langgraphjs dev`) on the third-party project (e2e/third-party), with a 10,000-message
// stock thread of its LangChain agent seeded through the SDK. The app in front of it is
// configured as a user would (LANGGRAPH_API_URL, NEXT_PUBLIC_ASSISTANT_ID, nothing else).
import { spawn } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Client } from "@langchain/langgraph-sdk";
import { generateThread } from "../../agent/seed/generate";
import { stockValues } from "../../agent/seed/stock";
import { thirdPartyCommand, thirdPartyProject } from "../../e2e/third-party/project";
import { awaitServer, freePort, type WebApp } from "./app-server";
import { STOCK_SHAPE, type BenchThread } from "./threads";

export const DEV_GRAPH = "langchain_agent";
// createAgent's model node: a thread left as after a finished run.
const LAST_NODE = "model_request";

export async function startDevServer(dataDir: string, root: string): Promise<WebApp> {
  const port = await freePort();
  const [command, ...args] = thirdPartyCommand(thirdPartyProject(path.join(dataDir, "dev-server")), port).split(" ");
  const child = spawn(command!, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, LANGGRAPH_CLI_NO_ANALYTICS: "1", LANGSMITH_TRACING: "false", LANGCHAIN_TRACING_V2: "false" },
  });
  return awaitServer(child, `http://127.0.0.1:${port}`, "/ok", "the dev server", 120_000);
}

/** The same 10,000-message stock thread the embedded bench seeds, on the dev server's agent. */
export async function seedDevStockThread(url: string, log: (line: string) => void): Promise<Omit<BenchThread, "label">> {
  const t0 = performance.now();
  const client = new Client({ apiUrl: url });
  const { messages, compactions, seed } = STOCK_SHAPE;
  const thread = generateThread({ messages, compactions, seed, endAt: Date.now(), contextBlocks: false });
  const values = stockValues(thread);
  const { thread_id: threadId } = await client.threads.create({ graphId: DEV_GRAPH });
  await client.threads.updateState(threadId, { values, asNode: LAST_NODE });
  const stateBytes = JSON.stringify(values).length;
  log(`seeded 10k stock on the dev server (state ${(stateBytes / 1e6).toFixed(1)} MB) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { thread, threadId, stock: true, stateBytes };
}
