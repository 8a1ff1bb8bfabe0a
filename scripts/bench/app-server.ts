// The app under benchmark: a production build (built only when its sources changed, as
// `npm start` decides) served by its standalone server on a free port, in front of a given backend.
// It serves a private copy of the build: others working in the same checkout may rebuild
// .next while the benchmark runs, and a server whose chunks change under it fails to load
// them ("Failed to load chunk").
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cp } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { buildApp, standaloneDir } from "../lib/build";
import { buildIsCurrent } from "../lib/build-stamp";
import { waitForHttp } from "../lib/wait-for-http";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Builds when the stamp says the sources changed; returns whether it built. */
export function ensureBuild(root: string, log: (line: string) => void): boolean {
  if (buildIsCurrent(root)) return false;
  log("building the app (sources changed since the last build)…");
  const result = buildApp(root, "pipe");
  if (!result.ok) {
    process.stderr.write(result.output);
    throw new Error(`next build failed (exit ${result.status ?? "?"})`);
  }
  return true;
}

const buildId = (root: string) => {
  const file = path.join(root, ".next/BUILD_ID");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
};

/**
 * Copies the standalone build (a server with everything it serves) into `dest`. Returns
 * undefined when a build changed mid-copy.
 */
export async function snapshotBuild(root: string, dest: string): Promise<string | undefined> {
  const before = buildId(root);
  if (!before) return undefined;
  await cp(standaloneDir(root), dest, { recursive: true });
  return buildId(root) === before && buildId(dest) === before ? before : undefined;
}

export interface WebApp {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface Backend {
  url: string;
  /** Sent as `x-api-key` by the app's proxy (the embedded server's key of its start). */
  apiKey: string;
}

/** The standalone server of `appDir` (a build snapshot); `env` adds to its environment. */
export async function startWeb(appDir: string, backend: Backend, env: Record<string, string> = {}): Promise<WebApp> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(appDir, "server.js")], {
    cwd: appDir,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env, LANGGRAPH_API_URL: backend.url, LANGGRAPH_API_KEY: backend.apiKey, HOSTNAME: "127.0.0.1", PORT: String(port), NEXT_TELEMETRY_DISABLED: "1" },
  });
  return awaitServer(child, `http://127.0.0.1:${port}`, "/", "the standalone server", 60_000);
}

/**
 * A server started as `child`, once `readyPath` answers (scripts/lib/wait-for-http.ts); its
 * output is kept for the error when it exits or does not answer within `timeoutMs`.
 */
export async function awaitServer(child: ChildProcess, url: string, readyPath: string, name: string, timeoutMs: number): Promise<WebApp> {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill("SIGTERM");
    });
  try {
    await waitForHttp(`${url}${readyPath}`, child, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}:\n${output}`);
  }
  return { url, child, stop };
}
