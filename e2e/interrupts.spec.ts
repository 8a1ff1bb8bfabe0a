import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { collectPageErrors, composer, messageLog, startChat, waitForAnswers, waitForHydratedLog, waitForIdle } from "./support/app";

// A message with "approve" makes the demo agent call send_email, which LangChain's
// human-in-the-loop middleware holds for a decision: the run pauses on an interrupt.

const REQUEST = "approve an email to bob@example.com about the launch";

const approval = (page: Page) => messageLog(page).getByRole("region", { name: "Approval needed" });
const receipt = (page: Page) => messageLog(page).locator("[data-role=receipt]");
/** The value shown under an argument's label. */
const argument = (page: Page, label: string) => approval(page).locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
/** The kinds of the log's rows, top to bottom. */
const rowKinds = (page: Page) => messageLog(page).locator("[data-item]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-item")));
const chatLink = (page: Page, threadId: string) => page.getByRole("navigation", { name: "Threads" }).locator(`a[href="/threads/${threadId}"]`);

/** Opens the fold of the send_email call and its details, where the tool's result is. */
async function emailResult(page: Page) {
  // After a reload the server's rows show first, and a click on them before the log takes over does nothing.
  await waitForHydratedLog(page);
  const steps = messageLog(page).locator("[data-role=steps]").last();
  await steps.getByRole("button", { name: /Ran 1 tool/ }).click();
  // The call is one line: its name, what it was called with, how it went; details on a click.
  const call = steps.getByRole("button", { name: /^send_email/ });
  await expect(call).toContainText(/send_email.*@example\.com.*Done/);
  await call.click();
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
  // Each argument under its label; the body's line breaks are breaks, not a literal "\n".
  await expect(argument(page, "To")).toHaveText("bob@example.com");
  expect(await argument(page, "Body").innerText()).toContain("Hello,\n\nA short note about the launch.\n\nBest regards");
  await expect(action).not.toContainText("\\n");
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
  // The card leaves a receipt where it was, and the message box has focus.
  await expect(receipt(page)).toHaveText(/^✓\s*Approved · send_email · \d{1,2}:\d{2}/);
  await expect(composer(page)).toBeFocused();
  await waitForAnswers(page, 1);
  await expect(approval(page)).toHaveCount(0);
  await expect(messageLog(page).locator("[data-role=assistant]")).toContainText("went out as approved");
  const kinds = await rowKinds(page);
  expect(kinds.indexOf("receipt")).toBeGreaterThan(kinds.indexOf("steps"));
  expect(kinds.indexOf("receipt")).toBeLessThan(kinds.lastIndexOf("assistant"));
  await expect(await emailResult(page)).toContainText("To: bob@example.com");
  await expect(chatLink(page, threadId)).not.toContainText("Needs input");
  // The draft typed while it waited is still there, and can be sent now.
  await expect(composer(page)).toHaveValue("never mind");
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
  await expect(receipt(page)).toHaveText(/^✓\s*Approved · send_email · \d{1,2}:\d{2}/);
  // Receipts are this page's: opening a thread reads no checkpoints for them. After a reload
  // the request is gone and the call it let through is in the log.
  await page.reload();
  await expect(approval(page)).toHaveCount(0);
  await expect(await emailResult(page)).toContainText("To: bob@example.com");
  expect(errors).toEqual([]);
});

test("edit: the arguments are a form; what was typed is what the tool runs with", async ({ page }) => {
  await startChat(page, REQUEST);
  const card = approval(page);
  await card.getByRole("button", { name: "Edit" }).click();
  const form = card.getByRole("group", { name: "Edited arguments" });
  const to = form.getByRole("textbox", { name: "To" });
  await expect(to).toBeFocused();
  await expect(to).toHaveValue("bob@example.com");
  // A multi-line string is a text area holding its lines; no JSON box for plain values.
  const body = form.getByRole("textbox", { name: "Body" });
  await expect(body).toHaveValue("Hello,\n\nA short note about the launch.\n\nBest regards");
  expect(await body.evaluate((node) => node.tagName)).toBe("TEXTAREA");
  await expect(form.getByRole("textbox")).toHaveCount(3);

  await to.fill("carol@example.com");
  await form.getByRole("textbox", { name: "Subject" }).fill("Launch moved");
  await card.getByRole("button", { name: "Confirm" }).click();
  await expect(receipt(page)).toContainText("Edited · send_email");
  await waitForAnswers(page, 1);
  const result = await emailResult(page);
  await expect(result).toContainText("To: carol@example.com");
  await expect(result).toContainText("Subject: Launch moved");
});

test("Escape closes the Edit form and the reason box, and gives focus back to their buttons", async ({ page }) => {
  await startChat(page, REQUEST);
  const card = approval(page);
  await waitForIdle(page);
  await card.getByRole("button", { name: "Edit" }).click();
  await card.getByRole("textbox", { name: "Subject" }).fill("Not this");
  await page.keyboard.press("Escape");
  await expect(card.getByRole("group", { name: "Edited arguments" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Edit" })).toBeFocused();
  // Nothing typed there was kept.
  await expect(card).toContainText("About the launch");

  await card.getByRole("button", { name: "Reject" }).click();
  // The reason box is labelled on screen, not only for screen readers.
  await expect(card.locator("label", { hasText: "Reason" })).toBeVisible();
  await expect(card.getByRole("textbox", { name: "Reason" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(card.getByRole("textbox", { name: "Reason" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Reject" })).toBeFocused();
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
  await expect(receipt(page)).toContainText("Rejected: Wrong recipient, ask Dana first · send_email");
  await expect(composer(page)).toBeFocused();
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
  await expect(card.getByRole("group", { name: "Edited arguments" })).toBeVisible();
  expect(await axe()).toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await axe()).toEqual([]);
});
