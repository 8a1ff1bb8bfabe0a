import { expect, test } from "@playwright/test";
import { messageLog, sendMessage, startChat, waitForAnswers } from "./support/app";

// The third app: the embedded backend with LangChain's summarization middleware (the summary
// arrives as a human message) read as a stock server (THREADLINE_HISTORY=state, no transcript).
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_LEGACY_WEB_PORT}` });

const QUESTIONS = ["first question about apples", "second question about bananas", "third question about cherries", "fourth question about dates", "fifth question about figs"];

test("legacy summaries are cards, never user messages; a stock server's condensed messages load from its history", async ({ page }) => {
  await startChat(page, QUESTIONS[0]!);
  await waitForAnswers(page, 1);
  for (let i = 1; i < QUESTIONS.length; i++) {
    await sendMessage(page, QUESTIONS[i]!);
    await waitForAnswers(page, i + 1);
  }
  const log = messageLog(page);
  const card = log.getByRole("button", { name: "Earlier messages condensed" });
  await expect(card.first()).toBeVisible();
  const humans = log.locator("[data-role=human]");
  // Within the session nothing vanished, and the summary is not a user bubble.
  await expect(humans).toHaveText(QUESTIONS);
  await expect(log.locator("[data-role=human]", { hasText: "Here is a summary" })).toHaveCount(0);

  // After a reload a stock server only has the compacted window...
  await page.reload();
  await expect(card.first()).toBeVisible();
  await expect(log.locator("[data-role=human]", { hasText: "Here is a summary" })).toHaveCount(0);
  await expect(humans.first()).not.toHaveText(QUESTIONS[0]!);
  // ...and the card fetches what it condensed from the checkpoint before the compaction.
  await card.first().click();
  await page.getByRole("button", { name: "Load condensed messages" }).click();
  const condensed = log.getByRole("region", { name: "Condensed messages" });
  await expect(condensed.locator("[data-role=human]").first()).toHaveText(QUESTIONS[0]!);
});
