import { expect, test, type Page } from "@playwright/test";
import { generateThread, type SeededThread } from "../agent/seed/generate";
import { headerAction, messageLog, sendMessage } from "./support/app";
import { openSeeded, seedOnBackend } from "./support/seeded";

// The header's counts are the whole thread's, not what happens to be loaded: on a long thread
// whose newest page holds one compaction and a few of its delegations (the state's ledger keeps
// only the newest 50), they read the thread's totals from the start and stay put while the
// reader scrolls back through every earlier page, or jumps to the start.
const COMPACTIONS = 3;

let thread: SeededThread;
let threadId: string;

test.beforeAll(async () => {
  thread = generateThread({ messages: 1_200, compactions: COMPACTIONS, seed: 24 });
  // More delegations than the state's ledger keeps and than the newest page shows.
  expect(thread.stats.delegations).toBeGreaterThan(60);
  threadId = await seedOnBackend(thread);
});

const compactionCount = (page: Page) => page.getByTestId("compaction-count");
const delegationsButton = (page: Page) => page.getByRole("button", { name: /^Delegations/ });
/** What the header shows now: the compaction count's words and the Delegations count. */
const counts = async (page: Page) => ({
  compactions: (await compactionCount(page).textContent())?.trim(),
  delegations: (await delegationsButton(page).getByTestId("delegations-count").textContent())?.trim(),
});

/** Scrolls the log and lets the virtualizer render the rows there. */
const scrollLogToTop = (page: Page) =>
  messageLog(page).evaluate(async (el) => {
    el.scrollTo(0, 0);
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });

/** Opens the thread at its newest message; returns what the header counts then. */
async function openThread(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSeeded(page, threadId, thread);
  await expect(compactionCount(page)).toBeAttached();
  return counts(page);
}

/** The whole thread's counts, said in full: never a lower bound. */
async function expectTotals(page: Page, shown: Awaited<ReturnType<typeof counts>>) {
  expect(shown).toEqual({ compactions: `Compacted ${COMPACTIONS} times`, delegations: String(thread.stats.delegations) });
  await expect(delegationsButton(page)).toHaveAccessibleName(new RegExp(`^Delegations ${thread.stats.delegations}\\b`));
}

test("the header's counts stay put while earlier pages load", async ({ page }) => {
  test.setTimeout(120_000);
  const opened = await openThread(page);
  const first = messageLog(page).getByText(thread.probes.first);
  const seen: Awaited<ReturnType<typeof counts>>[] = [];
  await expect(async () => {
    await scrollLogToTop(page);
    seen.push(await counts(page));
    await expect(first).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 100_000, intervals: [100] });
  await expect(messageLog(page).getByText("Start of the conversation")).toBeVisible();
  // Every page came in on the way (the first message is in view), and no count ever moved.
  expect(seen.length).toBeGreaterThan(1);
  for (const shown of [...seen, await counts(page)]) expect(shown).toEqual(opened);
  await expectTotals(page, opened);
});

test("the header's counts stay put after Jump to start", async ({ page }) => {
  const opened = await openThread(page);
  await headerAction(page, "Jump to start");
  await expect(messageLog(page).getByText(thread.probes.first)).toBeInViewport();
  expect(await counts(page)).toEqual(opened);
  await expectTotals(page, opened);
});

test("delegations started in a run count at once, while the run goes", async ({ page }) => {
  const opened = await openThread(page);
  const total = thread.stats.delegations;
  expect(opened.delegations).toBe(String(total));
  // The demo agent hands this to three subagents, the researcher slowly.
  await sendMessage(page, "delegate a slow survey of embedding models");
  // Counted while the subagents still work: the header reads the thread's totals again when a
  // delegation starts, not only once the run is over.
  await expect(delegationsButton(page)).toHaveAccessibleName(new RegExp(`^Delegations ${total + 3}\\b.*in progress`), { timeout: 20_000 });
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await expect(delegationsButton(page)).not.toHaveAccessibleName(/in progress/, { timeout: 20_000 });
  expect((await counts(page)).delegations).toBe(String(total + 3));
});
