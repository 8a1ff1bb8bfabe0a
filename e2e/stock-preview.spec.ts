import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { headerAction, messageLog } from "./support/app";

// A stock thread whose state the backend is slow to give (a large checkpoint to decode): the
// page shows its newest messages from the thread record at once, and the state, read once by
// the app's server, follows in the same response with everything before them. On the fixture
// app; the fixture server serves a stock fixture under this test's own id, with 300 messages
// and a state that answers 8 s late.
const fixtureServer = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_FIXTURE_WEB_PORT}` });

const STOCK_FIXTURE = "acc9d15f-36ce-5628-8fbe-4bf09f683b34";
const MESSAGES = 300;

const stateServed = async (threadId: string) => ((await (await fetch(`${fixtureServer}/__state_served/${threadId}`)).json()) as { served: boolean }).served;

test("a stock thread shows its newest messages before its state arrives, then the rest without reading it again", async ({ page }) => {
  test.setTimeout(90_000);
  const threadId = randomUUID();
  const cloned = await fetch(`${fixtureServer}/__clone`, { method: "POST", body: JSON.stringify({ from: STOCK_FIXTURE, as: threadId, messages: MESSAGES, state_delay_ms: 8_000 }) });
  expect(cloned.ok).toBe(true);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/langgraph/") && request.url().includes(threadId)) reads.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });

  await page.goto(`/threads/${threadId}`, { waitUntil: "commit" });
  const log = messageLog(page);
  await expect(log.getByText(`Message ${MESSAGES - 1}`, { exact: true })).toBeInViewport();
  // Shown while the state is still on its way: the earlier messages are not there yet.
  expect(await stateServed(threadId)).toBe(false);
  await expect(log.getByText("Message 0", { exact: true })).toHaveCount(0);

  // "Jump to start" waits for the state, which brings the first message.
  await headerAction(page, "Jump to start");
  await expect(log.getByText("Message 0", { exact: true })).toBeInViewport({ timeout: 30_000 });
  expect(await stateServed(threadId)).toBe(true);
  await expect(log).toHaveAttribute("aria-busy", "false");
  // The browser read none of the thread: the state came with the page.
  expect(reads).toEqual([]);
});

test("a stock thread whose state the server could not read keeps its newest messages; the browser asks again and says what failed", async ({ page }) => {
  const threadId = randomUUID();
  const cloned = await fetch(`${fixtureServer}/__clone`, { method: "POST", body: JSON.stringify({ from: STOCK_FIXTURE, as: threadId, messages: MESSAGES, state_status: 502 }) });
  expect(cloned.ok).toBe(true);
  const reads: number[] = [];
  page.on("response", (response) => {
    if (response.url().includes(`/threads/${threadId}/state`)) reads.push(response.status());
  });
  await page.goto(`/threads/${threadId}`);
  await expect(messageLog(page).getByText(`Message ${MESSAGES - 1}`, { exact: true })).toBeInViewport();
  const alert = page.getByRole("alert").filter({ hasText: "Could not load this conversation" });
  await expect(alert).toContainText("502");
  // The browser's own reads (the query's retry after the server's failed one).
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.every((status) => status === 502)).toBe(true);
  const before = reads.length;
  // Retry reads it again.
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect.poll(() => reads.length).toBeGreaterThan(before);
  await expect(alert).toBeVisible();
  await expect(messageLog(page).getByText(`Message ${MESSAGES - 1}`, { exact: true })).toBeVisible();
});
