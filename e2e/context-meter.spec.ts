import { expect, test, type Page } from "@playwright/test";
import { messageLog, sendMessage, startChat, waitForAnswers } from "./support/app";

// The header's context meter on the embedded backend, whose demo model reports usage_metadata
// and whose assistant declares its window (DEMO_CONTEXT_WINDOW) and Compact now.
const meter = (page: Page) => page.getByRole("meter", { name: "Context window" });
const cards = (page: Page) => messageLog(page).getByRole("button", { name: /messages? condensed/ });
const valueNow = async (page: Page) => Number(await meter(page).getAttribute("aria-valuenow"));

test("the meter shows the model's window after a turn and falls after Compact now", async ({ page }) => {
  await startChat(page, "first question about apples");
  await waitForAnswers(page, 1);
  await expect(meter(page)).toBeVisible();
  await expect(meter(page)).toHaveAttribute("data-source", "usage");
  await expect.poll(() => valueNow(page)).toBeGreaterThan(0);
  await sendMessage(page, "second question about pears");
  await waitForAnswers(page, 2);
  const before = await valueNow(page);
  expect(Number(await meter(page).getAttribute("aria-valuemax"))).toBeGreaterThan(before);
  await expect(meter(page)).toContainText(/^[\d.]+k? \/ [\d.]+k$/);
  await expect(cards(page)).toHaveCount(0);

  await page.getByRole("button", { name: "Context window actions" }).click();
  await page.getByRole("menuitem", { name: "Compact now" }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect.poll(() => valueNow(page)).toBeLessThan(before);
  // No request bubble and no answer: the run only compacted.
  await expect(messageLog(page).locator("[data-role=human]")).toHaveCount(2);
  await expect(messageLog(page).locator("[data-role=assistant]")).toHaveCount(2);

  // The card says by how much the window shrank.
  await cards(page).first().click();
  await expect(page.getByTestId("compaction-saving")).toContainText(/[\d,]+ tokens fewer \(−\d+%\)/);

  // Stored, not only live: the reloaded page reads the same.
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect.poll(() => valueNow(page)).toBeLessThan(before);
});

test("a nearly full window offers Compact now beside the meter", async ({ page }) => {
  // About 3,000 tokens of a 4,096-token window (the demo counts characters / 4).
  const long = `Please review this log: ${"the quick brown fox jumps over the lazy dog ".repeat(270)}`;
  await startChat(page, long);
  await waitForAnswers(page, 1);
  await expect.poll(() => valueNow(page)).toBeGreaterThan(0.8 * Number(await meter(page).getAttribute("aria-valuemax")));
  const before = await valueNow(page);
  const offer = page.getByRole("button", { name: "Compact now", exact: true });
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(cards(page)).toHaveCount(1);
  await expect.poll(() => valueNow(page)).toBeLessThan(before);
  await expect(offer).toHaveCount(0);
});
