import { randomBytes } from "node:crypto";
import { defineConfig, devices } from "@playwright/test";
import { keyFileOf } from "./agent/access/key-file";
import { chromiumPath } from "./e2e/support/browser";
import { e2ePort, e2eSetting, e2eTempDir } from "./e2e/support/ports";
import { SECURE } from "./e2e/support/secure";
import { launcher } from "./e2e/support/servers";
import { thirdPartyCommand, thirdPartyProject } from "./e2e/third-party/project";

const webPort = e2ePort("E2E_WEB_PORT");
const backendPort = e2ePort("E2E_BACKEND_PORT");
// A second web app whose backend is down until a test starts one on this port.
const downWebPort = e2ePort("E2E_DOWN_WEB_PORT");
const downBackendPort = e2ePort("E2E_DOWN_BACKEND_PORT");
// The key that backend is started with (`npm run server` takes LANGGRAPH_API_KEY), known to its app.
const downBackendKey = e2eSetting("E2E_DOWN_BACKEND_KEY", () => randomBytes(24).toString("base64url"));
const dataDir = e2eTempDir("E2E_DATA_DIR");
// A fixture server speaking the LangGraph API with other backends' data, and an app on it.
const fixturePort = e2ePort("E2E_FIXTURE_PORT");
const fixtureWebPort = e2ePort("E2E_FIXTURE_WEB_PORT");
// The embedded backend with LangChain's own summarization (the legacy summary form), read
// the way a stock server is (no paged transcript).
const legacyWebPort = e2ePort("E2E_LEGACY_WEB_PORT");
const legacyBackendPort = e2ePort("E2E_LEGACY_BACKEND_PORT");
const legacyDataDir = e2eTempDir("E2E_LEGACY_DATA_DIR");
// A server of images from another origin, started by e2e/images.spec.ts; the legacy app
// trusts it under its 127.0.0.1 name only (THREADLINE_IMAGE_ORIGINS).
const imagePort = e2ePort("E2E_IMAGE_PORT");
// The embedded backend read as a stock server, rating answers through LangSmith presigned URLs
// (THREADLINE_FEEDBACK_KEY): its own app (the legacy app must keep showing no rating controls)
// and a fake LangSmith (e2e/fake-langsmith/server.ts) both the backend and the proxy talk to.
const langsmithPort = e2ePort("E2E_LANGSMITH_PORT");
const langsmithWebPort = e2ePort("E2E_LANGSMITH_WEB_PORT");
const langsmithBackendPort = e2ePort("E2E_LANGSMITH_BACKEND_PORT");
const langsmithDataDir = e2eTempDir("E2E_LANGSMITH_DATA_DIR");
// Every sign-in mode on, proxying to the main embedded backend (e2e/support/secure.ts).
const secureWebPort = e2ePort("E2E_SECURE_WEB_PORT");
// Third-party agents (a deepagents graph, a LangChain-middleware graph) on the official dev
// server, and an app on each (e2e/support/third-party.ts).
const thirdPartyPort = e2ePort("E2E_THIRD_PARTY_PORT");
const thirdPartyConfig = thirdPartyProject(e2eTempDir("E2E_THIRD_PARTY_DATA_DIR"));
const deepagentWebPort = e2ePort("E2E_DEEPAGENT_WEB_PORT");
const langchainWebPort = e2ePort("E2E_LANGCHAIN_WEB_PORT");
// Where the launcher of all these says they are up (e2e/support/launch.ts).
const launcherPort = e2ePort("E2E_LAUNCHER_PORT");
// Small enough that a few turns compact, large enough for the other specs' short chats.
const compactAfter = "8";

const tsx = "node_modules/.bin/tsx";
const quiet = { NEXT_TELEMETRY_DISABLED: "1", LANGGRAPH_CLI_NO_ANALYTICS: "1", LOG_LEVEL: "warn" };
/** A Threadline app (`npm start` on the build the launcher made) on `port`. */
const app = (name: string, port: number, env: Record<string, string>) => ({
  name,
  command: `${tsx} scripts/start.ts --skip-build`,
  url: `http://127.0.0.1:${port}/`,
  env: { ...quiet, PORT: String(port), ...env },
});

export default defineConfig({
  testDir: "e2e",
  // Generous: a spec waits for what a loaded 2-core machine takes, never for a fixed speed.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // One more than a 2-core machine's cores: a spec spends much of its time waiting for the
  // demo agent's paced answers, which a third worker fills (6.5 min instead of 7.0 quiet; a
  // fourth gained nothing beside a CPU hog).
  workers: 3,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    // The UI follows the browser's languages: specs read English names unless they ask otherwise.
    locale: "en-US",
    // Recording a trace (a screencast and DOM snapshots of every step) costs about a third of
    // the browser's CPU on every test; ask for one when debugging: `--trace retain-on-failure`.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: launcher(
    [
      {
        ...app("app", webPort, { LANGGRAPH_PORT: String(backendPort), THREADLINE_DATA_DIR: dataDir, DEMO_STREAM_DELAY_MS: "0", DEMO_COMPACT_AFTER: compactAfter }),
        stdout: "pipe" as const,
      },
      app("down-app", downWebPort, { LANGGRAPH_API_URL: `http://127.0.0.1:${downBackendPort}`, LANGGRAPH_API_KEY: downBackendKey }),
      {
        name: "fixtures",
        command: `${tsx} e2e/fixture-server/server.ts`,
        url: `http://127.0.0.1:${fixturePort}/ok`,
        env: { FIXTURE_PORT: String(fixturePort) },
      },
      // The fixture server stands in for a gateway that compacts on request (e2e/context-meter-gateway.spec.ts).
      app("fixture-app", fixtureWebPort, { LANGGRAPH_API_URL: `http://127.0.0.1:${fixturePort}`, THREADLINE_COMPACT: "gateway", THREADLINE_CONTEXT_WINDOW: "200000" }),
      app("legacy-app", legacyWebPort, {
        LANGGRAPH_PORT: String(legacyBackendPort),
        THREADLINE_DATA_DIR: legacyDataDir,
        THREADLINE_HISTORY: "state",
        THREADLINE_IMAGE_ORIGINS: `http://127.0.0.1:${imagePort}`,
        DEMO_SUMMARY_MODE: "legacy",
        DEMO_STREAM_DELAY_MS: "0",
        DEMO_COMPACT_AFTER: compactAfter,
      }),
      {
        name: "langsmith",
        command: `${tsx} e2e/fake-langsmith/server.ts`,
        url: `http://127.0.0.1:${langsmithPort}/ok`,
        env: { FAKE_LANGSMITH_PORT: String(langsmithPort) },
      },
      app("langsmith-app", langsmithWebPort, {
        LANGGRAPH_PORT: String(langsmithBackendPort),
        THREADLINE_DATA_DIR: langsmithDataDir,
        THREADLINE_HISTORY: "state",
        THREADLINE_FEEDBACK_KEY: "user_score",
        THREADLINE_FEEDBACK_ORIGINS: `http://127.0.0.1:${langsmithPort}`,
        // The backend's LangSmith client (its presigned URLs) talks to the fake; no traces.
        LANGSMITH_ENDPOINT: `http://127.0.0.1:${langsmithPort}`,
        LANGSMITH_API_KEY: "e2e-not-a-key",
        LANGSMITH_TRACING: "false",
        LANGCHAIN_TRACING_V2: "false",
        DEMO_STREAM_DELAY_MS: "0",
      }),
      {
        // The main backend's key of this start, from its data directory (written once the
        // main app is up), handed to this app as the launcher hands it to its own.
        name: "secure-app",
        after: "app",
        command: `sh -c 'LANGGRAPH_API_KEY="$(cat "$0")" exec ${tsx} scripts/start.ts --skip-build' '${keyFileOf(dataDir)}'`,
        url: `http://127.0.0.1:${secureWebPort}/icon.svg`,
        env: {
          ...quiet,
          PORT: String(secureWebPort),
          LANGGRAPH_API_URL: `http://127.0.0.1:${backendPort}`,
          THREADLINE_PASSWORD: SECURE.password,
          THREADLINE_SESSION_SECRET: SECURE.sessionSecret,
          THREADLINE_AUTH_HEADER: SECURE.authHeader,
          THREADLINE_EMBED_SECRET: SECURE.embedSecret,
          THREADLINE_EMBED_ORIGINS: SECURE.hostOrigin,
        },
      },
      {
        name: "third-party",
        command: thirdPartyCommand(thirdPartyConfig, thirdPartyPort),
        url: `http://127.0.0.1:${thirdPartyPort}/ok`,
        // No network: no analytics (quiet), no tracing, no browser.
        env: { ...quiet, LANGSMITH_TRACING: "false", LANGCHAIN_TRACING_V2: "false", BROWSER: "none" },
      },
      ...(
        [
          [deepagentWebPort, "deepagent"],
          [langchainWebPort, "langchain_agent"],
        ] as const
      ).map(([port, graph]) => app(`${graph}-app`, port, { LANGGRAPH_API_URL: `http://127.0.0.1:${thirdPartyPort}`, NEXT_PUBLIC_ASSISTANT_ID: graph })),
    ],
    launcherPort,
  ),
});
