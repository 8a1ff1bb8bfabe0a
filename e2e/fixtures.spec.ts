import { expect, test, type Page } from "@playwright/test";
import { loadFixtures } from "../fixtures/load";
import { collectPageErrors, headerAction, messageLog } from "./support/app";
import { answerSnippets, expectedTodos, hasToolSteps, hiddenTexts, messagesOf, presentedFileNames, toolArgSnippets, userTexts } from "./support/fixture-oracle";

// Every fixture thread, opened in the app through the fixture server (the proxy pointed at it
// with LANGGRAPH_API_URL), as a user would see it.
const fixtures = loadFixtures();
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_FIXTURE_WEB_PORT}` });
// Each test only reads its own fixture: they can share the workers.
test.describe.configure({ mode: "parallel" });

const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

async function openThread(page: Page, threadId: string) {
  await page.goto(`/threads/${threadId}`);
  await expect(messageLog(page)).toHaveAttribute("aria-busy", "false");
}

/** Opens every fold (steps, results, summaries) so their contents are in the DOM too. */
async function expandAll(page: Page) {
  for (let round = 0; round < 4; round++) {
    const closed = messageLog(page).locator("button[aria-expanded=false]");
    const count = await closed.count();
    if (count === 0) return;
    for (let i = count - 1; i >= 0; i--) await closed.nth(i).click();
  }
}

test("every fixture is served", () => {
  expect(fixtures.length).toBeGreaterThanOrEqual(20);
});

for (const fixture of fixtures.filter((f) => f.kind !== "malformed" && f.kind !== "xss")) {
  test(`${fixture.kind} ${fixture.threadId}: title, user messages and answers shown, hidden context absent`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const messages = messagesOf(fixture.state);
    await openThread(page, fixture.threadId);
    if (fixture.title) await expect(page.getByRole("heading", { level: 1 })).toContainText(collapse(fixture.title).slice(0, 60));

    const log = messageLog(page);
    const humans = (await log.locator("[data-role=human]").allInnerTexts()).map(collapse);
    for (const text of userTexts(messages)) expect(humans).toContainEqual(text);

    const logText = collapse(await log.innerText());
    for (const snippet of answerSnippets(messages)) expect(logText).toContain(snippet);
    if (hasToolSteps(messages)) await expect(log.locator("[data-role=steps]").first()).toBeVisible();
    // What the agent presented is shown without opening the steps that produced it.
    const presented = (await log.getByRole("list", { name: "Presented files" }).allInnerTexts()).join(" ");
    for (const name of presentedFileNames(messages)) expect(presented).toContain(name);

    // The agent's to-do list sits above the composer: progress and current entry, the list on demand.
    const todos = expectedTodos(fixture.state);
    const todoPanel = page.getByRole("region", { name: "To-do list" });
    if (todos.contents.length === 0) await expect(todoPanel).toHaveCount(0);
    else {
      await expect(todoPanel).toContainText(`To-dos · ${todos.done} of ${todos.contents.length} done`);
      if (todos.current) await expect(todoPanel).toContainText(todos.current);
      // Opening it shortens the log; a reader at the newest message stays there.
      const fromBottom = () => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
      await expect.poll(fromBottom).toBeLessThan(2);
      await todoPanel.getByRole("button", { expanded: false }).click();
      await expect.poll(fromBottom).toBeLessThan(2);
      const listed = (await todoPanel.getByRole("listitem").allInnerTexts()).map(collapse);
      expect(listed.map((t) => t.replace(/^\S+\s*/, ""))).toEqual(todos.contents.map(collapse));
    }

    await expandAll(page);
    const expanded = collapse(await log.innerText());
    for (const hidden of hiddenTexts(messages)) expect(expanded).not.toContain(hidden);
    // Each step's details show the call's arguments.
    for (const arg of toolArgSnippets(messages)) expect(expanded).toContain(arg);
    await expect(log.locator("[data-role=hidden]")).toHaveCount(0);
    await expect(log.getByTestId("item-error")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

for (const fixture of fixtures.filter((f) => f.kind === "malformed")) {
  test(`malformed ${fixture.threadId} renders to its end marker`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const marker = JSON.stringify(fixture.state).match(/END-OF-CASE-\d+/)?.[0];
    expect(marker).toBeTruthy();
    await openThread(page, fixture.threadId);
    await expect(messageLog(page)).toContainText(marker!);
    await expandAll(page);
    await expect(messageLog(page)).toContainText(marker!);
    expect(errors).toEqual([]);
  });
}

for (const fixture of fixtures.filter((f) => f.kind === "xss")) {
  test(`xss ${fixture.threadId}: no payload runs`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await openThread(page, fixture.threadId);
    await expect(messageLog(page)).toContainText("XSS-END-MARKER");
    await expandAll(page);
    await headerAction(page, "Show hidden context");
    await expandAll(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    const log = messageLog(page);
    await expect(log.locator("script, iframe, object, embed")).toHaveCount(0);
    await expect(log.locator("a[href^='javascript:' i], img[src^='javascript:' i], a[href^='data:' i]")).toHaveCount(0);
    const handlers = await log.evaluate((root) =>
      [...root.querySelectorAll("*")].flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith("on")).map((a) => a.name)),
    );
    expect(handlers).toEqual([]);
    expect(errors).toEqual([]);
  });
}
