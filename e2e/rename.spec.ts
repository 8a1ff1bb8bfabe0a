import { expect, test } from "@playwright/test";
import { headerAction, startChat, waitForAnswers } from "./support/app";

// Renaming a chat: the name is the thread's own (its metadata), so it shows in the header and
// the sidebar, survives a reload and wins over the title the agent gave.

test("a chat is renamed from its header menu, the name kept across a reload; Escape cancels, an empty name gives the agent's title back", async ({ page }) => {
  await startChat(page, "compare vector databases for rename");
  await waitForAnswers(page, 1);
  const heading = page.getByRole("heading", { level: 1 });
  // The agent's own title, derived from the first message.
  await expect(heading).toContainText("compare vector databases");
  const agentTitle = (await heading.textContent()) ?? "";
  const sidebar = page.getByRole("navigation", { name: "Threads" });

  await headerAction(page, "Rename");
  const field = page.getByRole("textbox", { name: "Chat name" });
  await expect(field).toBeFocused();
  await field.fill("Vendor shortlist");
  await field.press("Enter");
  await expect(heading).toHaveText("Vendor shortlist");
  // The keyboard goes back to the menu the rename came from.
  await expect(page.getByRole("button", { name: "More actions", exact: true })).toBeFocused();
  await expect(sidebar.getByRole("link", { name: /Vendor shortlist/ })).toBeVisible();

  await page.reload();
  await expect(heading).toHaveText("Vendor shortlist");
  await expect(sidebar.getByRole("link", { name: /Vendor shortlist/ })).toBeVisible();

  await headerAction(page, "Rename");
  await field.fill("Not this one");
  await field.press("Escape");
  await expect(field).toHaveCount(0);
  await expect(heading).toHaveText("Vendor shortlist");

  await headerAction(page, "Rename");
  await field.fill("");
  await field.press("Enter");
  await expect(heading).toHaveText(agentTitle);
  await expect(sidebar.getByRole("link", { name: /Vendor shortlist/ })).toHaveCount(0);
});
