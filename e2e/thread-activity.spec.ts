import { expect, test } from "@playwright/test";
import { messageLog, startChat, waitForIdle } from "./support/app";

// The chat list says which chats have a run going: an agent's run takes minutes, and the
// reader moves between chats meanwhile.
test("the chat list marks a chat as running while its run goes, and not after", async ({ page }) => {
  const title = `Please answer slowly: slow walkthrough of chat lists ${Date.now()}`;
  const threadId = await startChat(page, title);
  // By its address: the agent titles a chat only when its first run ends.
  const row = page.getByRole("navigation", { name: "Threads" }).locator(`a[href="/threads/${threadId}"]`);
  await expect(row.getByTestId("thread-activity")).toHaveText(/Running/, { timeout: 15_000 });

  // Another chat is opened meanwhile; the list keeps telling.
  await page.getByRole("link", { name: "New chat" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(row.getByTestId("thread-activity")).toHaveText(/Running/);

  await row.click();
  await expect(messageLog(page).locator("[data-role=assistant]")).toContainText("Point 2");
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await waitForIdle(page);
  await expect(row.getByTestId("thread-activity")).toHaveCount(0, { timeout: 15_000 });
});
