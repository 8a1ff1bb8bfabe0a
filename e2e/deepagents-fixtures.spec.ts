import { expect, test, type Page } from "@playwright/test";
import { recordedThread } from "../fixtures/load";
import { collectPageErrors, composer, messageLog, waitForIdle } from "./support/app";

// Threads recorded from real third-party agents (fixtures/deepagents: deepagents 1.14.1 and
// LangChain's summarization middleware on the official dev server), served by the fixture
// server as a stock LangGraph server serves them: state, checkpoint history, and a recorded
// run replayed event by event.
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_FIXTURE_WEB_PORT}` });
const fixtureServer = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;

const RESEARCH = "Research the history of tea: key periods, places and people.";
const ARCHIVE = "/conversation_history/session_d1886f9a.md";
const CARD = /messages? condensed$/;

test.beforeEach(async () => {
  await fetch(`${fixtureServer}/__reset_replays`, { method: "POST" });
});

async function open(page: Page, name: string) {
  await page.goto(`/threads/deepagents-${name}`);
  await expect(messageLog(page)).toHaveAttribute("aria-busy", "false");
}

/** User messages and compaction cards in the order the log shows them. */
const sequence = (page: Page) =>
  messageLog(page).evaluate((log) =>
    [...log.querySelectorAll("[data-role=human], [data-role=summary] button[aria-expanded]")].map((el) =>
      el.matches("button") ? `card: ${el.textContent?.trim()}` : `user: ${el.textContent?.replace(/\s+/g, " ").trim()}`,
    ),
  );

async function ledger(page: Page) {
  await page.getByRole("button", { name: /^Delegations/ }).click();
  return page.getByRole("region", { name: "Delegations" });
}

test("deepagents after a reload: every compaction a card where it cut, with its summary and archive; the delegation completed", async ({ page }) => {
  const errors = collectPageErrors(page);
  // Tall enough for the log to mount every row of the thread, so their order can be read.
  await page.setViewportSize({ width: 1280, height: 4000 });
  await open(page, "main-final");
  const log = messageLog(page);
  // The newest compaction is in the state; the earlier one only in the checkpoint history.
  await expect(log.getByRole("button", { name: CARD })).toHaveText(["7 messages condensed", "6 messages condensed"]);
  await expect(page.getByTestId("compaction-count")).toContainText("2");
  expect(await sequence(page)).toEqual([
    "user: research the history of tea",
    "card: 7 messages condensed",
    "user: what about green tea?",
    "user: and black tea?",
    "user: and oolong?",
    "card: 6 messages condensed",
    "user: please email alice the summary",
  ]);

  const newest = log.getByRole("button", { name: "6 messages condensed" });
  await newest.click();
  const card = log.locator("[data-role=summary]").filter({ has: page.locator('button[aria-expanded="true"]') });
  await expect(card).toContainText("Summary the model now sees");
  await expect(card).toContainText("SUMMARY: The user asked about tea.");
  await expect(card).toContainText(`Full history saved at: ${ARCHIVE}`);
  // The summary is the card's, never a user message or an answer.
  await expect(log.locator("[data-role=human], [data-role=assistant]").filter({ hasText: "SUMMARY:" })).toHaveCount(0);

  await expect(log.getByRole("article", { name: `Subagent task: ${RESEARCH}` })).toContainText("Completed");
  const panel = await ledger(page);
  await expect(panel.getByTestId("ledger-entry")).toHaveCount(1);
  await expect(panel.getByTestId("ledger-entry")).toContainText("Completed");
  expect(errors).toEqual([]);
});

test("deepagents live: the summarizer's output streams as the compaction's card, never as an answer, and stays so", async ({ page }) => {
  await open(page, "replay-compaction");
  const log = messageLog(page);
  const summarizer = log.locator("[data-role=assistant]").filter({ hasText: "SUMMARY:" });
  await composer(page).fill("and black tea?");
  await composer(page).press("Enter");
  // Mid-run: the model node's answer streams after its summarizer's call; the run holds there
  // until released.
  await expect(log.getByText('Reply to "and black tea?"')).toBeVisible();
  await expect(page.getByRole("button", { name: "Stop", exact: true })).toBeVisible();
  await expect(log.getByRole("button", { name: "Earlier messages condensed" })).toBeVisible();
  await expect(summarizer).toHaveCount(0);
  await fetch(`${fixtureServer}/__release`, { method: "POST" });

  // Once the state records the compaction, its card sits where it cut, and stays after the run.
  await expect(log.getByRole("button", { name: "7 messages condensed" })).toBeVisible();
  await waitForIdle(page);
  await expect(log.getByRole("button", { name: CARD })).toHaveText(["7 messages condensed"]);
  await expect(page.getByTestId("compaction-count")).toContainText("1");
  await expect(summarizer).toHaveCount(0);
  // Each answer has its own actions; none is the summary's.
  await expect(log.locator("[data-role=assistant]")).toHaveCount(3);

  await page.reload();
  await expect(log.getByRole("button", { name: CARD })).toHaveText(["7 messages condensed"]);
  await expect(summarizer).toHaveCount(0);
});

test("deepagents: an approval raised inside the subagent is the subagent's, Needs input on its card and in the ledger", async ({ page }) => {
  const task = () => messageLog(page).getByRole("article", { name: "Subagent task: Send an email to bob@example.com with the findings." });
  await open(page, "subagent-interrupt");
  await expect(task()).toContainText("Needs input");
  await expect(task().getByRole("article", { name: "Action: send_email" })).toContainText("bob@example.com");
  const panel = await ledger(page);
  await expect(panel.getByTestId("ledger-entry")).toContainText("Needs input");

  // Approved, the subagent finished: its plain final text completes the card and the entry.
  await open(page, "subagent-interrupt-final");
  await expect(task()).toContainText("Completed");
  await expect((await ledger(page)).getByTestId("ledger-entry")).toContainText("Completed");
});

test("deepagents live: a run that pauses on an approval inside the subagent leaves it on the subagent's card and in the ledger", async ({ page }) => {
  await open(page, "replay-subagent-interrupt");
  await composer(page).fill("delegate an email to bob");
  await composer(page).press("Enter");
  // The stream says only that the run paused; the state read after it says where.
  await waitForIdle(page);
  const task = messageLog(page).getByRole("article", { name: "Subagent task: Send an email to bob@example.com with the findings." });
  await expect(task).toContainText("Needs input");
  const action = task.getByRole("article", { name: "Action: send_email" });
  await expect(action).toContainText("bob@example.com");
  // On the card only, not again where the run stopped.
  await expect(messageLog(page).locator("[data-role=interrupt]")).toHaveCount(1);
  await expect(task.locator("[data-role=interrupt]")).toHaveCount(1);
  // Deciding it resumes the real agent: e2e/third-party-deepagents.spec.ts.
  await expect((await ledger(page)).getByTestId("ledger-entry")).toContainText("Needs input");
});

test("LangChain's middleware on a stock server: the card where the compaction happened; the condensed turn's delegation in the ledger", async ({ page }) => {
  const { state } = recordedThread("lc-final");
  expect(((state.values as { messages: { id: string }[] }).messages)[0]!.id).toBe("c36d5112-e43b-4e50-9994-67f38f765ca7");
  await open(page, "lc-final");
  // The compaction ran as the third question was answered: the card follows it, before its answer.
  await expect.poll(() => sequence(page)).toEqual(["user: what about green tea?", "user: and black tea?", "card: Earlier messages condensed", "user: and oolong?"]);
  const card = messageLog(page).locator("[data-role=summary]");
  await expect(card.locator("xpath=following::*[@data-role='assistant'][1]")).toContainText('Reply to "and black tea?"');

  // The delegation of the first turn is only in the checkpoints: read when the ledger opens.
  const panel = await ledger(page);
  await expect(panel.getByTestId("ledger-entry")).toHaveCount(1);
  await expect(panel.getByTestId("ledger-entry")).toContainText(RESEARCH);
  await expect(panel.getByTestId("ledger-entry")).toContainText("Completed");
});
