import { expect, type Page, test } from "@playwright/test";
import { generateThread } from "../../agent/seed/generate";
import { messageLog, sendMessage, startChat, waitForAnswers } from "../../e2e/support/app";
import { seedOnBackend } from "../../e2e/support/seeded";

// The README's screenshots, from the real app on the embedded backend (`npm run screenshots`).
// Not part of `npm test`, which must leave the tracked files as it found them.
test.use({ viewport: { width: 1280, height: 800 } });

/** A compacted thread with its card expanded and the ledger open, in the scheme asked for. */
async function workspace(page: Page, colorScheme: "light" | "dark", file: string) {
  await page.emulateMedia({ colorScheme });
  await startChat(page, "Please delegate a study of caching strategies for our API");
  await waitForAnswers(page, 1);
  await sendMessage(page, "Compare Postgres full-text search with a vector index");
  await waitForAnswers(page, 2);
  await sendMessage(page, "Now sketch the migration plan in markdown");
  await waitForAnswers(page, 3);
  const card = messageLog(page).getByRole("button", { name: /messages? condensed/ }).first();
  await card.click();
  await page.getByRole("button", { name: /^Delegations/ }).click();
  await expect(page.getByRole("region", { name: "Delegations" })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `docs/screenshots/${file}` });
}

test("the workspace: a compacted thread with its card expanded and the ledger open", async ({ page }) => {
  await workspace(page, "light", "workspace.png");
});

test("the workspace in the dark theme", async ({ page }) => {
  await workspace(page, "dark", "workspace-dark.png");
});

test("a seeded 10,000-message thread: a delegation found pages back from the ledger", async ({ page }) => {
  test.setTimeout(180_000);
  const thread = generateThread({ messages: 10_000, compactions: 20, seed: 7 });
  const threadId = await seedOnBackend(thread);
  await page.goto(`/threads/${threadId}`);
  await expect(messageLog(page).getByText(thread.probes.last)).toBeVisible();
  await page.getByRole("button", { name: /^Delegations/ }).click();
  const oldest = page.getByRole("region", { name: "Delegations" }).getByTestId("ledger-entry").last();
  const description = (await oldest.locator("p").first().textContent()) ?? "";
  await oldest.getByRole("button", { name: "Show in transcript" }).click();
  const card = messageLog(page).locator("[data-role=subagents] article").filter({ hasText: description.slice(0, 40) }).first();
  await expect(card).toBeInViewport({ timeout: 60_000 });
  await page.screenshot({ path: "docs/screenshots/long-thread.png" });
});

test("an approval request waiting for a decision, then its receipt, on a desktop and a phone", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("list", { name: "Starter prompts" }).getByRole("button", { name: "Ask for approval" }).click();
  const approval = messageLog(page).getByRole("region", { name: "Approval needed" });
  await expect(approval).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole("meter", { name: "Context window" })).toBeVisible();
  await page.screenshot({ path: "docs/screenshots/approval.png" });
  await approval.getByRole("button", { name: "Approve" }).click();
  await expect(messageLog(page).locator("[data-role=receipt]")).toContainText("Approved · send_email");
  await waitForAnswers(page, 1);
  await page.screenshot({ path: "docs/screenshots/approval-receipt.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(messageLog(page).locator("[data-role=receipt]")).toBeVisible();
  await page.screenshot({ path: "docs/screenshots/phone.png" });
});

test.describe("in Chinese", () => {
  test.use({ locale: "zh-CN" });

  test("the new-chat page and its starter prompts, in Simplified Chinese", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("list", { name: "入门提示" }).getByRole("button")).toHaveCount(4);
    await page.screenshot({ path: "docs/screenshots/zh-CN.png" });
  });
});

test("the subagent panel: a subagent's own steps, opened from its card", async ({ page }) => {
  await startChat(page, "Please delegate a study of caching strategies for our API");
  await waitForAnswers(page, 1);
  const card = messageLog(page).locator("[data-role=subagents] article").filter({ hasText: "researcher" });
  await card.getByRole("button", { name: "View subagent" }).click();
  const panel = page.getByRole("region", { name: "Subagent: researcher" });
  await expect(panel).toContainText("Completed");
  await panel.getByRole("button", { name: /^Ran \d+ tools?/ }).click();
  await panel.getByRole("button", { name: /lookup/ }).first().click();
  await page.screenshot({ path: "docs/screenshots/subagent-panel.png" });
});

test("searching chats: results with the match marked, across every chat", async ({ page }) => {
  await startChat(page, "How should we cache the search results of our API?");
  await waitForAnswers(page, 1);
  await startChat(page, "Draft a rollout plan for the new cache layer");
  await waitForAnswers(page, 1);
  const box = page.getByRole("searchbox", { name: "Search chats" });
  await box.fill("cache");
  await expect(page.getByRole("navigation", { name: "Search results" }).getByRole("link").first()).toBeVisible();
  await page.screenshot({ path: "docs/screenshots/search.png" });
});
