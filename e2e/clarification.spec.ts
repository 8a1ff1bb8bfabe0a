import { expect, test } from "@playwright/test";
import { collectPageErrors, composer, messageLog, startChat, waitForAnswers, waitForIdle } from "./support/app";

// The demo agent asks before answering when told to "clarify" (DeerFlow's ask_clarification):
// the open question offers its options as one-click answers.
test("a clarification question is answered by clicking one of its options", async ({ page }) => {
  const errors = collectPageErrors(page);
  await startChat(page, "clarify how to cache our API");
  const log = messageLog(page);
  const card = log.getByRole("region", { name: "Clarification requested" });
  await expect(card).toContainText("What kind of answer about how to cache our API would help you most?");
  await waitForIdle(page);
  await expect(card).not.toContainText("· answered");

  await composer(page).fill("a draft I keep");
  await card.getByRole("list", { name: "Answers" }).getByRole("button", { name: "A step-by-step guide" }).click();

  await expect(log.locator("[data-role=human]").last()).toHaveText("A step-by-step guide");
  await waitForAnswers(page, 1);
  await expect(log.locator("[data-role=assistant]")).toContainText("A step-by-step guide");
  // Answered: the options are shown, no longer offered, and the typed draft is untouched.
  await expect(card).toContainText("· answered");
  await expect(card.getByRole("button")).toHaveCount(0);
  await expect(card.getByRole("list", { name: "Options" })).toContainText("A short overview");
  await expect(composer(page)).toHaveValue("a draft I keep");
  expect(errors).toEqual([]);
});
