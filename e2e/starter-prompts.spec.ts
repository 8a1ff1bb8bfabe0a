import { expect, test, type Page } from "@playwright/test";
import { messageLog, waitForAnswers } from "./support/app";

// The new-chat page's starter prompts, declared by the embedded agent's assistant.
const starters = (page: Page) => page.getByRole("list", { name: "Starter prompts" });

test("the new chat offers one starter prompt per thing the demo shows", async ({ page }) => {
  await page.goto("/");
  for (const name of ["Delegate research", "Watch a compaction", "Ask for approval", "Suggest a follow-up", "Read a file"]) {
    await expect(starters(page).getByRole("button", { name })).toBeVisible();
  }
});

test("the delegation prompt opens a chat whose task cards run", async ({ page }) => {
  await page.goto("/");
  await starters(page).getByRole("button", { name: "Delegate research" }).click();
  await page.waitForURL(/\/threads\/[0-9a-f-]{36}$/);
  await waitForAnswers(page, 1);
  await expect(messageLog(page).locator("[data-role=subagents] article")).toHaveCount(3);
});

test("the compaction prompt leads to a compaction card", async ({ page }) => {
  await page.goto("/");
  await starters(page).getByRole("button", { name: "Watch a compaction" }).click();
  await page.waitForURL(/\/threads\/[0-9a-f-]{36}$/);
  await waitForAnswers(page, 1);
  await expect(messageLog(page).getByRole("button", { name: /messages? condensed/ })).toHaveCount(1);
});

test("the file prompt sends a sample text file", async ({ page }) => {
  await page.goto("/");
  await starters(page).getByRole("button", { name: "Read a file" }).click();
  await page.waitForURL(/\/threads\/[0-9a-f-]{36}$/);
  await waitForAnswers(page, 1);
  await expect(messageLog(page).getByTestId("file-chip").filter({ hasText: "meeting-notes.txt" })).toBeVisible();
  await expect(messageLog(page).locator("[data-role=assistant]").last()).toContainText("meeting-notes.txt");
});

test("the approval prompt waits for a decision", async ({ page }) => {
  await page.goto("/");
  await starters(page).getByRole("button", { name: "Ask for approval" }).click();
  await page.waitForURL(/\/threads\/[0-9a-f-]{36}$/);
  await expect(messageLog(page).getByRole("region", { name: "Approval needed" })).toBeVisible({ timeout: 45_000 });
});
