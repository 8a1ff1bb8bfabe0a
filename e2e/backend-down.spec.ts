import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { composer, messageLog, waitForIdle } from "./support/app";

// The second web app of playwright.config.ts points at this port, where nothing listens
// until the test starts a backend there.
const webUrl = `http://127.0.0.1:${process.env.E2E_DOWN_WEB_PORT}`;
const backendPort = process.env.E2E_DOWN_BACKEND_PORT ?? "";

async function startBackend(dataDir: string): Promise<ChildProcess> {
  const child = spawn(path.resolve("node_modules/.bin/tsx"), ["agent/main.ts"], {
    env: {
      ...process.env,
      LANGGRAPH_PORT: backendPort,
      // The key its app was started with (playwright.config.ts).
      LANGGRAPH_API_KEY: process.env.E2E_DOWN_BACKEND_KEY,
      THREADLINE_DATA_DIR: dataDir,
      DEMO_STREAM_DELAY_MS: "0",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${backendPort}/ok`, { headers: { "x-api-key": process.env.E2E_DOWN_BACKEND_KEY ?? "" } }).catch(() => null))?.status ?? 0, {
      timeout: 60_000,
    })
    .toBe(200);
  return child;
}

async function stopBackend(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

// First in this file, whose next test starts a backend on that port.
test("backend down: the proxy answers 502 without naming the backend's address", async () => {
  const response = await fetch(`${webUrl}/api/langgraph/threads/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  expect(response.status).toBe(502);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ error: "Backend unreachable" });
  expect(text).not.toContain(backendPort);
});

test("backend down: an alert with Retry, the draft kept, then recovery; threads survive a restart", async ({ page }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "threadline-down-"));
  await page.goto(webUrl);
  // The thread list cannot load either, and says so.
  const sidebar = page.getByRole("navigation", { name: "Threads" });
  await expect(sidebar.getByRole("alert")).toContainText("Could not load conversations");

  await composer(page).fill("Is anyone there?");
  await composer(page).press("Enter");
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("Could not start a conversation");
  await expect(composer(page)).toHaveValue("Is anyone there?");

  // Still kept after a reload: drafts outlive the page.
  await page.reload();
  await expect(composer(page)).toHaveValue("Is anyone there?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(alert).toContainText("Could not start a conversation");

  let backend = await startBackend(dataDir);
  try {
    await alert.getByRole("button", { name: "Retry" }).click();
    await page.waitForURL(/\/threads\//);
    await expect(messageLog(page).locator("[data-role=assistant] pre code")).toBeVisible();
    await waitForIdle(page);
    await expect(composer(page)).toHaveValue("");
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    await expect(sidebar.getByRole("link", { name: /Is anyone there/ })).toBeVisible();

    // A restart of the server on the same data directory keeps the conversation.
    await stopBackend(backend);
    backend = await startBackend(dataDir);
    await page.reload();
    await expect(messageLog(page).locator("[data-role=human]")).toHaveText("Is anyone there?");
    await expect(messageLog(page).locator("[data-role=assistant] pre code")).toBeVisible();
    await expect(sidebar.getByRole("link", { name: /Is anyone there/ })).toBeVisible();
  } finally {
    await stopBackend(backend);
  }
});
