import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { collectPageErrors, messageLog, sendMessage, waitForAnswers, waitForIdle } from "./support/app";

// Agent UI messages (push_ui_message, docs/wire-contracts.md "UI messages"): the embedded demo
// agent's follow-up card, drawn by the workspace's own component, and components it has none
// for, shown as their name and props, from the fixture server.

/** The log row (its index in the timeline) a locator is in. */
async function rowIndex(locator: Locator): Promise<number> {
  return Number(await locator.locator("xpath=ancestor::*[@data-index][1]").getAttribute("data-index"));
}

/** WCAG 2.1 AA violations (axe) inside the agent's UI rows. */
async function uiViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include("[data-role=ui]").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(" ")}`));
}

const card = (page: Page) => messageLog(page).getByRole("region", { name: "Suggested follow-up" });

/** The card is the row right after the answer it is attached to. */
async function expectCardAfterAnswer(page: Page) {
  await expect(card(page)).toBeVisible();
  const answer = messageLog(page).locator("[data-role=assistant]").filter({ hasText: "Suggest a follow-up question about tide pools" });
  expect(await rowIndex(card(page))).toBe((await rowIndex(answer)) + 1);
}

test.describe("the demo agent's follow-up card", () => {
  test("shows after its answer live and after a reload, and its button sends the follow-up", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/");
    await page.getByRole("list", { name: "Starter prompts" }).getByRole("button", { name: "Suggest a follow-up" }).click();
    await page.waitForURL(/\/threads\/[0-9a-f-]{36}$/);
    // Live: the run that sent it streamed it; nothing was reloaded.
    await expect(card(page)).toContainText("Tell me more about tide pools");
    await waitForAnswers(page, 1);
    await expectCardAfterAnswer(page);

    // After a reload it is read from the thread's state.
    await page.reload();
    await expectCardAfterAnswer(page);
    expect(await uiViolations(page)).toEqual([]);

    await card(page).getByRole("button", { name: "Send follow-up" }).click();
    await expect(card(page).getByRole("button", { name: "Sent" })).toBeDisabled();
    await waitForAnswers(page, 2);
    await expect(messageLog(page).locator("[data-role=human]").last()).toContainText("Tell me more about tide pools");
    await expect(messageLog(page).locator("[data-role=assistant]").last()).toContainText("Here is a short answer about Tell me more about tide pools");
    // The card stays where it was, after the first answer, and no second one came.
    await expect(card(page)).toHaveCount(1);
    await expectCardAfterAnswer(page);
    expect(errors).toEqual([]);
  });

  test("its button queues the follow-up while a run goes, as the composer does", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("list", { name: "Starter prompts" }).getByRole("button", { name: "Suggest a follow-up" }).click();
    await page.waitForURL(/\/threads\/[0-9a-f-]{36}$/);
    await waitForAnswers(page, 1);
    await sendMessage(page, "Please answer slowly: slow walkthrough of tides");
    await expect(messageLog(page).locator("[data-role=assistant]").last()).toContainText("Point 2");
    // The log follows the streaming answer, so the card can move between Playwright's check
    // that it is still and the click, which then lands beside it: clicked until it says Sent.
    const send = card(page).getByRole("button", { name: "Send follow-up" });
    await expect(async () => {
      if (await send.isEnabled()) await send.click({ timeout: 5_000 });
      await expect(card(page).getByRole("button", { name: "Sent" })).toBeDisabled({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole("list", { name: "Queued" })).toContainText("Tell me more about tide pools");
    // Sent when the slow run ends, as a message typed then would be.
    await expect(messageLog(page).locator("[data-role=assistant]")).toHaveCount(3, { timeout: 90_000 });
    await waitForIdle(page);
    await expect(messageLog(page).locator("[data-role=human]").last()).toContainText("Tell me more about tide pools");
  });
});

test.describe("a component the workspace has none for", () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_FIXTURE_WEB_PORT}` });

  test("shows its name and props as data, where it was sent", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/threads/agent-ui-fallback");
    const log = messageLog(page);
    const weather = log.getByRole("region", { name: "Component “weather_widget”" });
    await expect(weather).toBeVisible();
    await expect(weather.getByRole("figure", { name: "Props" })).toContainText('"city": "Lisbon"');
    await expect(weather).toContainText('"temperature": 24');
    // Markup in the props is text, never HTML.
    await expect(weather).toContainText('<img src=x onerror=\\"window.__xss=1\\">');
    await expect(weather.locator("img")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    // After the answer it is attached to, before the next question.
    const answer = log.locator("[data-role=assistant]").filter({ hasText: "It is sunny in Lisbon today." });
    const next = log.locator("[data-role=human]").filter({ hasText: "And tomorrow?" });
    expect(await rowIndex(weather)).toBe((await rowIndex(answer)) + 1);
    expect(await rowIndex(next)).toBe((await rowIndex(weather)) + 1);
    // An unattached one shows at the end.
    const banner = log.getByRole("region", { name: "Component “status_banner”" });
    await expect(banner).toContainText('"text": "Forecast updated"');
    const last = log.locator("[data-role=assistant]").filter({ hasText: "Tomorrow brings light rain." });
    expect(await rowIndex(banner)).toBe((await rowIndex(last)) + 1);
    expect(await uiViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
