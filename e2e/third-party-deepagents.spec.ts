import { expect, test } from "@playwright/test";
import { collectPageErrors, messageLog, startChat, waitForAnswers, waitForIdle } from "./support/app";
import { ANSWERS, approval, chatLink, expectHiddenNote, expectResearchTodos, HIDDEN_CONTEXT, PROMPTS, thirdPartyApp, threadState } from "./support/third-party";

// A deepagents agent (createDeepAgent) on the official dev server, Threadline pointed at it as a
// user would: what works against it today (e2e/support/third-party.ts describes the graph).

test.use({ baseURL: thirdPartyApp("deepagent") });

test("a question gets its answer, and the agent's hidden note stays out of the log unless asked for", async ({ page }) => {
  const errors = collectPageErrors(page);
  const question = PROMPTS.question(1);
  const threadId = await startChat(page, question);
  await waitForAnswers(page, 1);
  const log = messageLog(page);
  await expect(log.locator("[data-role=human]")).toHaveText([question]);
  await expect(log.locator("[data-role=assistant]")).toContainText(ANSWERS.reply(question));
  // The agent did add its note to the thread: the test is about Threadline not showing it.
  const notes = ((await threadState(threadId)).values.messages as { content?: unknown }[]).filter((m) => m.content === HIDDEN_CONTEXT);
  expect(notes).toHaveLength(1);
  await expectHiddenNote(page, "marked hide_from_ui");
  expect(errors).toEqual([]);
});

test("approval: send_email waits inline, survives a reload, and approving sends it", async ({ page }) => {
  const threadId = await startChat(page, PROMPTS.email("alice"));
  const action = approval(page).getByRole("article", { name: "Action: send_email" });
  await expect(action).toContainText("alice@example.com");
  await waitForIdle(page);
  // What interruptOn: true allows.
  await expect(action.getByRole("button")).toHaveText(["Approve", "Edit", "Reject"]);
  await expect(chatLink(page, threadId)).toContainText("Needs input");

  await page.reload();
  await expect(approval(page).getByRole("article", { name: "Action: send_email" })).toContainText("alice@example.com");

  await approval(page).getByRole("button", { name: "Approve" }).click();
  await waitForAnswers(page, 1);
  await expect(approval(page)).toHaveCount(0);
  await expect(messageLog(page).locator("[data-role=assistant]")).toContainText(`${ANSWERS.email}. Tool result: Email "The summary" sent to alice@example.com.`);
  await expect(chatLink(page, threadId)).not.toContainText("Needs input");
});

test("an approval asked for inside the subagent is answered from the thread, and the run finishes", async ({ page }) => {
  await startChat(page, PROMPTS.delegatedEmail("bob"));
  const action = approval(page).getByRole("article", { name: "Action: send_email" });
  await expect(action).toContainText("bob@example.com");
  await waitForIdle(page);
  await page.reload();
  await approval(page).getByRole("button", { name: "Approve" }).click();
  await waitForAnswers(page, 1);
  await expect(approval(page)).toHaveCount(0);
  await expect(messageLog(page).locator("[data-role=assistant]")).toContainText(`${ANSWERS.delegatedEmail}. The researcher reports: Email sent as asked`);
});

test("research: the to-do line follows the agent's plan, live and after a reload", async ({ page }) => {
  await startChat(page, PROMPTS.research());
  await waitForAnswers(page, 1);
  await expect(messageLog(page).locator("[data-role=assistant]")).toContainText(ANSWERS.research);
  await expectResearchTodos(page);
  await page.reload();
  await expectResearchTodos(page);
});
