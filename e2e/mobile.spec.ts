import { expect, test } from "@playwright/test";
import { startChat, waitForAnswers } from "./support/app";

// A phone-sized screen: the chat list is a drawer opened from the header.
test("on a narrow screen the chat list is a drawer, and the title keeps its line", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const title = `Phone chat ${Date.now()}`;
  await startChat(page, title);
  await waitForAnswers(page, 1);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(title);
  // Its whole text shows: not squeezed beside the header's buttons.
  expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  const list = page.getByRole("navigation", { name: "Threads" });
  await expect(list).toBeHidden();
  const toggle = page.getByRole("button", { name: "Chats" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(list.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();

  // Picking an entry closes it: the open chat, or a new one.
  await toggle.click();
  await list.getByRole("link", { name: new RegExp(title) }).click();
  await expect(list).toBeHidden();
  await toggle.click();
  await page.getByRole("link", { name: "New chat" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(list).toBeHidden();
  await expect(page.getByRole("button", { name: "Chats" })).toBeVisible();
});

test("on a wide screen the chat list is always there and there is no drawer toggle", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Threads" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Chats" })).toBeHidden();
});
