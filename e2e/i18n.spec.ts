import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { LOCALE_COOKIE, type Locale } from "../core/i18n/locales";
import { composer, headerAction, messageLog, waitForHydratedLog } from "./support/app";
import { translatorFor } from "./support/i18n";

// The UI in the reader's language (docs/ui-contract.md:
// "in zh-CN every name is its translation"): picked from the browser's languages, switched with
// the "Language" control and remembered by the server, so its first HTML is already in it. The
// expected words come from the catalogs.

// A Gateway thread of the fixture server: two compactions (6 and 5 messages) and a ledger.
const FIXTURE_THREAD = "68702606-bdd9-5fa7-ba59-6d389d24850c";
const fixtureApp = `http://127.0.0.1:${process.env.E2E_FIXTURE_WEB_PORT}`;

/** React's reports of server HTML the browser rendered differently (#418: text, in production builds). */
function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const isHydration = (text: string) => /hydrat|react error #(418|423|425)/i.test(text);
  page.on("console", (message) => {
    if (message.type() === "error" && isHydration(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (isHydration(error.message)) errors.push(error.message);
  });
  return errors;
}

async function readsWorkspace(page: Page, locale: Locale) {
  const t = translatorFor(locale);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.getByRole("heading", { level: 1, name: t("common.newChat") })).toBeVisible();
  await expect(messageLog(page)).toContainText(t("newChat.heading"));
  await expect(page.getByRole("textbox", { name: t("composer.message"), exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: t("composer.send"), exact: true })).toBeAttached();
  await expect(page.getByRole("button", { name: t("attachments.attach"), exact: true })).toBeAttached();
  await expect(page.getByRole("navigation", { name: t("sidebar.threads") })).toBeAttached();
  await expect(page.getByRole("combobox", { name: t("language.label"), exact: true })).toHaveValue(locale);
}

/** The fixture thread's cards, ledger and export, all in `locale`'s words, its messages as written. */
async function readsCompactedThread(page: Page, locale: Locale) {
  const t = translatorFor(locale);
  await page.goto(`${fixtureApp}/threads/${FIXTURE_THREAD}`);
  const log = messageLog(page);
  await expect(log).toHaveAttribute("aria-busy", "false");
  await expect(page.getByRole("log", { name: t("log.label") })).toBeAttached();
  await waitForHydratedLog(page);

  for (const count of [6, 5]) {
    await expect(log.getByRole("button", { name: t("summary.condensed", { count }) })).toHaveAttribute("aria-expanded", "false");
  }
  const card = log.getByRole("button", { name: t("summary.condensed", { count: 6 }) });
  await card.click();
  await expect(log.locator("[data-role=summary]").filter({ has: page.locator('button[aria-expanded="true"]') })).toContainText(t("summary.modelSees"));

  await page.getByRole("button", { name: new RegExp(`^${t("ledger.title")}`) }).click();
  const ledger = page.getByRole("region", { name: t("ledger.title") });
  await expect(ledger.getByTestId("ledger-entry")).toHaveCount(4);
  const entries = ledger.getByTestId("ledger-entry");
  await expect(entries.filter({ hasText: t("task.status.completed") })).toHaveCount(2);
  await expect(entries.filter({ hasText: t("task.status.timed_out") })).toHaveCount(1);
  await expect(entries.filter({ hasText: t("task.status.in_progress") })).toHaveCount(1);
  // What the agent delegated is its own text, never translated.
  await expect(ledger).toContainText("Price the managed Qdrant tier");
  await expect(ledger.getByRole("group", { name: t("ledger.filter") })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await headerAction(page, t("header.export"), t("header.more"));
  const markdown = await readFile((await (await downloading).path())!, "utf8");
  expect(markdown).toContain(`### ${t("export.you")}\n`);
  expect(markdown).toContain(`### ${t("export.assistant")}\n`);
  expect(markdown).toContain(`> **${t("export.sentence", { text: t("summary.condensed", { count: 6 }) })}** ${t("export.summaryIntro")}`);
  expect(markdown).toContain(t("export.exportedAt", { date: "\u0000" }).split("\u0000")[0]!);
}

test.describe("in a zh-CN browser", () => {
  test.use({ locale: "zh-CN" });

  test("the workspace reads Chinese from the first HTML", async ({ page }) => {
    const hydration = collectHydrationErrors(page);
    await page.goto("/");
    await readsWorkspace(page, "zh-CN");
    await expect(page.getByRole("combobox", { name: "语言" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveCount(0);
    expect(hydration).toEqual([]);
  });

  test("a compacted thread's cards, ledger and export read Chinese, with the counts", async ({ page }) => {
    const hydration = collectHydrationErrors(page);
    await readsCompactedThread(page, "zh-CN");
    await expect(messageLog(page).getByRole("button", { name: "已压缩 6 条消息" })).toBeVisible();
    expect(hydration).toEqual([]);
  });

  test("the starter prompts read Chinese and lead to their demo, the meter too", async ({ page }) => {
    await page.goto("/");
    const starters = page.getByRole("list", { name: "入门提示" });
    await expect(starters.getByRole("button")).toHaveText(["委派研究", "观看一次压缩", "请求批准", "建议后续问题", "读取文件"]);
    await starters.getByRole("button", { name: "委派研究" }).click();
    await page.waitForURL(/\/threads\/[0-9a-f-]{36}$/);
    await expect(messageLog(page).locator("[data-role=human]")).toContainText("委派一项研究");
    await expect(messageLog(page).locator("[data-role=subagents] article")).toHaveCount(3, { timeout: 45_000 });
    await expect(page.getByRole("meter", { name: "上下文窗口" })).toBeVisible();
  });
});

test.describe("in an en-US browser", () => {
  test.use({ locale: "en-US" });

  test("the workspace reads English", async ({ page }) => {
    await page.goto("/");
    await readsWorkspace(page, "en");
  });

  test("a compacted thread's cards, ledger and export read English", async ({ page }) => {
    await readsCompactedThread(page, "en");
    await expect(messageLog(page).getByRole("button", { name: "6 messages condensed" })).toBeVisible();
  });

  test("the Language control switches the workspace, and the choice survives a reload", async ({ page, context }) => {
    await page.goto("/");
    await composer(page).fill("kept while the words change");
    await page.getByRole("combobox", { name: "Language" }).selectOption("zh-CN");
    await expect(page.getByRole("textbox", { name: "消息", exact: true })).toHaveValue("kept while the words change");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");

    await page.reload();
    await readsWorkspace(page, "zh-CN");
    expect((await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe("zh-CN");

    await page.getByRole("combobox", { name: "语言" }).selectOption("en");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toBeVisible();
    await page.reload();
    await readsWorkspace(page, "en");
  });
});
