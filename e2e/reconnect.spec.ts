import { createServer, connect, type Server, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { messageLog, sendMessage, waitForIdle } from "./support/app";

// The browser reaches the app through a TCP relay the test can cut, as a network blip or a
// restarted proxy would: every open connection dies at once, the run's event stream with them.
// The page says so, rejoins the same run after the last event it had, and the answer arrives
// whole and once.
const POINTS = 40;
let relay: Server;
let base: string;
const sockets = new Set<Socket>();

test.beforeAll(async () => {
  const appPort = Number(process.env.E2E_WEB_PORT);
  relay = createServer((client) => {
    const upstream = connect(appPort, "127.0.0.1");
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(relay.address() as { port: number }).port}`;
});

test.afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => relay.close(resolve));
});

const cut = () => {
  for (const socket of sockets) socket.destroy();
};

test("a run whose connection drops is rejoined, and its answer arrives whole and once", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${base}/`);
  // "slow": 40 numbered points, a line every 300 ms (about 13 s in all).
  await sendMessage(page, "Walk me through the rollout plan, slow and point by point");
  await page.waitForURL(/\/threads\/[0-9a-f-]{36}$/);
  const log = messageLog(page);
  await expect(log).toContainText("Point 3 about");

  cut();
  await expect(page.getByRole("status").filter({ hasText: "Reconnecting" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Reconnecting" })).toHaveCount(0, { timeout: 30_000 });
  await expect(log).toContainText(`Point ${POINTS} about`, { timeout: 60_000 });
  await waitForIdle(page);

  const points = [...(await log.innerText()).matchAll(/Point (\d+) about/g)].map((match) => Number(match[1]));
  expect(points).toEqual(Array.from({ length: POINTS }, (_, i) => i + 1));
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
});
