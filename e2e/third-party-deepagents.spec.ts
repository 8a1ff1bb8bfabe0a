import { expect, test } from "@playwright/test";
import { collectPageErrors, messageLog, sendMessage, startChat, waitForAnswers, waitForIdle } from "./support/app";
import {
  ANSWERS,
  approval,
  expectResearchCompleted,
  expectResearchTodos,
  logSequence,
  openLedger,
  openThread,
  PROMPTS,
  seedThread,
  taskCards,
  thirdPartyApp,
  thirdPartyClient,
  threadState,
  watchSummaryAnswers,
} from "./support/third-party";
import { openSubagent } from "./support/subagents";

// A deepagents agent (createDeepAgent) on the official dev server, Threadline pointed at it as a
// user would (e2e/support/third-party.ts describes the graph).

test.use({ baseURL: thirdPartyApp("deepagent") });

test("an approval asked for inside the subagent is the subagent's: Needs input on its card and in the ledger, then Completed", async ({ page }) => {
  await startChat(page, PROMPTS.delegatedEmail("bob"));
  const card = taskCards(page).filter({ hasText: "Send an email to bob@example.com" });
  const expectWaiting = async () => {
    const action = approval(page).getByRole("article", { name: "Action: send_email" });
    await expect(action).toContainText("bob@example.com");
    await expect(card).toContainText("Needs input");
    const ledger = await openLedger(page);
    await expect(ledger.getByTestId("ledger-entry")).toHaveCount(1);
    await expect(ledger.getByTestId("ledger-entry")).toContainText("Needs input");
    await page.getByRole("button", { name: /^Delegations/ }).click();
  };
  await waitForIdle(page);
  await expectWaiting();
  await page.reload();
  await expectWaiting();

  await approval(page).getByRole("button", { name: "Approve" }).click();
  await waitForAnswers(page, 1);
  await expect(approval(page)).toHaveCount(0);
  await expect(messageLog(page).locator("[data-role=assistant]")).toContainText(`${ANSWERS.delegatedEmail}. The researcher reports: Email sent as asked`);
  await expect(card).toContainText("Completed");
  await expect((await openLedger(page)).getByTestId("ledger-entry")).toContainText("Completed");
});

test("research: the subagent's card and its ledger entry complete, live and after a reload", async ({ page }) => {
  await startChat(page, PROMPTS.research());
  await waitForAnswers(page, 1);
  await expectResearchCompleted(page);
  await page.reload();
  await expectResearchCompleted(page);
});

test("a compaction is a card where it cut, with the summary and the archive, live and after a reload; the summarizer is no answer once known", async ({ page }) => {
  const errors = collectPageErrors(page);
  // The research turn and one question; the next question's model call holds 12 messages.
  const threadId = await seedThread("deepagent", [PROMPTS.research(), PROMPTS.question(2)]);
  expect((await threadState(threadId)).values._summarizationEvent).toBeUndefined();
  // Tall enough for the log to mount every row, so their order can be read.
  await page.setViewportSize({ width: 1280, height: 4000 });
  await openThread(page, threadId);
  const summaryAnswers = await watchSummaryAnswers(page, { onceCarded: true });
  await sendMessage(page, PROMPTS.question(3));
  await waitForAnswers(page, 3);
  const event = (await threadState(threadId)).values._summarizationEvent as { cutoffIndex?: number; filePath?: string } | undefined;
  expect(event?.filePath).toMatch(/^\/conversation_history\//);

  const log = messageLog(page);
  const expectCompacted = async () => {
    await expect(page.getByTestId("compaction-count")).toContainText("1");
    const card = log.getByRole("button", { name: /messages? condensed$/ });
    await expect(card).toHaveCount(1);
    // deepagents keeps every message: the card sits between what it condensed and what it kept.
    const sequence = await logSequence(page);
    const at = sequence.findIndex((entry) => entry.startsWith("card: "));
    expect(sequence[0]).toBe(`user: ${PROMPTS.research()}`);
    expect(at).toBeGreaterThan(0);
    expect(sequence.at(-1)).toBe(`user: ${PROMPTS.question(3)}`);
    await card.click();
    const summary = log.locator("[data-role=summary]");
    await expect(summary).toContainText(ANSWERS.summary);
    await expect(summary).toContainText(`Full history saved at: ${event!.filePath}`);
    await expect(log.locator("[data-role=human], [data-role=assistant]").filter({ hasText: ANSWERS.summary })).toHaveCount(0);
  };
  await expectCompacted();
  expect(await summaryAnswers()).toBe(0);
  await page.reload();
  await expectCompacted();
  expect(errors).toEqual([]);
});

test("two compactions: both are cards, the earlier one read from the checkpoints (the state keeps the newest only)", async ({ page }) => {
  const client = thirdPartyClient();
  const threadId = await seedThread("deepagent", [PROMPTS.research()]);
  const compactions = new Set<string>();
  for (let n = 2; compactions.size < 2 && n < 20; n++) {
    await client.runs.wait(threadId, "deepagent", { input: { messages: [{ type: "human", content: PROMPTS.question(n) }] } });
    const event = (await threadState(threadId)).values._summarizationEvent as { cutoffIndex?: number } | undefined;
    if (event?.cutoffIndex !== undefined) compactions.add(String(event.cutoffIndex));
  }
  expect(compactions.size).toBe(2);
  // Tall enough for the log to mount every row.
  await page.setViewportSize({ width: 1280, height: 4000 });
  await openThread(page, threadId);
  await expect(messageLog(page).getByRole("button", { name: /messages? condensed$/ })).toHaveCount(2);
  await expect(page.getByTestId("compaction-count")).toContainText("2");
});

test("research: the to-do line follows the agent's plan, live and after a reload", async ({ page }) => {
  await startChat(page, PROMPTS.research());
  await waitForAnswers(page, 1);
  await expect(messageLog(page).locator("[data-role=assistant]")).toContainText(ANSWERS.research);
  await expectResearchTodos(page);
  await page.reload();
  await expectResearchTodos(page);
});

test("research: the researcher's own steps show in its panel, streamed with the run and read back from its checkpoints after a reload", async ({ page }) => {
  // Reads of the subagent's own checkpoints (its namespace `tools:<id>`): only after a reload.
  const subgraphReads: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/history") && (request.postData() ?? "").includes("checkpoint_ns")) subgraphReads.push(request.postData() ?? "");
  });
  const panel = page.getByRole("region", { name: "Subagent: researcher" });
  const open = () => openSubagent(taskCards(page).filter({ hasText: "researcher" }));
  await startChat(page, PROMPTS.research());
  await waitForAnswers(page, 1);
  await open();
  await expect(panel.locator("[data-role=subagent-step]")).toContainText(["Findings: the history of tea"]);
  await expect(panel).toContainText("Completed");
  expect(subgraphReads).toEqual([]);
  // What the researcher said is its own: the thread's messages do not hold it.
  await expect(messageLog(page).locator("[data-role=assistant]")).toHaveCount(1);

  await page.reload();
  await open();
  await expect(panel.locator("[data-role=subagent-step]")).toContainText(["Findings: the history of tea"]);
  expect(subgraphReads.length).toBeGreaterThan(0);
});

test("a subagent's tool call waiting for approval shows in its panel while it waits, and after a reload", async ({ page }) => {
  await startChat(page, PROMPTS.delegatedEmail("carol"));
  await expect(approval(page).getByRole("article", { name: "Action: send_email" })).toContainText("carol@example.com");
  await waitForIdle(page);
  const panel = page.getByRole("region", { name: "Subagent: researcher" });
  const card = taskCards(page).filter({ hasText: "Send an email to carol@example.com" });
  await openSubagent(card);
  // Its call, folded as the log folds one: send_email, to carol.
  const expectCall = async () => {
    const step = panel.locator("[data-role=subagent-step]").first();
    await step.getByRole("button", { name: /^Ran 1 tool/ }).click();
    await expect(step.getByRole("button", { name: /^send_email/ })).toContainText("carol@example.com");
  };
  await expectCall();
  // After a reload, from the subagent's own checkpoints (its task still pending).
  await page.reload();
  await openSubagent(card);
  await expectCall();
});
