import { expect, test, type Page } from "@playwright/test";
import { generateThread, type SeededThread } from "../agent/seed/generate";
import { messageLog } from "./support/app";
import { box, openSeeded, seedOnBackend } from "./support/seeded";

// The Delegations ledger slides over the transcript below 1440 px (the text column keeps its
// width; the header and the composer stay uncovered), and on a phone it is a full-screen sheet that closes with its button or Escape,
// focus going back to the button that opened it.

let thread: SeededThread;
let threadId: string;

test.beforeAll(async () => {
  thread = generateThread({ messages: 300, compactions: 1, seed: 31, title: "Ledger layout" });
  threadId = await seedOnBackend(thread);
});

const delegations = (page: Page) => page.getByRole("button", { name: /^Delegations/ });
const ledger = (page: Page) => page.getByRole("region", { name: "Delegations" });

const openThread = (page: Page) => openSeeded(page, threadId, thread);

test("below 1440 px the ledger lies over the log, which keeps its width", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openThread(page);
  const log = messageLog(page);
  const before = await box(log);
  const column = await box(log.locator("[data-item]").last());

  await delegations(page).click();
  await expect(ledger(page)).toBeVisible();
  const panel = await box(ledger(page));
  const after = await box(log);
  expect(after.width).toBeCloseTo(before.width, 0);
  expect((await box(log.locator("[data-item]").last())).width).toBeCloseTo(column.width, 0);
  // Over the log's right side, not beside it; and under the header, whose button stays usable.
  expect(panel.x).toBeLessThan(after.x + after.width - 100);
  expect(panel.x + panel.width).toBeGreaterThan(after.x + after.width - 1);
  expect(panel.y).toBeGreaterThanOrEqual((await box(delegations(page))).y + (await box(delegations(page))).height);
  // Nor the composer: Send (and Stop, while a run goes) stay within reach.
  expect(panel.y + panel.height).toBeLessThanOrEqual((await box(page.getByRole("textbox", { name: "Message" }))).y);

  await delegations(page).click();
  await expect(ledger(page)).toHaveCount(0);
});

test("at 1440 px and wider the ledger sits beside the log", async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await openThread(page);
  await delegations(page).click();
  const panel = await box(ledger(page));
  const log = await box(messageLog(page));
  expect(log.x + log.width).toBeLessThanOrEqual(panel.x + 0.5);
});

test("on a phone the ledger covers the screen and closes with its button and with Escape", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openThread(page);

  await delegations(page).click();
  await expect(ledger(page)).toBeVisible();
  expect(await box(ledger(page))).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  const close = ledger(page).getByRole("button", { name: "Close", exact: true });
  await expect(close).toBeVisible();
  await expect(close).toBeFocused();
  await close.click();
  await expect(ledger(page)).toHaveCount(0);
  await expect(delegations(page)).toBeFocused();

  await delegations(page).click();
  await expect(ledger(page)).toBeVisible();
  await ledger(page).getByRole("group", { name: "Filter by status" }).getByRole("button").first().focus();
  await page.keyboard.press("Escape");
  await expect(ledger(page)).toHaveCount(0);
  await expect(delegations(page)).toBeFocused();
});
