import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { headerAction, messageLog, startChat, waitForAnswers, openHydrated } from "./support/app";

// Rating answers (docs/wire-contracts.md, "Ratings"): on the embedded backend and on a gateway
// (the fixture server), a rating round-trips, survives a reload, shows in another tab and in
// the export, can be changed and removed; where no rows carry feedback there are no buttons,
// and a rating the backend refuses is rolled back with a notice.

const fixtureServer = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;
const fixtureApp = `http://127.0.0.1:${process.env.E2E_FIXTURE_WEB_PORT}`;
const GATEWAY_FIXTURE = "68702606-bdd9-5fa7-ba59-6d389d24850c";
const STOCK_FIXTURE = "acc9d15f-36ce-5628-8fbe-4bf09f683b34";

const good = (answer: Locator) => answer.getByRole("button", { name: "Good response", exact: true });
const bad = (answer: Locator) => answer.getByRole("button", { name: "Bad response", exact: true });
const comment = (answer: Locator) => answer.getByRole("textbox", { name: "Comment on this answer" });
const lastAnswer = (page: Page) => messageLog(page).locator("[data-role=assistant]").last();

/** Waits for the rating request a click sends to be answered. */
const saved = (page: Page, method: "PUT" | "DELETE") => page.waitForResponse((r) => r.url().endsWith("/feedback") && r.request().method() === method);


/** The whole round trip on the thread at `url`, whose last answer can be rated. */
async function roundTrip(page: Page, context: BrowserContext, url: string) {
  let answer = lastAnswer(page);
  await expect(good(answer)).toHaveAttribute("aria-pressed", "false");
  await expect(bad(answer)).toHaveAttribute("aria-pressed", "false");
  // Unrated: no comment yet.
  await expect(comment(answer)).toHaveCount(0);

  let put = saved(page, "PUT");
  await good(answer).click();
  await expect(good(answer)).toHaveAttribute("aria-pressed", "true");
  expect((await put).status()).toBe(200);

  await openHydrated(page, url);
  answer = lastAnswer(page);
  await expect(good(answer)).toHaveAttribute("aria-pressed", "true");

  // Changed to bad, with a comment.
  put = saved(page, "PUT");
  await bad(answer).click();
  await expect(bad(answer)).toHaveAttribute("aria-pressed", "true");
  await expect(good(answer)).toHaveAttribute("aria-pressed", "false");
  await put;
  await comment(answer).fill("Too vague on cost.");
  put = saved(page, "PUT");
  await answer.getByRole("button", { name: "Save comment" }).click();
  expect((await put).request().postDataJSON()).toEqual({ rating: -1, comment: "Too vague on cost." });

  // Another tab reads the same, and exports it.
  const other = await context.newPage();
  await openHydrated(other, url);
  const there = lastAnswer(other);
  await expect(bad(there)).toHaveAttribute("aria-pressed", "true");
  await expect(good(there)).toHaveAttribute("aria-pressed", "false");
  await expect(comment(there)).toHaveValue("Too vague on cost.");
  const downloading = other.waitForEvent("download");
  await headerAction(other, "Export as Markdown");
  const markdown = await readFile((await (await downloading).path())!, "utf8");
  expect(markdown).toContain("_Rated: bad_\n\n> Comment: Too vague on cost.");
  expect(markdown.split("Rated:")).toHaveLength(2);
  await other.close();

  // Removed: pressing the pressed one again.
  const removed = saved(page, "DELETE");
  await bad(answer).click();
  await expect(bad(answer)).toHaveAttribute("aria-pressed", "false");
  expect((await removed).status()).toBe(204);
  await openHydrated(page, url);
  answer = lastAnswer(page);
  await expect(good(answer)).toHaveAttribute("aria-pressed", "false");
  await expect(bad(answer)).toHaveAttribute("aria-pressed", "false");
  await expect(comment(answer)).toHaveCount(0);
}

test("a rating round-trips on the embedded backend: reload, second tab, change, comment, remove", async ({ page, context }) => {
  await startChat(page, "hello there");
  await waitForAnswers(page, 1);
  await page.getByRole("textbox", { name: "Message" }).fill("and once more");
  await page.getByRole("textbox", { name: "Message" }).press("Enter");
  await waitForAnswers(page, 2);
  // Each run's answer can be rated, as soon as its run is over.
  await expect(messageLog(page).getByRole("button", { name: "Good response", exact: true })).toHaveCount(2);
  await roundTrip(page, context, page.url());
});

test.describe("on a gateway", () => {
  test.use({ baseURL: fixtureApp });

  test("a rating round-trips under the last answer of a run", async ({ page, context }) => {
    const threadId = randomUUID();
    const cloned = await fetch(`${fixtureServer}/__clone`, { method: "POST", body: JSON.stringify({ from: GATEWAY_FIXTURE, as: threadId }) });
    expect(cloned.ok).toBe(true);
    await openHydrated(page, `/threads/${threadId}`);
    // Three runs, each with its last answer rateable; the answer before a tool call is not.
    await expect(messageLog(page).getByRole("button", { name: "Good response", exact: true })).toHaveCount(3);
    await roundTrip(page, context, `/threads/${threadId}`);
  });

  test("a rating the backend refuses is rolled back with a notice", async ({ page }) => {
    const threadId = randomUUID();
    await fetch(`${fixtureServer}/__clone`, { method: "POST", body: JSON.stringify({ from: GATEWAY_FIXTURE, as: threadId }) });
    await page.route("**/feedback", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ detail: "Ratings are down" }) }));
    await openHydrated(page, `/threads/${threadId}`);
    const answer = lastAnswer(page);
    await good(answer).click();
    await expect(page.getByRole("region", { name: "Notifications" }).getByRole("alert")).toContainText("The rating was not saved");
    await expect(good(answer)).toHaveAttribute("aria-pressed", "false");
    await expect(comment(answer)).toHaveCount(0);
  });

  test("a backend whose rows carry no feedback shows no rating buttons", async ({ page }) => {
    await openHydrated(page, `/threads/${STOCK_FIXTURE}`);
    await expect(messageLog(page).locator("[data-role=assistant]").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^(Good|Bad) response$/ })).toHaveCount(0);
  });
});

test.describe("read as a stock server", () => {
  // The embedded backend keeps ratings, but this app reads its threads from their state
  // (THREADLINE_HISTORY=state): no rows, so nothing says ratings are kept.
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_LEGACY_WEB_PORT}` });

  test("a thread without transcript rows shows no rating buttons, live or after a reload", async ({ page }) => {
    await startChat(page, "hello from a stock reader");
    await waitForAnswers(page, 1);
    await expect(page.getByRole("button", { name: /^(Good|Bad) response$/ })).toHaveCount(0);
    await openHydrated(page, page.url());
    await expect(messageLog(page).locator("[data-role=assistant]")).toHaveCount(1);
    await expect(page.getByRole("button", { name: /^(Good|Bad) response$/ })).toHaveCount(0);
  });
});
