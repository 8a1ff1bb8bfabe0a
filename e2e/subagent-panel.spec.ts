import { rm } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { messageLog, startChat, waitForAnswers } from "./support/app";
import { mainBackend } from "./support/backend";
import { openSubagent, subagentPanel } from "./support/subagents";

// "View subagent" on a card or a ledger entry opens a side panel with the subagent's own
// messages (agent/README.md, "Delegation"), live while it runs and after a reload.

const taskCards = (page: Page) => messageLog(page).locator("[data-role=subagents] article");
const STEP = "[data-role=subagent-step]";
const steps = (panel: Locator) => panel.locator(STEP);
/** The panel while it holds a step of the subagent's own and the task still runs: one snapshot, no race. */
const liveStep = (page: Page) => subagentPanel(page).filter({ has: page.locator(STEP) }).filter({ hasText: "In progress" });

test("a subagent's steps show live in its panel, and again after a reload", async ({ page }) => {
  test.setTimeout(300_000);
  await startChat(page, "delegate a slow survey of embedding models");
  const researcher = taskCards(page).filter({ hasText: "researcher" });
  await openSubagent(researcher);
  const panel = subagentPanel(page);
  await expect(panel).toHaveAccessibleName("Subagent: researcher");
  await expect(panel).toContainText("Research a survey of embedding models");
  // A step of its own (its first lookup) shows while the task still runs.
  await expect(liveStep(page)).toBeVisible();
  await panel.getByRole("button", { name: /^Ran \d+ tools?/ }).first().click();
  await expect(panel).toContainText("lookup");
  await expect(panel).toContainText("(researcher, step 1)");

  // A slow subagent takes about 15 s, more on a loaded machine.
  await expect(panel).toContainText("Completed", { timeout: 120_000 });
  await waitForAnswers(page, 1);
  await expect(panel).toContainText("threadline-demo");
  await expect(panel).toContainText(/\d+ tokens/);
  // Each of its eight steps looked something up: all of them are there.
  await expect(panel.getByRole("button", { name: /^Ran 8 tools/ })).toBeVisible();

  // Escape closes it and gives focus back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(researcher.getByRole("button", { name: "View subagent" })).toBeFocused();

  await page.reload();
  await openSubagent(taskCards(page).filter({ hasText: "researcher" }));
  await expect(panel.getByRole("button", { name: /^Ran 8 tools/ })).toBeVisible();
  await expect(panel).toContainText("Completed");
  await panel.getByRole("button", { name: "Close subagent" }).click();
  await expect(panel).toHaveCount(0);
});

test("ten subagents in parallel are all followed, and the panel stays on the one opened", async ({ page }) => {
  test.setTimeout(300_000);
  await startChat(page, "delegate ten slow checks of the release");
  await expect(taskCards(page)).toHaveCount(10);
  // Opened from the ledger while all ten run.
  await page.getByRole("button", { name: /^Delegations/ }).click();
  const ledger = page.getByRole("region", { name: "Delegations" });
  const entry = ledger.getByTestId("ledger-entry").filter({ hasText: /part 4(?!\d)/ });
  await openSubagent(entry);
  const panel = subagentPanel(page);
  await expect(liveStep(page)).toBeVisible();
  await expect(panel).toContainText(/part 4(?!\d)/);
  const taskId = await panel.getAttribute("data-task-id");

  // Ten slow subagents in parallel take a while on a loaded machine.
  await expect(taskCards(page).filter({ hasText: "Completed" })).toHaveCount(10, { timeout: 150_000 });
  await waitForAnswers(page, 1);
  await expect(ledger.getByTestId("ledger-entry").filter({ hasText: "Completed" })).toHaveCount(10);
  // Still the task opened, now finished, with all it did.
  await expect(panel).toHaveAttribute("data-task-id", taskId!);
  await expect(panel).toContainText(/part 4(?!\d)/);
  await expect(panel).toContainText("Completed");
  await expect(panel.getByRole("button", { name: /^Ran 8 tools/ })).toBeVisible();

  // Every other subagent's steps were kept too.
  for (const part of [1, 7, 10]) {
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await openSubagent(taskCards(page).filter({ hasText: new RegExp(`part ${part}(?!\\d)`) }));
    await expect(panel).toContainText(new RegExp(`part ${part}(?!\\d)`));
    await expect(panel.getByRole("button", { name: /^Ran 8 tools/ })).toBeVisible();
  }
});

test("where the backend has no record of a task's steps, the panel says so and shows the task", async ({ page }) => {
  const threadId = await startChat(page, "delegate the archive search");
  await waitForAnswers(page, 1);
  // As for a thread run before the backend kept subagents' steps: their record is gone.
  await rm(path.join(mainBackend().dataDir, "subagents", `${threadId}.jsonl`));
  await page.reload();
  await openSubagent(taskCards(page).filter({ hasText: "researcher" }));
  const panel = subagentPanel(page);
  const taskId = await panel.getAttribute("data-task-id");
  await expect(panel).toContainText(`The backend has no record of this task's steps (task ${taskId}).`);
  await expect(panel).toContainText("Research the archive search");
  await expect(panel).toContainText("Completed");
  await expect(panel).toContainText("Three sources agree");
  await expect(steps(panel)).toHaveCount(0);
});

test.describe("a backend that keeps no subagent steps", () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_FIXTURE_WEB_PORT}` });

  test("the panel shows the task, its status and result, and says the steps are not available", async ({ page }) => {
    // A DeerFlow-style gateway thread (fixtures/contract): three delegations, one timed out.
    await page.goto("/threads/68702606-bdd9-5fa7-ba59-6d389d24850c");
    const card = taskCards(page).filter({ hasText: "Price the managed Qdrant tier" });
    await openSubagent(card);
    const panel = subagentPanel(page);
    await expect(panel).toHaveAccessibleName("Subagent: researcher");
    await expect(panel).toContainText("This backend does not show a subagent's steps.");
    await expect(panel).toContainText("Completed");
    await expect(panel).toContainText("estimate $620/month");
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await openSubagent(taskCards(page).filter({ hasText: "Price managed Milvus" }));
    await expect(panel).toContainText("Timed out");
    await expect(steps(panel)).toHaveCount(0);
  });
});
