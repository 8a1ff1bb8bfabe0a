import { expect, test } from "@playwright/test";
import { collectPageErrors, composer, messageLog, sendMessage, startChat, waitForAnswers, waitForIdle } from "./support/app";

test("a new chat streams a markdown answer, gets a URL and a title, and survives a reload", async ({ page }) => {
  const errors = collectPageErrors(page);
  const threadId = await startChat(page, "Explain vector databases with an example");

  const log = messageLog(page);
  await expect(log.locator("[data-role=human]")).toHaveText("Explain vector databases with an example");
  // The demo model answers with a list and a fenced code block, rendered as markdown.
  await expect(log.locator("[data-role=assistant] li").first()).toBeVisible();
  await expect(log.locator("[data-role=assistant] pre code")).toContainText("const words");
  await waitForIdle(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explain vector databases with an example");

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/threads/${threadId}$`));
  await expect(log.locator("[data-role=human]")).toHaveText("Explain vector databases with an example");
  await expect(log.locator("[data-role=assistant] pre code")).toContainText("const words");
  const sidebar = page.getByRole("navigation", { name: "Threads" });
  await expect(sidebar.getByRole("link", { name: /Explain vector databases with an example/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  expect(errors).toEqual([]);
});

test("Enter sends, Shift+Enter breaks the line", async ({ page }) => {
  await page.goto("/");
  const box = composer(page);
  await box.fill("first line");
  await box.press("Shift+Enter");
  await box.pressSequentially("second line");
  await expect(box).toHaveValue("first line\nsecond line");
  await expect(page).toHaveURL(/\/$/);
  await box.press("Enter");
  await page.waitForURL(/\/threads\//);
  await expect(messageLog(page).locator("[data-role=human]").first()).toHaveText("first line\nsecond line");
  await waitForAnswers(page, 1);
  await expect(box).toHaveValue("");
});

test("a follow-up in the same thread keeps the earlier turn", async ({ page }) => {
  await startChat(page, "First question about caching");
  await waitForAnswers(page, 1);
  await sendMessage(page, "Second question about indexes");
  await waitForAnswers(page, 2);
  const log = messageLog(page);
  await expect(log.locator("[data-role=human]")).toHaveCount(2);
  await expect(log.locator("[data-role=assistant]")).toHaveCount(2);
  await expect(log.locator("[data-role=assistant]").nth(1)).toContainText("Second question about indexes");
});
