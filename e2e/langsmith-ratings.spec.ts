import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { composer, headerAction, messageLog, startChat, waitForAnswers, openHydrated } from "./support/app";
import { backendFetch, langsmithBackend } from "./support/backend";

// Rating answers through LangSmith's presigned feedback URLs (docs/wire-contracts.md,
// "Ratings"): a stock-read app with THREADLINE_FEEDBACK_KEY on the real LangGraph server, whose
// LangSmith is a fake (e2e/fake-langsmith/server.ts). The run asks for a token, the proxy keeps
// its URL and posts scores to it; the browser never sees the URL.

test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_LANGSMITH_WEB_PORT}` });
const langsmith = `http://127.0.0.1:${process.env.E2E_LANGSMITH_PORT}`;

const good = (answer: Locator) => answer.getByRole("button", { name: "Good response", exact: true });
const bad = (answer: Locator) => answer.getByRole("button", { name: "Bad response", exact: true });
const comment = (answer: Locator) => answer.getByRole("textbox", { name: "Comment on this answer" });
const lastAnswer = (page: Page) => messageLog(page).locator("[data-role=assistant]").last();
const saved = (page: Page, method: "PUT" | "DELETE") => page.waitForResponse((r) => r.url().endsWith("/feedback") && r.request().method() === method);

interface Token {
  id: string;
  run_id: string;
  feedback_key: string;
}
const fake = async <T>(path: string, init?: RequestInit): Promise<T> => (await (await fetch(`${langsmith}${path}`, init)).json()) as T;
const tokens = () => fake<Token[]>("/__tokens");
const scores = () => fake<{ token: string; run_id: string; body: { score: number; comment?: string } }[]>("/__feedback");


/** Every body the app's origin answers the page with, to search for the URL afterwards. */
function recordBodies(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/_next/static/")) return;
    bodies.push(response.text().catch(() => ""));
  });
  return bodies;
}

test.beforeEach(async () => {
  await fetch(`${langsmith}/__reset`, { method: "POST" });
});

test("an answer is rated through its run's presigned URL, which the browser never sees", async ({ page }) => {
  const bodies = recordBodies(page);
  await startChat(page, "hello from a LangSmith deployment");
  await waitForAnswers(page, 1);
  let answer = lastAnswer(page);
  await expect(good(answer)).toHaveAttribute("aria-pressed", "false");
  await expect(bad(answer)).toHaveAttribute("aria-pressed", "false");

  // The run asked LangSmith for a token under the configured key.
  const [token, ...more] = await tokens();
  expect(more).toEqual([]);
  expect(token!.feedback_key).toBe("user_score");

  let put = saved(page, "PUT");
  await good(answer).click();
  await expect(good(answer)).toHaveAttribute("aria-pressed", "true");
  expect((await put).status()).toBe(200);
  expect(await scores()).toEqual([{ token: token!.id, run_id: token!.run_id, body: { score: 1 } }]);

  await comment(answer).fill("Spot on.");
  put = saved(page, "PUT");
  await answer.getByRole("button", { name: "Save comment" }).click();
  expect((await put).status()).toBe(200);
  expect((await scores()).at(-1)?.body).toEqual({ score: 1, comment: "Spot on." });

  await openHydrated(page, page.url());
  answer = lastAnswer(page);
  await expect(good(answer)).toHaveAttribute("aria-pressed", "true");
  await expect(comment(answer)).toHaveValue("Spot on.");

  put = saved(page, "PUT");
  await bad(answer).click();
  await expect(bad(answer)).toHaveAttribute("aria-pressed", "true");
  expect((await put).status()).toBe(200);
  expect((await scores()).at(-1)).toEqual({ token: token!.id, run_id: token!.run_id, body: { score: 0, comment: "Spot on." } });

  // Removed: Threadline's record only (a token cannot remove what LangSmith keeps).
  const removed = saved(page, "DELETE");
  await bad(answer).click();
  expect((await removed).status()).toBe(204);
  await openHydrated(page, page.url());
  answer = lastAnswer(page);
  await expect(good(answer)).toHaveAttribute("aria-pressed", "false");
  await expect(bad(answer)).toHaveAttribute("aria-pressed", "false");
  expect(await scores()).toHaveLength(3);

  const seen = await Promise.all(bodies);
  expect(seen.length).toBeGreaterThan(5);
  for (const body of seen) {
    expect(body).not.toContain(token!.id);
    expect(body).not.toContain("/feedback/tokens");
  }
  // Nothing but tokens and scores reached LangSmith: no traces.
  expect(await fake<string[]>("/__unexpected")).toEqual([]);
});

test("each run's answer has its own token; the export notes ratings; the proxy checks what it answers", async ({ page }) => {
  const threadId = await startChat(page, "first question");
  await waitForAnswers(page, 1);
  await composer(page).fill("second question");
  await composer(page).press("Enter");
  await waitForAnswers(page, 2);
  await expect(messageLog(page).getByRole("button", { name: "Good response", exact: true })).toHaveCount(2);
  const [first, second] = await tokens();
  expect(first!.run_id).not.toBe(second!.run_id);

  const answers = messageLog(page).locator("[data-role=assistant]");
  const put = saved(page, "PUT");
  await bad(answers.first()).click();
  await put;
  expect(await scores()).toEqual([{ token: first!.id, run_id: first!.run_id, body: { score: 0 } }]);

  const downloading = page.waitForEvent("download");
  await headerAction(page, "Export as Markdown");
  const markdown = await readFile((await (await downloading).path())!, "utf8");
  expect(markdown.split("Rated:")).toHaveLength(2);
  expect(markdown).toContain("_Rated: bad_");

  // What the browser may send is checked by the proxy, which answers these routes itself.
  const api = `/api/langgraph/threads/${threadId}/runs`;
  expect((await page.request.put(`${api}/${second!.run_id}/feedback`, { data: { rating: 2 } })).status()).toBe(422);
  expect((await page.request.put(`${api}/${second!.run_id}/feedback`, { data: { rating: 1, comment: "x".repeat(2001) } })).status()).toBe(422);
  expect((await page.request.put(`${api}/no-such-run/feedback`, { data: { rating: 1 } })).status()).toBe(404);
  const listed = await (await page.request.get(`/api/langgraph/threads/${threadId}/feedback`)).text();
  expect(JSON.parse(listed).entries).toHaveLength(2);
  expect(listed).not.toContain("/feedback/tokens");
  expect(await scores()).toHaveLength(1);

  // The URLs are kept in the backend's store, and go with the chat.
  const stored = async () => {
    const search = await backendFetch(langsmithBackend(), "/store/items/search", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ namespace_prefix: ["threadline_feedback", threadId] }) });
    return ((await search.json()) as { items: unknown[] }).items;
  };
  expect(await stored()).toHaveLength(2);
  expect((await page.request.delete(`/api/langgraph/threads/${threadId}`)).ok()).toBe(true);
  expect(await stored()).toEqual([]);
});

test("a run the page rejoined after a reload can be rated too", async ({ page }) => {
  // "slow": 40 numbered points, a line every 300 ms: the reload lands mid-run.
  await startChat(page, "Walk me through the rollout plan, slow and point by point");
  await expect(messageLog(page)).toContainText("Point 3 about");
  const rejoined = page.waitForRequest((r) => /\/runs\/[^/]+\/stream/.test(r.url()) && r.method() === "GET");
  await page.reload();
  await rejoined;
  await expect(messageLog(page)).toContainText("Point 40 about", { timeout: 60_000 });
  const answer = lastAnswer(page);
  await expect(good(answer)).toHaveAttribute("aria-pressed", "false");
  const [token] = await tokens();
  const put = saved(page, "PUT");
  await good(answer).click();
  expect((await put).status()).toBe(200);
  expect(await scores()).toEqual([{ token: token!.id, run_id: token!.run_id, body: { score: 1 } }]);
});

test("a rating LangSmith refuses is rolled back with a notice", async ({ page }) => {
  await startChat(page, "hello again");
  await waitForAnswers(page, 1);
  const answer = lastAnswer(page);
  await expect(good(answer)).toHaveAttribute("aria-pressed", "false");
  await fetch(`${langsmith}/__refuse`, { method: "POST", body: JSON.stringify({ status: 403 }) });
  const put = saved(page, "PUT");
  await good(answer).click();
  expect((await put).status()).toBe(502);
  await expect(page.getByRole("region", { name: "Notifications" }).getByRole("alert")).toContainText("LangSmith refused the rating");
  await expect(good(answer)).toHaveAttribute("aria-pressed", "false");
  await expect(comment(answer)).toHaveCount(0);
  expect(await scores()).toEqual([]);
});
