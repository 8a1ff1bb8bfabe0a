import { expect, test, type Page } from "@playwright/test";
import { collectPageErrors, messageLog, sendMessage, startChat, waitForAnswers, waitForIdle } from "./support/app";

// Edit and regenerate, with branches (docs/ui-contract.md, "Branches"): a fork is a run from an
// older checkpoint, the version shown is the thread's head, so a reload shows the same one.

const answers = (page: Page) => messageLog(page).locator("[data-role=assistant]");
const questions = (page: Page) => messageLog(page).locator("[data-role=human]");

async function editQuestion(page: Page, index: number, text: string) {
  await messageLog(page).getByRole("button", { name: "Edit message" }).nth(index).click();
  const box = page.getByRole("textbox", { name: "Edited message" });
  await box.fill(text);
  await page.getByRole("button", { name: "Send edit" }).click();
}

async function expectSecondTurn(page: Page, topic: string, version: string) {
  await expect(questions(page)).toHaveText(["First question about caching", `Second question about ${topic}`]);
  await expect(answers(page).nth(1)).toContainText(`Second question about ${topic}`);
  await expect(messageLog(page).getByText(version, { exact: true })).toBeVisible();
}

test("an edited question is a new version; the switcher moves between them and a reload keeps the one shown", async ({ page }) => {
  const errors = collectPageErrors(page);
  await startChat(page, "First question about caching");
  await waitForAnswers(page, 1);
  await sendMessage(page, "Second question about indexes");
  await waitForAnswers(page, 2);
  // No versions yet.
  await expect(messageLog(page).getByRole("button", { name: "Previous version" })).toHaveCount(0);

  await editQuestion(page, 1, "Second question about pears");
  await waitForIdle(page);
  // The demo model answers the edited text; the first turn is untouched.
  await expectSecondTurn(page, "pears", "2 / 2");
  await expect(answers(page)).toHaveCount(2);

  await messageLog(page).getByRole("button", { name: "Previous version" }).click();
  await expectSecondTurn(page, "indexes", "1 / 2");
  await expect(messageLog(page).getByRole("button", { name: "Previous version" })).toBeDisabled();
  await page.reload();
  await expectSecondTurn(page, "indexes", "1 / 2");

  await messageLog(page).getByRole("button", { name: "Next version" }).click();
  await expectSecondTurn(page, "pears", "2 / 2");
  await page.reload();
  await expectSecondTurn(page, "pears", "2 / 2");

  // The version shown is the one a new message continues.
  await sendMessage(page, "Third question about queues");
  await waitForAnswers(page, 3);
  await expect(questions(page)).toHaveText(["First question about caching", "Second question about pears", "Third question about queues"]);
  expect(errors).toEqual([]);
});

test("a regenerated answer is the next attempt, and the first one is a click away", async ({ page }) => {
  await startChat(page, "Explain vector search briefly");
  await waitForAnswers(page, 1);
  await expect(answers(page)).not.toContainText("attempt");

  await messageLog(page).getByRole("button", { name: "Regenerate" }).click();
  await expect(answers(page)).toContainText("(attempt 2)");
  await waitForIdle(page);
  await expect(answers(page)).toHaveCount(1);
  await expect(questions(page)).toHaveCount(1);
  await expect(messageLog(page).getByText("2 / 2", { exact: true })).toBeVisible();

  await messageLog(page).getByRole("button", { name: "Previous version" }).click();
  await expect(messageLog(page).getByText("1 / 2", { exact: true })).toBeVisible();
  await expect(answers(page)).not.toContainText("attempt");
  await page.reload();
  await expect(messageLog(page).getByText("1 / 2", { exact: true })).toBeVisible();
  await expect(answers(page)).not.toContainText("attempt");
});

test("an answer that ran subagents switches versions beside its final text, where Regenerate is", async ({ page }) => {
  await startChat(page, "Please delegate a study of caching");
  await waitForAnswers(page, 1);
  await messageLog(page).getByRole("button", { name: "Regenerate" }).click();
  await waitForIdle(page);
  const answer = messageLog(page).locator("[data-item=assistant]").last();
  await expect(answer.getByText("2 / 2", { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(answer.getByRole("button", { name: "Regenerate" })).toBeVisible();
  await expect(messageLog(page).getByText("2 / 2", { exact: true })).toHaveCount(1);
});

test.describe("on a server without a transcript", () => {
  // The legacy app reads the embedded backend as a stock server (THREADLINE_HISTORY=state).
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_LEGACY_WEB_PORT}` });

  test("edits and switches versions through checkpoints alone", async ({ page }) => {
    await startChat(page, "First question about caching");
    await waitForAnswers(page, 1);
    await sendMessage(page, "Second question about indexes");
    await waitForAnswers(page, 2);
    await editQuestion(page, 1, "Second question about pears");
    await waitForIdle(page);
    await expectSecondTurn(page, "pears", "2 / 2");
    await messageLog(page).getByRole("button", { name: "Previous version" }).click();
    await expectSecondTurn(page, "indexes", "1 / 2");
    await page.reload();
    await expectSecondTurn(page, "indexes", "1 / 2");
  });
});
