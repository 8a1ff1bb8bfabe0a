import { expect, test } from "@playwright/test";
import { loadFixtures } from "../fixtures/load";
import { collectPageErrors, messageLog } from "./support/app";

// Interrupts in another backend's shapes, from the fixture server (fixtures/contract, kind
// "interrupt"), which answers a resume run and then serves the thread as resumed.
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_FIXTURE_WEB_PORT}` });
const fixtureServer = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;
const byTitle = (title: string) => loadFixtures().find((f) => f.kind === "interrupt" && f.title === title)!.threadId;

interface Recorded {
  path: string;
  body: Record<string, unknown>;
}

async function resumeOf(threadId: string): Promise<unknown> {
  const recorded = (await (await fetch(`${fixtureServer}/__recorded`)).json()) as Recorded[];
  const run = recorded.findLast((r) => r.path === `/threads/${threadId}/runs/stream`);
  return (run?.body.command as { resume?: unknown } | undefined)?.resume;
}

test.beforeEach(async () => {
  await fetch(`${fixtureServer}/__reset`, { method: "POST" });
});

test("a generic interrupt shows its value readably and is answered with the text typed", async ({ page }) => {
  const errors = collectPageErrors(page);
  const threadId = byTitle("Table for two on Friday");
  await page.goto(`/threads/${threadId}`);
  const card = messageLog(page).getByRole("region", { name: "The agent waits for your response" });
  await expect(card).toContainText('"question": "Which time should I book at Chez Marie?"');
  await expect(card).toContainText('"20:30"');
  await expect(page.getByRole("navigation", { name: "Threads" }).locator(`a[href="/threads/${threadId}"]`)).toContainText("Needs input");

  const send = card.getByRole("button", { name: "Send response" });
  await expect(send).toBeDisabled();
  await card.getByRole("textbox", { name: "Response" }).fill("20:30 please");
  await send.click();
  await expect(messageLog(page)).toContainText('Resumed with "20:30 please".');
  await expect(card).toHaveCount(0);
  expect(await resumeOf(threadId)).toBe("20:30 please");
  expect(errors).toEqual([]);
});

test("a response that parses as JSON is sent as JSON", async ({ page }) => {
  const threadId = byTitle("Table for two on Friday");
  await page.goto(`/threads/${threadId}`);
  const card = messageLog(page).getByRole("region", { name: "The agent waits for your response" });
  await card.getByRole("textbox", { name: "Response" }).fill('{"time": "19:00", "window_seat": true}');
  await card.getByRole("button", { name: "Send response" }).click();
  await expect(messageLog(page)).toContainText('Resumed with {"time":"19:00","window_seat":true}.');
  await expect(card).toHaveCount(0);
  expect(await resumeOf(threadId)).toEqual({ time: "19:00", window_seat: true });
});

test("a subagent's interrupt shows on its card and in the ledger, and is answered in its own dialect", async ({ page }) => {
  const threadId = byTitle("Flights to Lisbon");
  await page.goto(`/threads/${threadId}`);
  const task = messageLog(page).getByRole("article", { name: "Subagent task: Book the cheapest Lisbon flight" });
  await expect(task).toContainText("Needs input");
  const action = task.getByRole("article", { name: "Action: book_flight" });
  await expect(action).toContainText("TP 1351");
  await expect(action.getByRole("button")).toHaveText(["Approve", "Reject"]);

  await page.getByRole("button", { name: /^Delegations/ }).click();
  await expect(page.getByRole("region", { name: "Delegations" })).toContainText("Needs input");

  await action.getByRole("button", { name: "Reject" }).click();
  await action.getByRole("textbox", { name: "Reason" }).fill("Too early in the morning");
  await action.getByRole("button", { name: "Confirm" }).click();
  await expect(messageLog(page)).toContainText("Resumed with");
  await expect(task.getByRole("article", { name: "Action: book_flight" })).toHaveCount(0);
  expect(await resumeOf(threadId)).toEqual({ decisions: [{ type: "reject", message: "Too early in the morning" }] });
});
