import { expect, test } from "@playwright/test";
import { FINAL_NODE } from "../agent/middleware/transcript";
import { newThreadMetadata } from "../core/api/threads";
import { backendClient, mainBackend } from "./support/backend";

// The chat list reads metadata, never values: a thread whose state holds thousands of messages
// (a stock server keeps the whole conversation there) costs the list what a short one does.
const MESSAGES = 3_000;

test("the chat list names a long stock thread without downloading it", async ({ page }) => {
  const client = backendClient(mainBackend());
  const first = `Catalogue every release note since ${Date.now()}`;
  const thread = await client.threads.create({ graphId: "agent", metadata: newThreadMetadata(first) });
  const messages = Array.from({ length: MESSAGES }, (_, i) =>
    i === 0 ? { type: "human", id: "m0", content: first } : { type: i % 2 ? "ai" : "human", id: `m${i}`, content: `message ${i} `.repeat(40) },
  );
  await client.threads.updateState(thread.thread_id, { values: { messages }, asNode: FINAL_NODE });
  expect(JSON.stringify(messages).length).toBeGreaterThan(1_000_000);

  // The first page comes in the page's HTML (read by the server), later ones from searches.
  // Each body is read once it has arrived; one still arriving when the test ends counts nothing.
  const reads: Promise<number>[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/threads/search") || response.request().resourceType() === "document") {
      reads.push(response.body().then((body) => body.length, () => 0));
    }
  });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Threads" }).getByRole("link", { name: first })).toBeVisible();
  const bytes = (await Promise.all(reads)).reduce((sum, length) => sum + length, 0);
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThan(200_000);
});
