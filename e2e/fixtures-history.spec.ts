import { expect, test, type Page } from "@playwright/test";
import { loadFixtures, type FixtureThread } from "../fixtures/load";
import { messageLog } from "./support/app";
import { expectedCards, expectedSequence, expectedTaskStatuses, messagesOf, STATUS_LABELS, userTexts } from "./support/fixture-oracle";

// Other backends' compaction and delegation shapes, served by the fixture server: the
// Gateway (markers, paged transcript, ledger channel), a backend without the channel, a stock
// server (summary_text only) and the legacy summary forms.
const fixtures = loadFixtures().filter((f) => ["gateway", "noledger", "stock", "legacy"].includes(f.kind));
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_FIXTURE_WEB_PORT}` });

const CARD_NAME = /messages? condensed|^Compaction failed$/;

/** The whole history a backend holds: the paged transcript when it has one, else the state. */
function historyOf(fixture: FixtureThread): Record<string, unknown>[] {
  if (fixture.pages) return fixture.pages.map((row) => row.content).filter((c): c is Record<string, unknown> => typeof c === "object" && c !== null);
  return messagesOf(fixture.state);
}

async function open(page: Page, fixture: FixtureThread) {
  await page.goto(`/threads/${fixture.threadId}`);
  await expect(messageLog(page)).toHaveAttribute("aria-busy", "false");
}

for (const fixture of fixtures) {
  test(`${fixture.kind} ${fixture.threadId}: every compaction is a card in its place, never a user message`, async ({ page }) => {
    const history = historyOf(fixture);
    const values = (fixture.state.values ?? {}) as Record<string, unknown>;
    const cards = expectedCards(history, values.summary_text);
    await open(page, fixture);
    const buttons = messageLog(page).getByRole("button", { name: CARD_NAME });
    await expect(buttons).toHaveCount(cards.length);
    expect(await buttons.allInnerTexts()).toEqual(cards.map((c) => c.name));

    // Each card sits where its compaction happened, between the same user messages.
    const sequence = await messageLog(page).evaluate((log) =>
      [...log.querySelectorAll("[data-role=human], [data-role=summary] button[aria-expanded]")].map((el) =>
        el.matches("button") ? `card: ${el.textContent?.trim()}` : `user: ${el.textContent?.replace(/\s+/g, " ").trim()}`,
      ),
    );
    expect(sequence).toEqual(expectedSequence(history, values.summary_text));

    // A summary never poses as the user: the user bubbles are exactly the user's messages.
    const humans = (await messageLog(page).locator("[data-role=human]").allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());
    expect(humans).toEqual(userTexts(history));

    // Collapsed by default; the summary text is in the DOM only while expanded.
    if (cards.length > 0) {
      const first = buttons.first();
      await expect(first).toHaveAttribute("aria-expanded", "false");
      await first.click();
      await expect(first).toHaveAttribute("aria-expanded", "true");
      // The card opened, whichever rows the log has mounted around it meanwhile.
      const opened = messageLog(page).locator("[data-role=summary]").filter({ has: page.locator('button[aria-expanded="true"]') });
      await expect(opened).toHaveCount(1);
      await expect(opened).toContainText(/Summary the model now sees|Error/);
    }
    const condensedCount = cards.filter((c) => c.name !== "Compaction failed").length;
    if (condensedCount > 0) await expect(page.getByTestId("compaction-count")).toContainText(String(condensedCount));
  });
}

for (const fixture of fixtures.filter((f) => f.kind === "gateway" || f.kind === "noledger")) {
  test(`${fixture.kind} ${fixture.threadId}: the ledger lists every delegation with its status`, async ({ page }) => {
    const expected = expectedTaskStatuses(historyOf(fixture));
    const values = (fixture.state.values ?? {}) as Record<string, unknown>;
    if (Array.isArray(values.delegations)) {
      for (const entry of values.delegations as Record<string, unknown>[]) {
        if (typeof entry.id !== "string") continue;
        expected.set(entry.id, { description: String(entry.description ?? ""), status: String(entry.status ?? "in_progress") });
      }
    }
    await open(page, fixture);
    await page.getByRole("button", { name: /^Delegations/ }).click();
    const entries = page.getByRole("region", { name: "Delegations" }).getByTestId("ledger-entry");
    await expect(entries).toHaveCount(expected.size);
    for (const { description, status } of expected.values()) {
      await expect(entries.filter({ hasText: description })).toContainText(STATUS_LABELS[status] ?? status);
    }
  });
}
