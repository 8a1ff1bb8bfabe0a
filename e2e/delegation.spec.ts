import { expect, test, type Page } from "@playwright/test";
import { messageLog, sendMessage, startChat, waitForAnswers } from "./support/app";

const panel = (page: Page) => page.getByRole("region", { name: "Delegations" });
const openPanel = async (page: Page) => {
  await page.getByRole("button", { name: /^Delegations/ }).click();
  await expect(panel(page)).toBeVisible();
};
const taskCards = (page: Page) => messageLog(page).locator("[data-role=subagents] article");

test("delegated work shows as cards and in the ledger, and is reused instead of redone", async ({ page }) => {
  await startChat(page, "Please delegate a study of vector search");
  await waitForAnswers(page, 1);
  await expect(taskCards(page)).toHaveCount(3);
  await expect(taskCards(page).filter({ hasText: "Completed" })).toHaveCount(3);
  for (const type of ["researcher", "coder", "analyst"]) await expect(taskCards(page).filter({ hasText: type })).toHaveCount(1);
  // Side by side, a card opening its full result does not stretch its neighbour.
  const [first, second] = [taskCards(page).nth(0), taskCards(page).nth(1)];
  expect((await first.boundingBox())!.y).toBe((await second.boundingBox())!.y);
  const before = (await second.boundingBox())!.height;
  await first.getByRole("button", { name: "Full result" }).click();
  await expect(first.getByRole("button", { name: "Full result", expanded: true })).toBeVisible();
  await expect.poll(async () => (await first.boundingBox())!.height).toBeGreaterThan(before + 20);
  expect((await second.boundingBox())!.height).toBe(before);

  await openPanel(page);
  const entries = panel(page).getByTestId("ledger-entry");
  await expect(entries).toHaveCount(3);
  for (const label of ["researcher", "coder", "analyst"]) await expect(entries.filter({ hasText: label })).toHaveCount(1);
  await expect(entries.filter({ hasText: "Completed" })).toHaveCount(3);

  // Asked again, the agent answers from its ledger: nothing new is dispatched.
  await sendMessage(page, "Please delegate a study of vector search");
  await waitForAnswers(page, 2);
  await expect(entries).toHaveCount(3);
  await expect(taskCards(page)).toHaveCount(3);
  await expect(messageLog(page).locator("[data-role=assistant]").last()).toContainText(/reuse|already/i);
});

test("a failing task reads Failed, newest first in the ledger, with filters", async ({ page }) => {
  await startChat(page, "delegate the pricing analysis and let it fail");
  await waitForAnswers(page, 1);
  await expect(taskCards(page).filter({ hasText: "Failed" })).toHaveCount(1);
  await openPanel(page);
  await panel(page).getByRole("button", { name: "Failed", exact: true }).click();
  await expect(panel(page).getByTestId("ledger-entry")).toHaveCount(1);
  await expect(panel(page).getByTestId("ledger-entry")).toContainText("analyst");
  await panel(page).getByRole("button", { name: "All", exact: true }).click();
  await expect(panel(page).getByTestId("ledger-entry")).toHaveCount(3);
});

test("live progress of a slow task, then Stop ends it cancelled", async ({ page }) => {
  await startChat(page, "delegate a slow survey of embedding models");
  const researcher = taskCards(page).filter({ hasText: "researcher" });
  // The panel opens first: the slow task lasts seconds, and Stop must come while it runs.
  await expect(page.getByRole("button", { name: /^Delegations.*in progress/ })).toBeVisible();
  await openPanel(page);
  // task_running events show the subagent's progress while it works.
  await expect(researcher).toContainText(/Step \d+ of \d+: \w/);
  // Numbered once: the card numbers the steps, the subagent's text says what it does.
  await expect(researcher).not.toContainText(/Step \d+ of \d+: Step/);
  await expect(panel(page).getByTestId("ledger-entry").filter({ hasText: "In progress" }).first()).toBeVisible();

  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await expect(researcher).toContainText("Cancelled", { timeout: 20_000 });
  await expect(panel(page).getByTestId("ledger-entry").filter({ hasText: "researcher" })).toContainText("Cancelled");
  // Never a spinner forever: after a reload nothing reads In progress.
  await page.reload();
  await expect(taskCards(page).filter({ hasText: "researcher" })).toContainText("Cancelled");
  await expect(messageLog(page).getByText("In progress")).toHaveCount(0);
});

test("Show in transcript scrolls to the task's card", async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 500 });
  await startChat(page, "delegate a review of caching layers");
  await waitForAnswers(page, 1);
  for (const n of [1, 2, 3]) {
    await sendMessage(page, `follow-up number ${n} about eviction`);
    await waitForAnswers(page, 1 + n);
  }
  await openPanel(page);
  const card = taskCards(page).filter({ hasText: "coder" });
  await expect(card).not.toBeInViewport();
  await panel(page).getByTestId("ledger-entry").filter({ hasText: "coder" }).getByRole("button", { name: "Show in transcript" }).click();
  await expect(card).toBeInViewport();
});
