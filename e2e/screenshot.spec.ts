import { test } from "@playwright/test";
import { sendMessage, startChat, waitForAnswers } from "./support/app";

// The README's screenshot is taken here, from the real app on the embedded backend.
test("README screenshot of the workspace", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startChat(page, "Compare Postgres full-text search with a vector index");
  await waitForAnswers(page, 1);
  await sendMessage(page, "Now sketch the migration plan in markdown");
  await waitForAnswers(page, 2);
  await page.screenshot({ path: "docs/screenshots/workspace.png" });
});
