import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { messageLog } from "./support/app";

// "Compact now" on a gateway that compacts on request: the fixture app runs with
// THREADLINE_COMPACT=gateway and THREADLINE_CONTEXT_WINDOW, against the fixture server's
// POST /threads/{id}/compact. A DeerFlow demo thread, served under an id of this test's own.
const fixtureServer = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_FIXTURE_WEB_PORT}` });

const meter = (page: Page) => page.getByRole("meter", { name: "Context window" });
const cards = (page: Page) => messageLog(page).getByRole("button", { name: /messages? condensed/ });
const valueNow = async (page: Page) => Number(await meter(page).getAttribute("aria-valuenow"));

test("a gateway thread's meter is an estimate, and Compact now asks the gateway", async ({ page }) => {
  const threadId = randomUUID();
  const cloned = await fetch(`${fixtureServer}/__clone`, { method: "POST", body: JSON.stringify({ from: "21cfea46-34bd-4aa6-9e1f-3009452fbeb9", as: threadId }) });
  expect(cloned.ok).toBe(true);
  await page.goto(`/threads/${threadId}`);
  await expect(messageLog(page)).toHaveAttribute("aria-busy", "false");
  // No usage in DeerFlow's stored messages: estimated, against the configured window.
  await expect(meter(page)).toHaveAttribute("data-source", "estimate");
  await expect(meter(page)).toHaveAttribute("aria-valuemax", "200000");
  await expect(meter(page)).toContainText(/^≈[\d.]+k? \/ 200k$/);
  const before = await valueNow(page);
  expect(before).toBeGreaterThan(900);
  const cardsBefore = await cards(page).count();

  await page.getByRole("button", { name: "Context window actions" }).click();
  await page.getByRole("menuitem", { name: "Compact now" }).click();
  await expect(cards(page)).toHaveCount(cardsBefore + 1);
  // The marker's tokens_after: what the window holds now.
  await expect.poll(() => valueNow(page)).toBe(900);
  const recorded = (await (await fetch(`${fixtureServer}/__recorded`)).json()) as { path: string }[];
  expect(recorded.filter((r) => r.path === `/threads/${threadId}/compact`)).toHaveLength(1);
});
