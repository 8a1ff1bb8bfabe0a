import { expect, test } from "@playwright/test";
import { collectPageErrors, messageLog, startChat, waitForAnswers, waitForIdle } from "./support/app";
import { ANSWERS, approval, chatLink, expectHiddenNote, HIDDEN_CONTEXT, PROMPTS, thirdPartyApp, threadState, type ThirdPartyGraph } from "./support/third-party";

// What both third-party agents on the official dev server get alike (e2e/support/third-party.ts
// describes them): each marks its hidden note its own way, and each is sent its own email.
const AGENTS: readonly { graph: ThirdPartyGraph; hiddenReason: string; recipient: string }[] = [
  { graph: "deepagent", hiddenReason: "marked hide_from_ui", recipient: "alice" },
  { graph: "langchain_agent", hiddenReason: "marked do-not-render", recipient: "carol" },
];

for (const { graph, hiddenReason, recipient } of AGENTS) {
  test.describe(graph, () => {
    test.use({ baseURL: thirdPartyApp(graph) });

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
      await expectHiddenNote(page, hiddenReason);
      expect(errors).toEqual([]);
    });

    test("approval: send_email waits inline, survives a reload, and approving sends it", async ({ page }) => {
      const address = `${recipient}@example.com`;
      const threadId = await startChat(page, PROMPTS.email(recipient));
      const action = approval(page).getByRole("article", { name: "Action: send_email" });
      await expect(action).toContainText(address);
      await waitForIdle(page);
      // What interruptOn: true allows.
      await expect(action.getByRole("button")).toHaveText(["Approve", "Edit", "Reject"]);
      await expect(chatLink(page, threadId)).toContainText("Needs input");

      await page.reload();
      await expect(approval(page).getByRole("article", { name: "Action: send_email" })).toContainText(address);

      await approval(page).getByRole("button", { name: "Approve" }).click();
      await waitForAnswers(page, 1);
      await expect(approval(page)).toHaveCount(0);
      await expect(messageLog(page).locator("[data-role=assistant]")).toContainText(`${ANSWERS.email}. Tool result: Email "The summary" sent to ${address}.`);
      await expect(chatLink(page, threadId)).not.toContainText("Needs input");
    });
  });
}
