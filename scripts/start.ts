// `npm start` (and `npm run dev` with --dev): builds when the sources changed, starts the
// embedded LangGraph server in this process and the Next.js app as a child, prints the URL,
// and stops both on Ctrl-C. With LANGGRAPH_API_URL set, only the web app starts.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp, standaloneServer } from "./lib/build";
import { buildIsCurrent } from "./lib/build-stamp";
import { buildUiFrameBootstrap } from "./lib/ui-frame-bootstrap";
import { readLaunchSettings } from "./lib/env";
import { displayUrl, launchRefusals, probeUrl } from "./lib/launch";
import { waitForHttp } from "./lib/wait-for-http";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const skipBuild = process.argv.includes("--skip-build");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.LANGGRAPH_CLI_NO_ANALYTICS = "1";

function log(message: string) {
  console.log(`[threadline] ${message}`);
}

function ensureBuild() {
  // `next dev` serves public/ as it is: the UI frame's script must be there.
  if (dev) buildUiFrameBootstrap(root);
  if (dev || skipBuild) return;
  if (buildIsCurrent(root)) return;
  log("Building the web app (first start or sources changed)…");
  const result = buildApp(root);
  if (!result.ok) {
    log("The build failed; see the output above.");
    process.exit(result.status ?? 1);
  }
}

async function main() {
  const refusals = launchRefusals(process.env);
  if (refusals.length > 0) {
    for (const refusal of refusals) log(`Not starting: ${refusal}`);
    process.exit(1);
  }
  const settings = readLaunchSettings(process.env, root);
  ensureBuild();

  let closeBackend: (() => Promise<void>) | null = null;
  let backendUrl = settings.externalBackend;
  // The embedded server's key of this start, handed to the app alone (agent/access).
  let backendKey = process.env.LANGGRAPH_API_KEY;
  if (!backendUrl) {
    const { startEmbeddedServer } = await import("../agent/server");
    const server = await startEmbeddedServer({ port: settings.backendPort, dataDir: settings.dataDir }).catch((error: unknown) => {
      const busy = error instanceof Error && "code" in error && error.code === "EADDRINUSE";
      log(busy ? `Port ${settings.backendPort} is taken: set LANGGRAPH_PORT to a free port.` : `The embedded server failed to start: ${String(error)}`);
      process.exit(1);
    });
    closeBackend = server.close;
    backendUrl = server.url;
    backendKey = server.apiKey;
    log(`Embedded LangGraph server on ${backendUrl} (data in ${settings.dataDir})`);
  } else {
    log(`Using the LangGraph backend at ${backendUrl}`);
  }

  // The production server is the standalone one a deployment runs (it reads HOSTNAME and PORT).
  const args = dev ? [nextBin, "dev", "--hostname", settings.host, "--port", String(settings.webPort)] : [standaloneServer(root)];
  const web = spawn(process.execPath, args, {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, LANGGRAPH_API_URL: backendUrl, LANGGRAPH_API_KEY: backendKey, HOSTNAME: settings.host, PORT: String(settings.webPort) },
  });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (web.exitCode === null) web.kill("SIGTERM");
    await closeBackend?.().catch(() => undefined);
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  web.on("exit", (code) => {
    if (!stopping) {
      log(`The web app exited (code ${code ?? "?"}).`);
      void stop(code ?? 1);
    }
  });

  try {
    await waitForHttp(probeUrl(settings.host, settings.webPort), web, dev ? 180_000 : 60_000);
  } catch (error) {
    log(`Could not start the web app: ${error instanceof Error ? error.message : String(error)}`);
    await stop(1);
    return;
  }
  log(`Threadline is ready: ${displayUrl(settings.host, settings.webPort)}  (Ctrl-C stops it)`);
}

void main();
