import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { readKeyFile } from "../access/key-file";
import { REPO_ROOT } from "../runtime";

// The embedded server as a separate process (`tsx agent/main.ts`), for tests that must kill
// it the hard way. tsx runs the script in a child of its own, so the whole process group is
// signalled: killing only the tsx parent would leave the real server running (and flushing).

export interface ServerProcess {
  url: string;
  /** The key of its start, read from the data directory as local tools do. */
  apiKey: string;
  /** Output so far, for failure messages. */
  output(): string;
  /** SIGKILL to the process group; resolves once the tsx parent is gone. */
  kill(): Promise<void>;
}

const READY = /Threadline agent server: (http:\/\/\S+)/;

export async function spawnServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(path.join(REPO_ROOT, "node_modules", ".bin", "tsx"), ["agent/main.ts"], {
    cwd: REPO_ROOT,
    // Its own process group, so kill() reaches the server process tsx starts.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      LANGGRAPH_PORT: "0",
      THREADLINE_DATA_DIR: dataDir,
      DEMO_STREAM_DELAY_MS: "0",
      ...env,
    },
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = READY.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code, signal) => reject(new Error(`Server exited (${code ?? signal}) before it was ready:\n${output}`)));
    child.once("error", reject);
  });
  const apiKey = readKeyFile(dataDir);
  if (!apiKey) throw new Error(`The server wrote no key to ${dataDir}:\n${output}`);
  return {
    url,
    apiKey,
    output: () => output,
    kill: async () => {
      killGroup(child);
      await exited;
    },
  };
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}
