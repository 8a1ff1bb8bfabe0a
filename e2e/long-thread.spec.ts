import { expect, test, type Page } from "@playwright/test";
import { generateThread, type SeededThread } from "../agent/seed/generate";
import { seedThread } from "../agent/seed/write";
import { messageLog } from "./support/app";

// A long thread seeded into the main e2e backend (its transcript and its state, as the agent
// leaves them): the log stays virtualized, opens at the newest message, keeps the reader's
// place while earlier pages arrive, and every message back to the first stays reachable.
const MESSAGES = 2_500;
const COMPACTIONS = 5;
// Far fewer rows than the thread holds, so a log that is not virtualized fails.
const MAX_ROWS = 100;

let thread: SeededThread;
let threadId: string;

test.beforeAll(async () => {
  thread = generateThread({ messages: MESSAGES, compactions: COMPACTIONS, seed: 7 });
  const apiUrl = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  ({ threadId } = await seedThread({ apiUrl, dataDir }, thread));
});

/** Opened at the newest message: the log is at its end, the last answer in view. */
async function expectAtNewest(page: Page) {
  const log = messageLog(page);
  await expect(log.getByText(thread.probes.last)).toBeAttached();
  await expect(log.locator("[data-item]").last()).toBeInViewport();
  await expect.poll(() => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(48);
}

const rowCount = (page: Page) => messageLog(page).locator("[data-item]").count();
/** Scrolls the log and lets the virtualizer render the rows there. */
const scrollLogTo = (page: Page, top: number) =>
  messageLog(page).evaluate(async (el, y) => {
    el.scrollTo(0, y);
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, top);
const scrollTop = (page: Page) => messageLog(page).evaluate((el) => el.scrollTop);

/**
 * The first mounted row below the top edge of the log, and where it sits. Not the first row
 * loaded: the page before it may regroup it (a tool result joining its call), and the log
 * then keeps the next row in place instead.
 */
const topRow = (page: Page) =>
  messageLog(page).evaluate((log) => {
    const edge = log.getBoundingClientRect().top;
    const rows = [...log.querySelectorAll<HTMLElement>("[data-index]")]
      .map((el) => ({ index: Number(el.dataset.index), key: el.id, top: el.getBoundingClientRect().top - edge }))
      .filter((row) => row.top >= 0 && row.key && row.index > 0)
      .sort((a, b) => a.top - b.top);
    return rows[0] ?? null;
  });

/** Where the row with this element id sits below the top edge of the log, if mounted. */
const rowTop = (page: Page, id: string) =>
  messageLog(page).evaluate((log, key) => {
    const row = document.getElementById(key);
    return row ? row.getBoundingClientRect().top - log.getBoundingClientRect().top : null;
  }, id);

test("a long thread opens at its newest message with a bounded log", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/threads/${threadId}`);
  await expectAtNewest(page);
  expect(await rowCount(page)).toBeLessThan(MAX_ROWS);
  await expect(page.getByRole("button", { name: "Jump to latest" })).toHaveCount(0);
});

test("earlier pages load above the reader without moving what they read", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/threads/${threadId}`);
  await expectAtNewest(page);
  const log = messageLog(page);
  for (let page_ = 0; page_ < 3; page_++) {
    // Scroll near the top of what is loaded: the page before it starts loading.
    await scrollLogTo(page, 0);
    const before = await topRow(page);
    expect(before).not.toBeNull();
    // The page arrived above: the log grew there, and scrolled by as much. (Pages grow while
    // the reader keeps reaching the top, so the start may come within these three.)
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(1_000);
    await expect(log.getByRole("button", { name: "Loading earlier messages…" })).toHaveCount(0);
    // The row that was at the top is still there, where it was (rows now fill the space above).
    const after = await rowTop(page, before?.key ?? "");
    expect(after).not.toBeNull();
    expect(Math.abs((after ?? 0) - (before?.top ?? 0))).toBeLessThan(4);
    expect(await rowCount(page)).toBeLessThan(MAX_ROWS);
    if ((await log.getByRole("button", { name: "Load earlier messages" }).count()) === 0) break;
  }
});

test("scrolling back reaches the first message, the log staying bounded", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/threads/${threadId}`);
  await expectAtNewest(page);
  const first = messageLog(page).getByText(thread.probes.first);
  let most = 0;
  await expect(async () => {
    await scrollLogTo(page, 0);
    most = Math.max(most, await rowCount(page));
    await expect(first).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 100_000, intervals: [100] });
  await expect(messageLog(page).getByText("Start of the conversation")).toBeVisible();
  expect(most).toBeLessThan(MAX_ROWS);
  // Every compaction is a card in its place on the way.
  await expect(page.getByTestId("compaction-count")).toHaveText(`Compacted ${COMPACTIONS} times`);

  // And back down: the newest message is one click away.
  await page.getByRole("button", { name: "Jump to latest" }).click();
  await expectAtNewest(page);
});

test("Show in transcript finds a delegation pages back", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/threads/${threadId}`);
  await expectAtNewest(page);
  await page.getByRole("button", { name: /^Delegations/ }).click();
  const entries = page.getByRole("region", { name: "Delegations" }).getByTestId("ledger-entry");
  // Newest first: the last entry is the oldest the ledger keeps, far above the first page.
  const oldest = entries.last();
  const description = (await oldest.locator("p").first().textContent()) ?? "";
  await oldest.getByRole("button", { name: "Show in transcript" }).click();
  const card = messageLog(page).locator("[data-role=subagents] article").filter({ hasText: description.slice(0, 40) }).first();
  await expect(card).toBeInViewport({ timeout: 30_000 });
  expect(await rowCount(page)).toBeLessThan(MAX_ROWS);
});

// The browser's find sees only mounted rows; Find in thread searches the whole transcript.
test("Find in thread reaches the first message, loading earlier pages as it goes", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/threads/${threadId}`);
  await expectAtNewest(page);
  const log = messageLog(page);
  await page.keyboard.press("ControlOrMeta+f");
  const box = page.getByRole("search", { name: "Find in thread" }).getByRole("searchbox");
  await expect(box).toBeFocused();
  const status = page.getByRole("search", { name: "Find in thread" }).locator("[aria-live]");

  // A phrase of the newest answer: found at once, with more pages still unloaded.
  await box.fill(thread.probes.last.toUpperCase());
  await expect(status).toHaveText("1 of 1+");
  await expect(log.getByText(thread.probes.last)).toBeInViewport();

  // The first message's text is pages back: Enter loads earlier pages until it turns up.
  await box.fill(thread.probes.first);
  await expect(status).toHaveText("No match yet · Enter searches older");
  await box.press("Enter");
  await expect(status).toHaveText("1 of 1", { timeout: 100_000 });
  await expect(log.getByText(thread.probes.first)).toBeInViewport();
  // Its text is marked, and the log stayed virtualized on the way.
  // Marked once the reveal settles, which may be a frame after the row shows.
  await expect.poll(() => page.evaluate(() => (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights.get("threadline-find")?.size ?? 0)).toBeGreaterThan(0);
  expect(await rowCount(page)).toBeLessThan(MAX_ROWS);

  await box.press("Escape");
  await expect(page.getByRole("search", { name: "Find in thread" })).toHaveCount(0);
  // Cleared by the bar's unmount effect, which runs after the bar has left the DOM.
  await expect.poll(() => page.evaluate(() => (CSS as unknown as { highlights: Map<string, unknown> }).highlights.has("threadline-find"))).toBe(false);
});
