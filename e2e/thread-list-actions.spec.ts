import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { collectPageErrors, messageLog, startChat, waitForAnswers } from "./support/app";

// The chat list: date headings, and a menu on each row (Rename, Export, Delete with Undo) that
// works with the keyboard as well as the pointer.

test("chats are grouped under date headings; a row's menu renames the chat and deletes it with Undo", async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const title = `Row menu ${Date.now()}`;
  const threadId = await startChat(page, title);
  await waitForAnswers(page, 1);
  const sidebar = page.getByRole("navigation", { name: "Threads" });
  // The newest chats are under "Today", the first heading.
  await expect(sidebar.getByRole("heading").first()).toHaveText("Today");
  const row = sidebar.getByRole("link", { name: new RegExp(title) });
  await expect(row).toBeVisible();
  // Delete is disabled while the list still reads the chat as running; the list's status
  // can trail the answer on a loaded machine.
  await expect(row).not.toContainText("Running");

  // Keyboard: the menu opens on its first item, arrows move, Escape gives the focus back.
  const actions = sidebar.getByRole("button", { name: `Actions for ${title}` });
  await actions.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu", { name: `Actions for ${title}` });
  await expect(menu.getByRole("menuitem", { name: "Rename" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Export as Markdown" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Delete" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(actions).toBeFocused();

  // Rename in the row.
  await actions.click();
  await menu.getByRole("menuitem", { name: "Rename" }).click();
  const field = sidebar.getByRole("textbox", { name: "Chat name" });
  await expect(field).toBeFocused();
  await field.fill(`${title} renamed`);
  await field.press("Enter");
  const notices = page.getByRole("region", { name: "Notifications" });
  await expect(notices).toContainText("Chat renamed");
  const renamed = sidebar.getByRole("link", { name: new RegExp(`${title} renamed`) });
  await expect(renamed).toBeVisible();
  await expect(renamed).toBeFocused();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} renamed`);

  // Delete from the row's menu, then Undo.
  await sidebar.getByRole("button", { name: `Actions for ${title} renamed` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(renamed).toHaveCount(0);
  await notices.getByRole("button", { name: "Undo" }).click();
  await expect(renamed).toBeVisible();
  await page.waitForURL(new RegExp(`/threads/${threadId}$`));
  expect((await request.get(`/api/langgraph/threads/${threadId}`)).status()).toBe(200);
  expect(errors).toEqual([]);
});

test("a row's menu exports its chat as Markdown, with the notice the header's export gives", async ({ page }) => {
  const errors = collectPageErrors(page);
  const first = `Exported from the list ${Date.now()}`;
  const firstId = await startChat(page, first);
  await waitForAnswers(page, 1);
  const second = `Open meanwhile ${Date.now()}`;
  await startChat(page, second);
  await waitForAnswers(page, 1);
  await expect(messageLog(page)).toContainText(second);

  const sidebar = page.getByRole("navigation", { name: "Threads" });
  await sidebar.getByRole("button", { name: `Actions for ${first}` }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menu", { name: `Actions for ${first}` }).getByRole("menuitem", { name: "Export as Markdown" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.md$/);
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(`Saved ${download.suggestedFilename()}`);
  // The file is that chat's, not the one open when the menu was used.
  const markdown = await readFile((await download.path())!, "utf8");
  expect(markdown).toContain(first);
  expect(markdown).not.toContain(second);
  await page.waitForURL(new RegExp(`/threads/${firstId}$`));
  expect(errors).toEqual([]);
});

test.describe("on a backend with older chats", () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_FIXTURE_WEB_PORT}` });

  test("date headings come in order from the newest, each leading the chats of its group", async ({ page }) => {
    await page.goto("/");
    const sidebar = page.getByRole("navigation", { name: "Threads" });
    await expect(sidebar.getByRole("heading").first()).toBeVisible();
    // The whole list, read while scrolling it down (rows are mounted as they come into view).
    const seen = await sidebar.evaluate(async (nav) => {
      const order: string[] = [];
      for (let guard = 0; guard < 200; guard++) {
        for (const li of nav.querySelectorAll("li")) {
          const heading = li.querySelector("h2")?.textContent;
          const entry = heading ? `# ${heading}` : (li.querySelector("a")?.getAttribute("href") ?? "");
          if (!order.includes(entry)) order.push(entry);
        }
        if (nav.scrollTop + nav.clientHeight >= nav.scrollHeight - 1) break;
        nav.scrollBy(0, nav.clientHeight / 2);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
      return order;
    });
    const headings = seen.filter((entry) => entry.startsWith("# ")).map((entry) => entry.slice(2));
    const canonical = ["Today", "Yesterday", "Previous 7 days", "Previous 30 days", "Older"];
    expect(seen[0]?.startsWith("# ")).toBe(true);
    expect(headings.length).toBeGreaterThan(0);
    expect(headings.map((h) => canonical.indexOf(h))).toEqual([...headings.map((h) => canonical.indexOf(h))].sort((a, b) => a - b));
    expect(headings.every((h) => canonical.includes(h))).toBe(true);
    expect(seen.filter((entry) => !entry.startsWith("# ")).length).toBeGreaterThan(headings.length);
  });
});
