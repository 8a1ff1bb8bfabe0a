import { expect, test } from "@playwright/test";
import { messageLog, startChat, waitForIdle } from "./support/app";

// "slow" prompts stream a 40-point answer at a slow pace whatever the configured delay.
const SLOW_PROMPT = "Please answer slowly: slow walkthrough of tokenizers";

test("Stop cancels a slow answer", async ({ page, request }) => {
  const threadId = await startChat(page, SLOW_PROMPT);
  const answer = messageLog(page).locator("[data-role=assistant]");
  await expect(answer).toContainText("Point 2");
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await waitForIdle(page);
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();

  // The run was cancelled on the server, not just disconnected from. (The in-memory server
  // records a cancelled run that had started as "error", one still queued as "interrupted".)
  await expect
    .poll(async () => {
      const runs = (await (await request.get(`/api/langgraph/threads/${threadId}/runs`)).json()) as { status: string }[];
      return runs.map((run) => run.status).join(",");
    })
    .toMatch(/^(interrupted|error)$/);
  const stoppedAt = (await answer.textContent())?.length ?? 0;
  await page.waitForTimeout(1_000);
  expect((await answer.textContent())?.length ?? 0).toBe(stoppedAt);
  // And the answer stopped growing well before its end.
  await page.reload();
  await expect(messageLog(page).locator("[data-role=human]")).toHaveText(SLOW_PROMPT);
  await expect(messageLog(page)).not.toContainText("Point 40");
});

test("reloading during a run reconnects to it", async ({ page }) => {
  await startChat(page, SLOW_PROMPT);
  const answer = messageLog(page).locator("[data-role=assistant]");
  await expect(answer).toContainText("Point 2");
  await page.reload();
  // The stream resumes: the answer keeps growing to its end without a new message.
  await expect(page.getByRole("button", { name: "Stop", exact: true })).toBeVisible();
  await expect(answer).toContainText("Point 40", { timeout: 45_000 });
  await waitForIdle(page);
  await expect(messageLog(page).locator("[data-role=human]")).toHaveCount(1);
  await expect(answer).toHaveCount(1);
});
