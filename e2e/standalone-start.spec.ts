import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";

// The standalone server a deployment runs (`node .next/standalone/server.js`, built by the
// e2e run's own start) listens on every interface unless HOSTNAME says otherwise: without a
// sign-in mode it must refuse to, as `npm start` does, and say what to set.
const server = ".next/standalone/server.js";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function start(env: Record<string, string>, args: string[] = [server]) {
  // Only what is given: no sign-in setting of the test runner's environment leaks in.
  const only: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? "", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env };
  const child = spawn(process.execPath, args, { env: only, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

test("without sign-in, the standalone server refuses every interface and says what to set", async () => {
  const { exited, output } = start({ PORT: String(await freePort()) });
  expect(await exited).toBe(1);
  expect(output()).toContain("HOSTNAME=0.0.0.0 lets other machines reach Threadline");
  expect(output()).toContain("THREADLINE_PASSWORD");
});

test("on loopback, or with a sign-in mode, the standalone server serves", async () => {
  const envs: Record<string, string>[] = [{ HOSTNAME: "127.0.0.1" }, { HOSTNAME: "0.0.0.0", THREADLINE_AUTH_HEADER: "x-forwarded-user" }];
  for (const env of envs) {
    const port = await freePort();
    const { child, output } = start({ ...env, PORT: String(port) });
    try {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/icon.svg`).catch(() => null))?.status, { timeout: 30_000, message: output() })
        .toBe(200);
    } finally {
      child.kill();
    }
  }
});

// `next start` (the same build, from the project's folder) takes its interface from -H, not
// HOSTNAME: it serves loopback, and for every interface says what to run instead.
const nextStart = (...args: string[]) => ["node_modules/next/dist/bin/next", "start", ...args];

test("next start -H 127.0.0.1 serves without sign-in", async () => {
  const port = await freePort();
  const { child, output } = start({}, nextStart("-H", "127.0.0.1", "-p", String(port)));
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/icon.svg`).catch(() => null))?.status, { timeout: 30_000, message: output() })
      .toBe(200);
  } finally {
    child.kill();
  }
});

test("next start on every interface without sign-in refuses, naming npm start and HOSTNAME", async () => {
  const { exited, output } = start({}, nextStart("-p", String(await freePort())));
  expect(await exited).toBe(1);
  expect(output()).toContain("npm start");
  expect(output()).toContain("HOSTNAME");
  expect(output()).toContain("THREADLINE_PASSWORD");
  expect(output()).not.toContain("HOSTNAME=0.0.0.0 lets");
});
