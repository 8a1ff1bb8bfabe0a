import { expect, test, type Page } from "@playwright/test";
import { messageLog, startChat, waitForAnswers, waitForIdle } from "./support/app";

// The chat list's filters: "Needs input" (every chat waiting for a decision, answered from the
// chat itself) and "Running", with counts. The backend is shared with other specs running at
// the same time: a spec looks for its own chats, and reads counts against the list they count.

const filters = (page: Page) => page.getByRole("group", { name: "Show chats" });
const filter = (page: Page, name: string) => filters(page).getByRole("button", { name: new RegExp(`^${name}`) });
const chatIn = (page: Page, list: string, threadId: string) => page.getByRole("navigation", { name: list }).locator(`a[href="/threads/${threadId}"]`);
const countOf = async (page: Page, name: string) => Number((await filter(page, name).innerText()).replace(/\D+/g, ""));

test("Needs input lists the chat waiting for a decision, with its count; deciding in the chat takes it off", async ({ page }) => {
  const threadId = await startChat(page, "approve an email to dana@example.com about the filters");
  const approval = messageLog(page).getByRole("region", { name: "Approval needed" });
  await expect(approval).toBeVisible();
  await waitForIdle(page);

  await filter(page, "Needs input").click();
  await expect(filter(page, "Needs input")).toHaveAttribute("aria-pressed", "true");
  const waiting = "Chats that need your input";
  await expect(chatIn(page, waiting, threadId)).toBeVisible();
  await expect(chatIn(page, waiting, threadId)).toContainText("Needs input");
  // The count is that of the chats listed (other specs' chats included).
  await expect.poll(async () => (await countOf(page, "Needs input")) === (await page.getByRole("navigation", { name: waiting }).getByRole("link").count())).toBe(true);
  await expect.poll(() => countOf(page, "Needs input")).toBeGreaterThanOrEqual(1);

  // Answered from the chat itself: the filter stays while the chat opens.
  await chatIn(page, waiting, threadId).click();
  await approval.getByRole("button", { name: "Approve" }).click();
  await waitForAnswers(page, 1);
  await expect(chatIn(page, waiting, threadId)).toHaveCount(0, { timeout: 20_000 });
  await filter(page, "All").click();
  await expect(page.getByRole("navigation", { name: "Threads" }).locator(`a[href="/threads/${threadId}"]`)).toBeVisible();
});

test("Running lists the chat whose run goes, and lets it go when the run ends", async ({ page }) => {
  const threadId = await startChat(page, "Please answer slowly: slow walkthrough of filters");
  await expect(messageLog(page).locator("[data-role=assistant]")).toContainText("Point 1");
  await filter(page, "Running").click();
  const running = "Chats with a run going";
  await expect(chatIn(page, running, threadId)).toBeVisible();
  await expect.poll(() => countOf(page, "Running")).toBeGreaterThanOrEqual(1);
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await waitForIdle(page);
  await expect(chatIn(page, running, threadId)).toHaveCount(0, { timeout: 20_000 });
});
