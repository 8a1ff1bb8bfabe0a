import { expect, type Page, test } from "@playwright/test";
import { composer, messageLog, sendMessage, startChat, waitForAnswers, waitForIdle } from "./support/app";
import { openHostPage, signEmbed } from "./support/embed-host";
import { chromiumPath } from "./support/browser";

// A message sent while a run goes waits under "Queued" (a pending run on the server) and is
// sent when the run ends, each queued message its own run. "slow" prompts stream for ~13 s.
const SLOW_PROMPT = "Please answer slowly: slow walkthrough of queues";
// ~160 points (over a minute): long enough for several steps on a loaded machine; the tests
// using it press Stop or "Send now" rather than waiting for its end.
const LONG_PROMPT = "Please answer slowly and long: slow long walkthrough of queues";

// As in embed.spec.ts, for the embedded chat: the host page is public to Chromium, the app on
// loopback. Specs with launch options of their own run after the others, in fresh workers.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-features=LocalNetworkAccessChecks"],
  },
});

// A slow run and two or three more on a loaded 2-core machine. Each test has a chat of its
// own, so they can share the workers rather than run one after another.
test.describe.configure({ mode: "parallel", timeout: 240_000 });

const queuedList = (page: Page) => page.getByRole("list", { name: "Queued" });
const queuedTexts = (page: Page) => queuedList(page).getByRole("listitem");
const row = (page: Page, text: string) => queuedTexts(page).filter({ hasText: text });
const humans = (page: Page) => messageLog(page).locator("[data-role=human]");
const answers = (page: Page) => messageLog(page).locator("[data-role=assistant]");

async function startSlowRun(page: Page, prompt = SLOW_PROMPT): Promise<string> {
  const threadId = await startChat(page, prompt);
  await expect(answers(page)).toContainText("Point 2");
  return threadId;
}

async function queue(page: Page, text: string) {
  await sendMessage(page, text);
  await expect(row(page, text)).toBeVisible();
}

test("messages sent during a run are queued, edited, removed, then answered in order", async ({ page }) => {
  await startSlowRun(page, LONG_PROMPT);
  await queue(page, "queued one about lists");
  await queue(page, "queued two about tables");
  await queue(page, "queued three about links");
  await expect(queuedTexts(page)).toHaveText([/queued one/, /queued two/, /queued three/]);
  // Accepted by the server: the draft is gone, the run still goes.
  await expect(composer(page)).toHaveValue("");
  await expect(page.getByRole("button", { name: "Stop", exact: true })).toBeVisible();

  // An edited message keeps its place.
  await row(page, "queued two").getByRole("button", { name: "Edit queued message" }).click();
  await page.getByRole("textbox", { name: "Queued message" }).fill("queued two edited about tables");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(queuedTexts(page)).toHaveText([/queued one/, /queued two edited/, /queued three/]);

  await row(page, "queued one").getByRole("button", { name: "Remove queued message" }).click();
  await expect(queuedTexts(page)).toHaveText([/queued two edited/, /queued three/]);

  // The run ends (stopped here), then each queued message is its own run, in order, each answered.
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await waitForAnswers(page, 3);
  await expect(humans(page)).toHaveText([LONG_PROMPT, "queued two edited about tables", "queued three about links"]);
  await expect(answers(page).nth(1)).toContainText("tables");
  await expect(answers(page).nth(2)).toContainText("links");
  await expect(queuedList(page)).toHaveCount(0);
  // A removed message is never sent, also as the server keeps the thread (which keeps no
  // stopped answer: its run was cancelled before its step ended).
  await page.reload();
  await expect(humans(page)).toHaveText([LONG_PROMPT, "queued two edited about tables", "queued three about links"]);
  await expect(answers(page).last()).toContainText("links");
});

test("Send now stops the run where it is and answers that message; the others stay queued", async ({ page }) => {
  await startSlowRun(page, LONG_PROMPT);
  await queue(page, "later about lists");
  await queue(page, "urgent about tables");
  await row(page, "urgent").getByRole("button", { name: "Send now" }).click();

  await expect(humans(page).nth(1)).toHaveText("urgent about tables", { timeout: 30_000 });
  await waitForAnswers(page, 3);
  await expect(humans(page)).toHaveText([LONG_PROMPT, "urgent about tables", "later about lists"]);
  // The slow answer stopped where it was: what it had written stays, its end never came.
  await expect(answers(page).first()).toContainText("Point 2");
  await expect(messageLog(page)).not.toContainText("Point 160");
  await expect(answers(page).nth(1)).toContainText("tables");
  await expect(answers(page).nth(2)).toContainText("lists");
  await expect(queuedList(page)).toHaveCount(0);
});

test("Stop ends the run where it is; the queued messages then go, in order", async ({ page }) => {
  await startSlowRun(page, LONG_PROMPT);
  await queue(page, "after stop about tables");
  await page.getByRole("button", { name: "Stop", exact: true }).click();

  await expect(humans(page)).toHaveText([LONG_PROMPT, "after stop about tables"], { timeout: 30_000 });
  await expect(answers(page).nth(1)).toContainText("tables", { timeout: 45_000 });
  await waitForIdle(page);
  // The stopped answer stays where it was, once, and never reached its end.
  await expect(answers(page)).toHaveCount(2);
  await expect(answers(page).first()).toContainText("Point 2");
  await expect(messageLog(page)).not.toContainText("Point 160");
  await expect(queuedList(page)).toHaveCount(0);
});

test("queued messages wait while the thread waits for a decision, then go after it", async ({ page }) => {
  await startSlowRun(page, LONG_PROMPT);
  await queue(page, "approve an email about tables");
  await queue(page, "after the decision about links");
  // The run ends; the server starts the first queued message, which asks for approval.
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  const approval = messageLog(page).getByRole("region", { name: "Approval needed" });
  await expect(approval).toBeVisible({ timeout: 45_000 });
  await waitForIdle(page);
  // The other waits, and says why, through more than one read of the queue.
  await expect(queuedTexts(page)).toHaveText([/after the decision about links/]);
  await expect(page.getByText("Queued messages wait until you decide")).toBeVisible();
  await page.waitForTimeout(3_000);
  await expect(queuedTexts(page)).toHaveText([/after the decision about links/]);
  await expect(humans(page)).toHaveCount(2);

  await approval.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(humans(page)).toHaveText([LONG_PROMPT, "approve an email about tables", "after the decision about links"], { timeout: 45_000 });
  await expect(answers(page).last()).toContainText("links", { timeout: 45_000 });
  await waitForIdle(page);
  await expect(messageLog(page)).toContainText("The email went out as approved");
  await expect(queuedList(page)).toHaveCount(0);
});

test("a queued message survives a reload, with its file, and shows in a second tab", async ({ page, context }) => {
  const prompt = LONG_PROMPT;
  const threadId = await startSlowRun(page, prompt);
  const second = await context.newPage();
  await second.goto(`/threads/${threadId}`);
  await expect(humans(second)).toHaveText([prompt]);

  await page.locator('form input[type="file"]').setInputFiles([{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Queued notes first line\nMore.") }]);
  await queue(page, "survivor about tables");
  await expect(page.locator("form").getByTestId("file-chip")).toHaveCount(0);
  await expect(row(second, "survivor")).toContainText("1 file");
  await page.reload();
  // A reload on a loaded machine takes its time.
  await expect(row(page, "survivor")).toContainText("1 file", { timeout: 45_000 });
  // The page rejoined the run, and stops it.
  await page.getByRole("button", { name: "Stop", exact: true }).click();

  // Both pages follow the queued run when the server starts it.
  await expect(answers(page).nth(1)).toContainText("Queued notes first line", { timeout: 45_000 });
  await expect(humans(page)).toHaveText([prompt, /survivor about tables/]);
  await expect(answers(page).nth(1)).toContainText("Queued notes first line");
  await expect(humans(page).nth(1).getByTestId("file-chip")).toContainText("notes.txt");
  await expect(answers(second).last()).toContainText("Queued notes first line", { timeout: 45_000 });
  await expect(queuedList(page)).toHaveCount(0);
  await expect(queuedList(second)).toHaveCount(0);
});

test("a message the server refuses to queue keeps its text and file, says why, and Retry queues it", async ({ page }) => {
  await startSlowRun(page, LONG_PROMPT);
  // The next enqueue is refused by the server, with its reason; the one after goes through.
  let refused = 0;
  await page.route(/\/api\/langgraph\/threads\/[^/]+\/runs$/, async (route) => {
    const body = route.request().postDataJSON() as { multitask_strategy?: string } | null;
    if (route.request().method() !== "POST" || body?.multitask_strategy !== "enqueue" || refused > 0) return route.fallback();
    refused += 1;
    await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ detail: "The run queue is full" }) });
  });
  await page.locator('form input[type="file"]').setInputFiles([{ name: "refused.txt", mimeType: "text/plain", buffer: Buffer.from("Refused notes first line") }]);
  await sendMessage(page, "refused at first about tables");
  const alert = page.getByRole("alert").filter({ hasText: "The queue could not be changed" });
  await expect(alert).toContainText("The run queue is full");
  // Nothing typed is lost: the draft and its file stay; nothing is queued or sent.
  await expect(composer(page)).toHaveValue("refused at first about tables");
  await expect(page.locator("form").getByTestId("file-chip")).toContainText("refused.txt");
  await expect(queuedList(page)).toHaveCount(0);
  expect(refused).toBe(1);

  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(row(page, "refused at first")).toContainText("1 file");
  await expect(composer(page)).toHaveValue("");
  await expect(alert).toHaveCount(0);
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await expect(answers(page).nth(1)).toContainText("Refused notes first line", { timeout: 45_000 });
  await expect(humans(page)).toHaveText([LONG_PROMPT, /refused at first about tables/]);
});

test.describe("in an embedded chat", () => {
  test("a message sent during a run is queued and answered after it", async ({ page }) => {
    await openHostPage(page, await signEmbed({ userId: "embed-queue-user", seconds: 600 }));
    const chat = page.frameLocator("#chat iframe");
    const box = chat.getByRole("textbox", { name: "Message" });
    await box.fill(SLOW_PROMPT);
    await box.press("Enter");
    const log = chat.getByRole("log");
    await expect(log.locator("[data-role=assistant]")).toContainText("Point 2", { timeout: 45_000 });
    await box.fill("embedded queued about tables");
    await box.press("Enter");
    await expect(chat.getByRole("list", { name: "Queued" }).getByRole("listitem")).toHaveText([/embedded queued about tables/]);
    await expect(log.locator("[data-role=assistant]")).toHaveCount(2, { timeout: 90_000 });
    await expect(log.locator("[data-role=human]")).toHaveText([SLOW_PROMPT, "embedded queued about tables"]);
    await expect(log.locator("[data-role=assistant]").nth(1)).toContainText("tables");
  });
});
