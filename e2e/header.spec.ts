import { expect, test, type Page } from "@playwright/test";
import { generateThread, type SeededThread } from "../agent/seed/generate";
import { headerAction, messageLog } from "./support/app";
import { box, openSeeded, seedOnBackend } from "./support/seeded";

// The thread header is one row at any width, its actions in "More actions" (a menu the keyboard
// drives); the way back down is one "Jump to latest" button in a strip of its own above the
// composer, never over the rows; Home and End in the log go to the start and the end.
// Longer than a title is kept: the seed cuts it, as the agent does.
const TITLE = "Please delegate the onboarding checklist: research it, draft the welcome mail, then book every kickoff";

let thread: SeededThread;
let threadId: string;

test.beforeAll(async () => {
  thread = generateThread({ messages: 1_200, compactions: 2, seed: 24, title: TITLE });
  threadId = await seedOnBackend(thread);
});

const header = (page: Page) => page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
const moreActions = (page: Page) => page.getByRole("button", { name: "More actions", exact: true });

const openThread = (page: Page) => openSeeded(page, threadId, thread);

/** Every part of the header on one line: as tall as one control row, all of it side by side. */
async function expectOneRow(page: Page) {
  const heading = page.getByRole("heading", { level: 1 });
  const meter = page.getByRole("meter", { name: "Context window" });
  const parts = [heading, page.getByRole("button", { name: /^Delegations/ }), moreActions(page), ...((await meter.count()) > 0 ? [meter] : [])];
  const bar = await box(header(page));
  // A single row of controls (h-12 and its border); wrapped, the header was twice that.
  expect(bar.height).toBeLessThanOrEqual(50);
  const middle = bar.y + bar.height / 2;
  for (const part of parts) {
    const at = await box(part);
    expect(Math.abs(at.y + at.height / 2 - middle), `${await part.evaluate((el) => el.outerHTML.slice(0, 60))} sits mid-row`).toBeLessThan(4);
    expect(at.x + at.width).toBeLessThanOrEqual(bar.x + bar.width + 0.5);
  }
  // The title keeps a readable width, is cut with an ellipsis and is whole in its tooltip.
  const title = await box(heading);
  expect(title.width).toBeGreaterThan(90);
  const full = (await heading.textContent()) ?? "";
  expect(full.length).toBeGreaterThan(60);
  await expect(heading).toHaveAttribute("title", full);
  const cut = await heading.evaluate((el) => ({ ellipsis: getComputedStyle(el).textOverflow === "ellipsis", cut: el.scrollWidth > el.clientWidth }));
  expect(cut).toEqual({ ellipsis: true, cut: true });
}

test("the header is one row at 1280 px with the ledger open, the title cut with its tooltip", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openThread(page);
  await page.getByRole("button", { name: /^Delegations/ }).click();
  await expect(page.getByRole("region", { name: "Delegations" })).toBeVisible();
  await expectOneRow(page);
  // The count stays, in few pixels: its words for screen readers, a mark and the number shown.
  await expect(page.getByTestId("compaction-count")).toHaveText(/^Compacted \d+\+? times?$/);
});

test("the header is one row on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openThread(page);
  await expectOneRow(page);
});

test("More actions works from the keyboard, and Ctrl+F still opens Find", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openThread(page);
  const menu = page.getByRole("menu", { name: "More actions" });
  const item = (name: string) => menu.getByRole("menuitem", { name, exact: true });
  const hidden = menu.getByRole("menuitemcheckbox", { name: "Show hidden context" });
  const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";

  await moreActions(page).focus();
  await page.keyboard.press("Enter");
  await expect(item("Find")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(item("Export as Markdown")).toBeFocused();
  await page.keyboard.press("End");
  await expect(item("Delete")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(item("Find")).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(item("Delete")).toBeFocused();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(hidden).toBeFocused();
  await expect(hidden).toHaveAttribute("aria-checked", "false");
  await page.keyboard.press("Enter");
  await expect(menu).toHaveCount(0);
  await expect(moreActions(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(hidden).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(moreActions(page)).toBeFocused();

  // Rename from the menu edits the title in place; Escape keeps the name.
  await headerAction(page, "Rename");
  await expect(page.getByRole("textbox", { name: "Chat name" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  // The focus goes back to the menu's button once the field is gone (a frame later): a
  // shortcut pressed before that would have its focus taken.
  await expect(moreActions(page)).toBeFocused();

  await page.keyboard.press("ControlOrMeta+f");
  await expect(page.getByRole("search", { name: "Find in thread" }).getByRole("searchbox")).toBeFocused();
});

test("Jump to latest shows only away from the end, above the composer and over no message", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openThread(page);
  const log = messageLog(page);
  const latest = page.getByRole("button", { name: "Jump to latest" });
  await expect(page.getByRole("button", { name: "Jump to start" })).toHaveCount(0);
  await expect(latest).toHaveCount(0);

  await log.evaluate((el) => el.scrollBy(0, -1_500));
  await expect(latest).toBeVisible();
  // Rows may scroll under the log's edges but the button is outside the log, over none of them.
  const button = await box(latest);
  const area = await box(log);
  expect(button.y).toBeGreaterThanOrEqual(area.y + area.height - 0.5);
  const rows = await log.locator("[data-item]").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  const visible = rows.filter((row) => row.bottom > area.y && row.top < area.y + area.height);
  expect(visible.length).toBeGreaterThan(0);
  for (const row of visible) {
    const overlaps = button.x < row.right && row.left < button.x + button.width && button.y < Math.min(row.bottom, area.y + area.height) && Math.max(row.top, area.y) < button.y + button.height;
    expect(overlaps).toBe(false);
  }
  // Centred over the text column, above the composer.
  const column = await box(log.locator("[data-item]").first());
  expect(Math.abs(button.x + button.width / 2 - (column.x + column.width / 2))).toBeLessThan(12);
  expect(button.y + button.height).toBeLessThanOrEqual((await box(page.getByRole("textbox", { name: "Message" }))).y);

  await latest.click();
  await expect(latest).toHaveCount(0);
  await expect(log.getByText(thread.probes.last)).toBeInViewport();
});

test("Home and End in the focused log go to the first and the newest message", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openThread(page);
  const log = messageLog(page);
  await log.focus();
  await page.keyboard.press("Home");
  await expect(log.getByText(thread.probes.first, { exact: true })).toBeInViewport({ timeout: 30_000 });
  await expect(log.getByText("Start of the conversation")).toBeInViewport();
  await expect(page.getByRole("button", { name: "Jump to latest" })).toBeVisible();
  await expect(log).toBeFocused();
  await page.keyboard.press("End");
  await expect(log.getByText(thread.probes.last)).toBeInViewport();
  await expect(page.getByRole("button", { name: "Jump to latest" })).toHaveCount(0);

  // "Jump to start" is in the header's menu too.
  await headerAction(page, "Jump to start");
  await expect(log.getByText(thread.probes.first, { exact: true })).toBeInViewport({ timeout: 30_000 });
});
