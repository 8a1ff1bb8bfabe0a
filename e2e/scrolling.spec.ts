import { expect, test } from "@playwright/test";
import { composer, messageLog, startChat, waitForAnswers } from "./support/app";

const distanceFromBottom = (el: Element) => el.scrollHeight - el.scrollTop - el.clientHeight;

test("the log sticks to the bottom while streaming, unless the user scrolls up", async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 600 });
  await startChat(page, "Walk me through it, slow and long, point by point");
  const log = messageLog(page);
  const answer = log.locator("[data-role=assistant]");
  // Once the answer overflows the log, streaming keeps the newest text in view.
  await expect(answer).toContainText("Point 12", { timeout: 40_000 });
  await expect.poll(() => log.evaluate((el) => el.scrollHeight > el.clientHeight + 200)).toBe(true);
  expect(await log.evaluate(distanceFromBottom)).toBeLessThan(60);

  // The user scrolls up to read: streaming must not pull them back down.
  await log.hover();
  await page.mouse.wheel(0, -400);
  await expect.poll(() => log.evaluate(distanceFromBottom)).toBeGreaterThan(200);
  const readingAt = await log.evaluate((el) => el.scrollTop);
  const textBefore = (await answer.textContent())?.length ?? 0;
  await expect.poll(async () => (await answer.textContent())?.length ?? 0).toBeGreaterThan(textBefore + 100);
  expect(await log.evaluate((el) => el.scrollTop)).toBe(readingAt);

  // "Jump to latest" pins it again.
  await page.getByRole("button", { name: "Jump to latest" }).click();
  await expect.poll(() => log.evaluate(distanceFromBottom)).toBeLessThan(60);
  const lengthNow = (await answer.textContent())?.length ?? 0;
  await expect.poll(async () => (await answer.textContent())?.length ?? 0).toBeGreaterThan(lengthNow + 100);
  expect(await log.evaluate(distanceFromBottom)).toBeLessThan(60);
  // The long answer is still streaming: stopped, rather than left to run on the backend.
  await page.getByRole("button", { name: "Stop", exact: true }).click();
});

// The log is end-anchored: at the end it keeps the end in place, which would push a fold
// opened there up by the height of what it reveals. The toggle stays where it was clicked.
test("a fold opened at the end of the log stays where it was clicked", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startChat(page, "Please delegate a review of caching layers");
  await waitForAnswers(page, 1);
  const log = messageLog(page);
  await expect.poll(() => log.evaluate(distanceFromBottom)).toBeLessThan(48);
  const closed = log.getByRole("button", { name: "Full result", expanded: false }).last();
  await expect(closed).toBeInViewport();
  const before = await closed.evaluate((el) => el.getBoundingClientRect().top);
  await closed.click();
  const opened = log.getByRole("button", { name: "Full result", expanded: true });
  await expect(opened).toHaveCount(1);
  // Time for the row to be re-measured and for the virtualizer to react.
  await page.waitForTimeout(500);
  expect(Math.abs((await opened.evaluate((el) => el.getBoundingClientRect().top)) - before)).toBeLessThanOrEqual(2);
});

// The browser keeps scrollTop when the log gets shorter, which would hide the newest lines
// behind a growing composer (or a panel opening above it).
test("a reader at the end stays there when the composer grows", async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 600 });
  await startChat(page, "Explain vector databases with an example");
  await waitForAnswers(page, 1);
  const log = messageLog(page);
  // The answer's last part (its rating, read once the run is stored) makes the log taller by
  // itself; the composer is what this test grows.
  await expect(log.getByRole("button", { name: "Good response" })).toBeVisible();
  await expect.poll(() => log.evaluate(distanceFromBottom)).toBeLessThan(2);
  const heightBefore = await log.evaluate((el) => el.clientHeight);
  await composer(page).fill(Array.from({ length: 8 }, (_, i) => `line ${i + 1}`).join("\n"));
  await expect.poll(() => log.evaluate((el) => el.clientHeight)).toBeLessThan(heightBefore - 100);
  await expect.poll(() => log.evaluate(distanceFromBottom)).toBeLessThan(2);
  await expect(log.getByRole("button", { name: "Copy answer" })).toBeInViewport();
});
