import { expect, test } from "@playwright/test";
import { messageLog, startChat, waitForIdle } from "./support/app";

// While a run goes, a status under the log says so and for how long ("Working · 12 s"),
// counted once a second; it is gone once the run is over. The page's clock is driven by the
// test, so the count is checked without waiting for real seconds.
const SLOW_PROMPT = "Please answer slowly: slow walkthrough of working indicators";

test("a run shows Working with its elapsed time, counting while it goes", async ({ page }) => {
  await page.clock.install();
  await startChat(page, SLOW_PROMPT);
  const working = page.getByRole("status").filter({ hasText: "Working" });
  await expect(working).toBeVisible();
  await expect(working).toContainText(/Working · \d+ s/);
  await expect(page.getByText("Thinking…")).toHaveCount(0);

  await expect(messageLog(page).locator("[data-role=assistant]")).toContainText("Point 2");
  const before = Number(/Working · (\d+) s/.exec((await working.textContent()) ?? "")?.[1]);
  await page.clock.fastForward(3_000);
  await expect
    .poll(async () => Number(/Working · (\d+) s/.exec((await working.textContent()) ?? "")?.[1]))
    .toBeGreaterThanOrEqual(before + 3);

  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await waitForIdle(page);
  await expect(working).toHaveCount(0);
});
