import { createServer, type Server } from "node:http";
import { expect, test } from "@playwright/test";
import { FINAL_NODE } from "../agent/middleware/transcript";
import { messageLog } from "./support/app";
import { backendClient, legacyBackend } from "./support/backend";

// Remote images in messages load on sight only from the origins THREADLINE_IMAGE_ORIGINS lists
// (the legacy app trusts the image server as 127.0.0.1); from anywhere else (the same server
// as localhost) nothing is requested until the reader presses "Load image".
const imagePort = Number(process.env.E2E_IMAGE_PORT);
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_LEGACY_WEB_PORT}` });

// A 1x1 transparent PNG.
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const requested: string[] = [];
let server: Server;
let threadId: string;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(`${req.headers.host}${req.url}`);
    res.writeHead(200, { "content-type": "image/png" });
    res.end(PIXEL);
  });
  await new Promise<void>((resolve) => server.listen(imagePort, "127.0.0.1", resolve));
  const client = backendClient(legacyBackend());
  ({ thread_id: threadId } = await client.threads.create({ graphId: "agent" }));
  const answer = [
    "A chart from our CDN:",
    `![logo](http://127.0.0.1:${imagePort}/logo.png)`,
    "and one the model was told to include:",
    `![pixel](http://localhost:${imagePort}/tracker.png?q=secret)`,
  ].join("\n\n");
  await client.threads.updateState(threadId, {
    values: { messages: [{ type: "human", id: "h1", content: "Show me the images" }, { type: "ai", id: "a1", content: answer }] },
    asNode: FINAL_NODE,
  });
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("an image from an untrusted origin waits for a click; a trusted one loads", async ({ page }) => {
  await page.goto(`/threads/${threadId}`);
  const log = messageLog(page);
  const trusted = log.getByRole("img", { name: "logo" });
  await expect(trusted).toBeVisible();
  await expect.poll(() => trusted.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  const placeholder = log.getByTestId("image-placeholder");
  await expect(placeholder).toContainText(`pixel · Image from localhost:${imagePort}`);
  await expect(log.getByRole("img", { name: "pixel" })).toHaveCount(0);
  expect(requested).toContain(`127.0.0.1:${imagePort}/logo.png`);
  expect(requested.some((r) => r.includes("tracker.png"))).toBe(false);

  await placeholder.getByRole("button", { name: "Load image" }).click();
  const loaded = log.getByRole("img", { name: "pixel" });
  await expect.poll(() => loaded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  expect(requested).toContain(`localhost:${imagePort}/tracker.png?q=secret`);
});
