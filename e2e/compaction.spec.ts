import { expect, test, type Page } from "@playwright/test";
import { messageLog, sendMessage, startChat, waitForAnswers } from "./support/app";

// The main e2e backend compacts once its model window holds 8 messages (DEMO_COMPACT_AFTER).
const cards = (page: Page) => messageLog(page).getByRole("button", { name: /messages? condensed/ });

/** The timeline item before each compaction card: the card's place in the transcript. */
async function cardNeighbours(page: Page): Promise<string[]> {
  return messageLog(page).evaluate((log) =>
    [...log.querySelectorAll("[data-role=summary]")].map((card) => {
      const item = card.closest("[data-item]");
      // What precedes it: a stopped answer that follows it is not kept by the backend.
      return item?.previousElementSibling?.textContent?.slice(0, 60) ?? "";
    }),
  );
}

test("a compacting conversation shows the live card, keeps every message, and survives a reload", async ({ page }) => {
  await startChat(page, "first question about apples");
  await waitForAnswers(page, 1);
  await sendMessage(page, "second question about bananas");
  await waitForAnswers(page, 2);
  await sendMessage(page, "third question about cherries");
  await waitForAnswers(page, 3);
  // This turn passes the threshold; its slow answer keeps the run open, so the card seen now
  // comes from the live summarization event, not from stored history.
  await sendMessage(page, "fourth question, answer slow please");
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Stop", exact: true })).toBeVisible();
  const card = cards(page).first();
  await expect(card).toHaveAttribute("aria-expanded", "false");
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await expect(page.getByRole("button", { name: "Stop", exact: true })).toHaveCount(0);

  // Nothing vanished: the condensed questions are still in the transcript.
  const log = messageLog(page);
  await expect(log.locator("[data-role=human]").first()).toHaveText("first question about apples");
  await expect(log.locator("[data-role=human]")).toHaveCount(4);
  const placeLive = await cardNeighbours(page);

  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect(log.locator("[data-role=human]").first()).toHaveText("first question about apples");
  await expect(log.locator("[data-role=human]")).toHaveCount(4);
  expect(await cardNeighbours(page)).toEqual(placeLive);
  await expect(page.getByTestId("compaction-count")).toHaveText("Compacted 1 time");

  // Expanded: the summary the model now sees, with its figures; collapsed: gone from the DOM.
  await cards(page).first().click();
  const details = page.locator("[data-role=summary] [id]").first();
  await expect(details).toContainText("Summary the model now sees");
  await expect(details).toContainText("first question about apples");
  await expect(details).toContainText(/Tokens: [\d,]+ → [\d,]+/);
  // The condensed messages are still in the transcript: the card leads to them.
  await log.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.getByRole("button", { name: "Show condensed messages" }).click();
  await expect(log.locator("[data-item=human]").first()).toBeInViewport();
  await expect(log.locator("[data-item=human]").first()).toHaveAttribute("data-highlight", "true");
  // The reveal above may still be landing its row (it watches it for 20 frames, and lands
  // again if the log moved): a click can hit the card as it moves. Clicked until collapsed.
  await expect(async () => {
    if ((await cards(page).first().getAttribute("aria-expanded")) === "true") await cards(page).first().click();
    await expect(messageLog(page)).not.toContainText("Summary the model now sees", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});

test("/compact condenses on request", async ({ page }) => {
  await startChat(page, "tell me about oranges");
  await waitForAnswers(page, 1);
  await sendMessage(page, "/compact");
  await waitForAnswers(page, 2);
  await expect(cards(page)).toHaveCount(1);
  await expect(messageLog(page).locator("[data-role=assistant]").last()).toContainText("Earlier messages are condensed");
  await expect(messageLog(page).locator("[data-role=human]").first()).toHaveText("tell me about oranges");
  await expect(page.getByTestId("compaction-count")).toHaveText("Compacted 1 time");
});
