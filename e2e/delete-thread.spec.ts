import { expect, test } from "@playwright/test";
import { collectPageErrors, messageLog, startChat, waitForAnswers } from "./support/app";

test("a chat is deleted from its header after a confirmation, transcript and all", async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const title = `Delete me ${Date.now()}`;
  const threadId = await startChat(page, title);
  await waitForAnswers(page, 1);
  const sidebar = page.getByRole("navigation", { name: "Threads" });
  await expect(sidebar.getByRole("link", { name: new RegExp(title) })).toBeVisible();

  // Cancel keeps it.
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("group", { name: "Delete this chat?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(messageLog(page).locator("[data-role=assistant]")).toHaveCount(1);

  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(sidebar.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
  expect((await request.get(`/api/langgraph/threads/${threadId}`)).status()).toBe(404);
  expect((await request.get(`/api/langgraph/threads/${threadId}/messages/page`)).status()).toBe(404);
  expect(errors).toEqual([]);
});
