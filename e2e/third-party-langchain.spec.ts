import { expect, test } from "@playwright/test";
import { messageLog, sendMessage, startChat, waitForAnswers } from "./support/app";
import {
  ANSWERS,
  expectResearchCompleted,
  expectResearchTodos,
  logSequence,
  openLedger,
  openThread,
  PROMPTS,
  seedThread,
  thirdPartyApp,
  threadState,
  watchSummaryAnswers,
} from "./support/third-party";

// An agent built from LangChain's own middleware (createAgent with summarizationMiddleware,
// to-dos, human-in-the-loop, a `task` tool) on the official dev server, Threadline pointed at
// it as a user would (e2e/support/third-party.ts).

test.use({ baseURL: thirdPartyApp("langchain_agent") });

test("research: the to-do line follows the agent's plan, and the delegation completes, live and after a reload", async ({ page }) => {
  await startChat(page, PROMPTS.research());
  await waitForAnswers(page, 1);
  await expect(messageLog(page).locator("[data-role=assistant]")).toContainText(ANSWERS.research);
  await expectResearchTodos(page);
  await expectResearchCompleted(page);
  await page.reload();
  await expectResearchTodos(page);
  await expectResearchCompleted(page);
});

test("a compaction is a card holding the summary, never a user message, live and after a reload", async ({ page }) => {
  // The research turn and one question; the next question's model call holds 12 messages.
  const threadId = await seedThread("langchain_agent", [PROMPTS.research(), PROMPTS.question(2)]);
  expect(JSON.stringify((await threadState(threadId)).values.messages)).not.toContain("lc_source");
  // Tall enough for the log to mount every row, so their order can be read.
  await page.setViewportSize({ width: 1280, height: 4000 });
  await openThread(page, threadId);
  const summaryAnswers = await watchSummaryAnswers(page);
  await sendMessage(page, PROMPTS.question(3));
  await waitForAnswers(page, 3);
  const log = messageLog(page);
  const expectCompacted = async () => {
    await expect(page.getByText("Compacted 1 time")).toBeVisible();
    await expect(log.locator("[data-role=human]", { hasText: "Here is a summary" })).toHaveCount(0);
    const card = log.getByRole("button", { name: "Earlier messages condensed" });
    await expect(card).toHaveCount(1);
    // The compaction ran before the third question's answer: the card sits there, though its
    // message reuses the id of the first message it condensed.
    await expect.poll(() => logSequence(page).then((sequence) => sequence.slice(-2))).toEqual([`user: ${PROMPTS.question(3)}`, "card: Earlier messages condensed"]);
    await expect(log.locator("[data-role=summary]").locator("xpath=following::*[@data-role='assistant'][1]")).toContainText(ANSWERS.reply(PROMPTS.question(3)));
    await card.click();
    await expect(log.locator("[data-role=summary]")).toContainText(ANSWERS.summary);
    await expect(log.locator("[data-role=assistant]", { hasText: ANSWERS.summary })).toHaveCount(0);
  };
  await expectCompacted();
  expect(await summaryAnswers()).toBe(0);
  await page.reload();
  await expectCompacted();
  await expect(log.locator("[data-role=human]").last()).toHaveText(PROMPTS.question(3));

  // The research turn's delegation left the state with the compaction: the ledger reads it
  // from the checkpoints when it opens.
  const messages = (await threadState(threadId)).values.messages as { type?: string; name?: string }[];
  expect(messages.filter((m) => m.type === "tool" && m.name === "task")).toEqual([]);
  const ledger = await openLedger(page);
  await expect(ledger.getByTestId("ledger-entry")).toHaveCount(1);
  await expect(ledger.getByTestId("ledger-entry")).toContainText("Research the history of tea");
  await expect(ledger.getByTestId("ledger-entry")).toContainText("Completed");
});
