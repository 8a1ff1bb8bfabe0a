import { expect, test } from "@playwright/test";
import { messageLog, sendMessage, startChat, waitForAnswers } from "./support/app";

// The README's screenshot is taken here, from the real app on the embedded backend: a thread
// that delegated work and was compacted, with the card expanded and the ledger open.
test("README screenshot of the workspace", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startChat(page, "Please delegate a study of caching strategies for our API");
  await waitForAnswers(page, 1);
  await sendMessage(page, "Compare Postgres full-text search with a vector index");
  await waitForAnswers(page, 2);
  await sendMessage(page, "Now sketch the migration plan in markdown");
  await waitForAnswers(page, 3);
  const card = messageLog(page).getByRole("button", { name: /messages? condensed/ }).first();
  await expect(card).toBeVisible();
  await card.click();
  await page.getByRole("button", { name: /^Delegations/ }).click();
  await expect(page.getByRole("region", { name: "Delegations" })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "docs/screenshots/workspace.png" });
});
