import { expect, test } from "@playwright/test";
import { collectPageErrors, headerAction, messageLog, startChat, waitForAnswers } from "./support/app";

// Deleting asks nothing: the chat leaves the list at once and a notice offers Undo for a few
// seconds; only then is it deleted on the backend, transcript and all.

test("a chat deleted from its header can be brought back with Undo, and is gone for good once the notice has passed", async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const title = `Delete me ${Date.now()}`;
  const threadId = await startChat(page, title);
  await waitForAnswers(page, 1);
  const sidebar = page.getByRole("navigation", { name: "Threads" });
  const row = sidebar.getByRole("link", { name: new RegExp(title) });
  await expect(row).toBeVisible();
  const notices = page.getByRole("region", { name: "Notifications" });

  await headerAction(page, "Delete");
  await page.waitForURL((url) => url.pathname === "/");
  await expect(row).toHaveCount(0);
  await expect(notices.getByRole("status")).toContainText(`Deleted “${title}”`);
  // Not deleted yet: Undo brings it back, where it was.
  expect((await request.get(`/api/langgraph/threads/${threadId}`)).status()).toBe(200);
  await notices.getByRole("button", { name: "Undo" }).click();
  await page.waitForURL(new RegExp(`/threads/${threadId}$`));
  await expect(row).toBeVisible();
  await expect(messageLog(page).locator("[data-role=assistant]")).toHaveCount(1);
  await expect(notices.getByRole("status")).toHaveCount(0);

  await headerAction(page, "Delete");
  await page.waitForURL((url) => url.pathname === "/");
  await expect(row).toHaveCount(0);
  // Once the notice is gone, so is the thread.
  await expect(notices.getByRole("status")).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(async () => (await request.get(`/api/langgraph/threads/${threadId}`)).status(), { timeout: 15_000 }).toBe(404);
  expect((await request.get(`/api/langgraph/threads/${threadId}/messages/page`)).status()).toBe(404);
  await page.reload();
  await expect(sidebar.getByRole("link").first()).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("leaving the page during the notice deletes the chat then", async ({ page, request }) => {
  const title = `Delete and leave ${Date.now()}`;
  const threadId = await startChat(page, title);
  await waitForAnswers(page, 1);
  await headerAction(page, "Delete");
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("about:blank");
  await expect.poll(async () => (await request.get(`/api/langgraph/threads/${threadId}`)).status(), { timeout: 5_000 }).toBe(404);
});
