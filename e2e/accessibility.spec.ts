import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { headerAction, messageLog, sendMessage, startChat, waitForAnswers, waitForIdle } from "./support/app";

// WCAG 2.1 A and AA rules checked by axe-core on the screens a user goes through: the new
// chat page, and a thread holding every kind of item (tool steps, subagent cards, a
// compaction card opened, hidden context shown, an open clarification) with the ledger
// open, in the light and the dark theme; and on a phone (390 x 844) in both themes.

// Without motion: axe reads colours as they are at that moment, and a menu still fading in (slow
// on a loaded machine) has less contrast than the menu a reader sees.
test.use({ reducedMotion: "reduce" });

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  // One line per rule and element, so a failure says what and where.
  return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(" ")}`));
}

test("the workspace passes axe's WCAG 2.1 AA rules, light and dark", async ({ page }) => {
  // Three runs and four axe passes: on a shared 2-core machine beside another worker, 90 s ran out.
  test.setTimeout(150_000);
  await page.goto("/");
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await startChat(page, "please delegate research on vector databases");
  await waitForAnswers(page, 1);
  await sendMessage(page, "/compact");
  await waitForAnswers(page, 2);
  await sendMessage(page, "clarify the rollout");
  const log = messageLog(page);
  await expect(log.getByRole("region", { name: "Clarification requested" })).toBeVisible();
  await waitForIdle(page);

  await log.getByRole("button", { name: /messages condensed/ }).first().click();
  await headerAction(page, "Show hidden context");
  await page.getByRole("button", { name: /^Delegations/ }).click();
  await expect(page.getByRole("region", { name: "Delegations" })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.emulateMedia({ colorScheme: "dark" });
  expect(await violations(page)).toEqual([]);

  // The header's menu, open, with its on/off item.
  await page.getByRole("button", { name: "More actions", exact: true }).click();
  await expect(page.getByRole("menuitemcheckbox", { name: "Show hidden context" })).toHaveAttribute("aria-checked", "true");
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press("Escape");
});

// The same rules on a phone, where the sidebar is a drawer and the ledger a full-screen sheet.
for (const scheme of ["light", "dark"] as const) {
  test(`on a phone the workspace passes axe's WCAG 2.1 AA rules (${scheme})`, async ({ page }) => {
    // Four axe passes and two runs on a shared 2-core machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/");
    await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await startChat(page, "please delegate research on vector databases");
    await waitForAnswers(page, 1);
    await sendMessage(page, "clarify the rollout");
    await expect(messageLog(page).getByRole("region", { name: "Clarification requested" })).toBeVisible();
    await waitForIdle(page);
    expect(await violations(page)).toEqual([]);

    await page.getByRole("button", { name: /^Delegations/ }).click();
    await expect(page.getByRole("region", { name: "Delegations" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("region", { name: "Delegations" })).toHaveCount(0);

    await page.getByRole("button", { name: "Chats", exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Threads" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
