import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { collectPageErrors, composer, messageLog, startChat, waitForAnswers, waitForIdle } from "./support/app";

// A message with "approve" makes the demo agent call send_email, which LangChain's
// human-in-the-loop middleware holds for a decision: the run pauses on an interrupt.

const REQUEST = "approve an email to bob@example.com about the launch";

const approval = (page: Page) => messageLog(page).getByRole("region", { name: "Approval needed" });
const chatLink = (page: Page, threadId: string) => page.getByRole("navigation", { name: "Threads" }).locator(`a[href="/threads/${threadId}"]`);

/** Opens the fold of the send_email call and its details, where the tool's result is. */
async function emailResult(page: Page) {
  const steps = messageLog(page).locator("[data-role=steps]").last();
  await steps.getByRole("button", { name: /Ran 1 tool/ }).click();
  await steps.getByRole("button", { name: "Details" }).click();
  return steps;
}

test("approve: the request waits inline, survives a reload, the list says so, and the email goes out as asked", async ({ page }) => {
  const errors = collectPageErrors(page);
  const threadId = await startChat(page, REQUEST);
  const card = approval(page);
  await expect(card).toBeVisible();
  await waitForIdle(page);
  const action = card.getByRole("article", { name: "Action: send_email" });
  await expect(action).toContainText("bob@example.com");
  await expect(action).toContainText("About the launch");
  // Only what the middleware allows for send_email.
  await expect(action.getByRole("button")).toHaveText(["Approve", "Edit", "Reject"]);

  // While it waits, a plain message would be lost: the composer says so and does not send.
  await expect(page.getByRole("status").filter({ hasText: "waiting for your decision" })).toBeVisible();
  await composer(page).fill("never mind");
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeDisabled();
  await expect(chatLink(page, threadId)).toContainText("Needs input");

  await page.reload();
  await expect(approval(page).getByRole("article", { name: "Action: send_email" })).toContainText("bob@example.com");
  await expect(chatLink(page, threadId)).toContainText("Needs input");

  await approval(page).getByRole("button", { name: "Approve" }).click();
  await waitForAnswers(page, 1);
  await expect(approval(page)).toHaveCount(0);
  await expect(messageLog(page).locator("[data-role=assistant]")).toContainText("went out as approved");
  await expect(await emailResult(page)).toContainText("To: bob@example.com");
  await expect(chatLink(page, threadId)).not.toContainText("Needs input");
  // The draft typed while it waited is still there, and can be sent now.
  await expect(composer(page)).toHaveValue("never mind");
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
  expect(errors).toEqual([]);
});

test("edit: invalid JSON is shown and not sent; the edited arguments are what the tool runs with", async ({ page }) => {
  await startChat(page, REQUEST);
  const card = approval(page);
  await card.getByRole("button", { name: "Edit" }).click();
  const editor = card.getByRole("textbox", { name: "Edited arguments" });
  await expect(editor).toHaveValue(/"to": "bob@example.com"/);

  await editor.fill('{ "to": "carol@example.com", ');
  await expect(editor).toHaveAttribute("aria-invalid", "true");
  await expect(card).toContainText("Invalid JSON");
  await expect(card.getByRole("button", { name: "Confirm" })).toBeDisabled();

  await editor.fill(JSON.stringify({ to: "carol@example.com", subject: "Launch moved", body: "See you Friday." }));
  await expect(card).not.toContainText("Invalid JSON");
  await card.getByRole("button", { name: "Confirm" }).click();
  await waitForAnswers(page, 1);
  const result = await emailResult(page);
  await expect(result).toContainText("To: carol@example.com");
  await expect(result).toContainText("Subject: Launch moved");
});

test("reject: the reason is asked for, nothing is sent, and the answer quotes it", async ({ page }) => {
  await startChat(page, REQUEST);
  const card = approval(page);
  await card.getByRole("button", { name: "Reject" }).click();
  await card.getByRole("textbox", { name: "Reason" }).fill("Wrong recipient, ask Dana first");
  await card.getByRole("button", { name: "Confirm" }).click();
  await waitForAnswers(page, 1);
  await expect(approval(page)).toHaveCount(0);
  await expect(messageLog(page).locator("[data-role=assistant]")).toContainText('I did not send the email. You rejected it: "Wrong recipient, ask Dana first"');
});

test("the chat list marks a chat with a run going, and not once it stopped", async ({ page }) => {
  const threadId = await startChat(page, `slow walk through the list marks ${Date.now()}`);
  await expect(chatLink(page, threadId)).toContainText("Running");
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await waitForIdle(page);
  await expect(chatLink(page, threadId)).not.toContainText("Running");
  // A stopped run leaves nothing to answer.
  await expect(chatLink(page, threadId)).not.toContainText("Needs input");
});

test("a waiting request, its editor and the list's mark pass axe's WCAG 2.1 AA rules, light and dark", async ({ page }) => {
  const axe = async () => {
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(" ")}`));
  };
  const threadId = await startChat(page, REQUEST);
  await waitForIdle(page);
  await expect(chatLink(page, threadId)).toContainText("Needs input");
  const card = approval(page);
  await card.getByRole("button", { name: "Edit" }).click();
  await card.getByRole("textbox", { name: "Edited arguments" }).fill("{ not json");
  await expect(card).toContainText("Invalid JSON");
  expect(await axe()).toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await axe()).toEqual([]);
});
