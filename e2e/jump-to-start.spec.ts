import { expect, test, type Page, type Request, type Route } from "@playwright/test";
import { generateThread, type SeededThread } from "../agent/seed/generate";
import { seedThread } from "../agent/seed/write";
import { loadFixtures } from "../fixtures/load";
import { headerAction, messageLog } from "./support/app";
import { messagesOf, userTexts } from "./support/fixture-oracle";

// "Jump to start" on a long thread seeded into the main e2e backend, which reads its
// transcript forward: the first page is fetched from the beginning (not every page back to
// it), a gap row stands for the rows between it and the newest pages, and the gap fills as
// the reader scrolls down to it or clicks it, without moving the row they are reading.
const MESSAGES = 2_500;
const MAX_ROWS = 100;

let thread: SeededThread;
let threadId: string;

test.beforeAll(async () => {
  thread = generateThread({ messages: MESSAGES, compactions: 5, seed: 11 });
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  ({ threadId } = await seedThread({ apiUrl: `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`, dataDir }, thread));
});

const isPage = (url: string) => url.includes("/messages/page");
const afterSeq = (url: string) => new URL(url).searchParams.get("after_seq");

/** Opens the thread at its newest message, counting the transcript requests it makes. */
async function open(page: Page) {
  const requests: string[] = [];
  page.on("request", (request: Request) => {
    if (isPage(request.url())) requests.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/threads/${threadId}`);
  await expect(messageLog(page).getByText(thread.probes.last)).toBeInViewport();
  return requests;
}

/** Lets the log render what a scroll or a page brought: a few frames, past its hold of a row. */
const settle = (page: Page) =>
  messageLog(page).evaluate(async () => {
    for (let i = 0; i < 20; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });

/** The last row shown before the gap, while the gap is mounted; Infinity once it is not. */
const gapAfterSeq = (page: Page) =>
  messageLog(page).evaluate((log) => {
    const gap = log.querySelector<HTMLElement>("[data-role=gap]");
    return gap ? Number(gap.dataset.afterSeq) : Infinity;
  });

/** Where the row with this element id sits below the top edge of the log, if mounted. */
const rowTop = (page: Page, id: string) =>
  messageLog(page).evaluate((log, key) => {
    const row = document.getElementById(key);
    return row ? row.getBoundingClientRect().top - log.getBoundingClientRect().top : null;
  }, id);

/** The message rows in view (element id and top), top first. */
const rowsInView = (page: Page) =>
  messageLog(page).evaluate((log) => {
    const box = log.getBoundingClientRect();
    return [...log.querySelectorAll<HTMLElement>("[data-index]")]
      .map((el) => ({ id: el.id, kind: el.dataset.item, top: el.getBoundingClientRect().top - box.top, bottom: el.getBoundingClientRect().bottom - box.top }))
      .filter((row) => row.id && row.bottom > 0 && row.top < box.height)
      .sort((a, b) => a.top - b.top);
  });

/**
 * The row a reader is reading: the first (or last) one in view whose top shows, else one long
 * enough to fill the view (its top above it: a long answer can).
 */
function readRow<Row extends { kind?: string; top: number }>(rows: readonly Row[], which: "first" | "last"): Row | undefined {
  const rowsOf = rows.filter((row) => row.kind !== "gap");
  const topShown = rowsOf.filter((row) => row.top >= 0);
  const pick = (list: readonly Row[]) => (which === "first" ? list[0] : list.at(-1));
  return pick(topShown) ?? pick(rowsOf);
}

/** Holds the transcript pages `which` picks until released, to look at the log meanwhile. */
async function holdPages(page: Page, which: (url: string) => boolean) {
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => isPage(url.href) && which(url.href),
    (route) => (holding ? void held.push(route) : route.continue()),
  );
  return {
    count: () => held.length,
    /** Lets the held pages through, and every later one unless `holdOn`. */
    release: async (holdOn = false) => {
      holding = holdOn;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

test("Jump to start reads the first page forward and lands on the first message", async ({ page }) => {
  const requests = await open(page);
  const before = requests.length;
  await headerAction(page, "Jump to start");
  const log = messageLog(page);
  await expect(log.getByText(thread.probes.first, { exact: true })).toBeInViewport();
  await expect(log.getByText("Start of the conversation")).toBeInViewport();
  expect(await log.evaluate((el) => el.scrollTop)).toBeLessThan(48);
  // One forward request, not every page back to the start.
  expect(requests.slice(before).filter((url) => afterSeq(url) === "0")).toHaveLength(1);
  expect(requests.slice(before).filter((url) => afterSeq(url) === null)).toHaveLength(0);
  // Away from the end, the one way back down is offered.
  await expect(page.getByRole("button", { name: "Jump to latest" })).toBeVisible();
  expect(await log.locator("[data-item]").count()).toBeLessThan(MAX_ROWS);
  // Back down, the newest messages are still loaded, past the gap.
  await page.getByRole("button", { name: "Jump to latest" }).click();
  await expect(log.getByText(thread.probes.last)).toBeInViewport();
});

test("scrolling down to the gap loads the rows after the first page, the row being read staying put", async ({ page }) => {
  await open(page);
  const forward = await holdPages(page, (url) => afterSeq(url) !== null && afterSeq(url) !== "0");
  await headerAction(page, "Jump to start");
  const log = messageLog(page);
  await expect(log.getByText(thread.probes.first, { exact: true })).toBeInViewport();

  // Down, a screen at a time, until the gap comes near and its page is asked for.
  await expect(async () => {
    await log.evaluate((el) => el.scrollBy(0, el.clientHeight * 0.6));
    await settle(page);
    expect(forward.count()).toBeGreaterThan(0);
  }).toPass({ timeout: 60_000, intervals: [0] });
  const reading = readRow(await rowsInView(page), "first");
  expect(reading).toBeDefined();
  const gapBefore = await gapAfterSeq(page);

  const arrived = page.waitForResponse((response) => isPage(response.url()) && Number(afterSeq(response.url())) > 0);
  await forward.release();
  await arrived;
  await expect.poll(() => gapAfterSeq(page)).toBeGreaterThan(gapBefore);
  await settle(page);
  const after = await rowTop(page, reading?.id ?? "");
  expect(after).not.toBeNull();
  expect(Math.abs((after ?? 0) - (reading?.top ?? 0))).toBeLessThan(4);
  expect(await log.locator("[data-item]").count()).toBeLessThan(MAX_ROWS);
});

test("Load more messages fills the gap where it was, keeping the row above it in place", async ({ page }) => {
  await open(page);
  const forward = await holdPages(page, (url) => afterSeq(url) !== null && afterSeq(url) !== "0");
  await headerAction(page, "Jump to start");
  const log = messageLog(page);
  await expect(log.getByText(thread.probes.first, { exact: true })).toBeInViewport();
  const gap = log.getByRole("button", { name: "Load more messages" });
  // Down until the gap is in the page (a page the scrolling asks for meanwhile is let through).
  await expect(async () => {
    await log.evaluate((el) => el.scrollBy(0, el.clientHeight * 0.6));
    await settle(page);
    if (forward.count() > 0) await forward.release(true);
    await settle(page);
    await expect(gap).toBeEnabled({ timeout: 100 });
  }).toPass({ timeout: 60_000, intervals: [0] });
  // The gap at the top of the view: the row above it is what the reader just read.
  await gap.evaluate((el) => el.closest<HTMLElement>("[data-index]")?.scrollIntoView({ block: "start" }));
  await settle(page);
  expect(forward.count()).toBe(0);
  // The two rows above the gap: the nearest may merge with the rows that arrive (a tool call
  // with its result, under a new id), and the one above it then shows the place was kept.
  const aboveRows = await gap.evaluate((el) => {
    const log = el.closest("[role=log]")!.getBoundingClientRect();
    const rows: { id: string; top: number }[] = [];
    let row = el.closest<HTMLElement>("[data-index]")?.previousElementSibling as HTMLElement | null;
    for (; row && rows.length < 2; row = row.previousElementSibling as HTMLElement | null) rows.push({ id: row.id, top: row.getBoundingClientRect().top - log.top });
    return rows;
  });
  expect(aboveRows).toHaveLength(2);
  const seq = await gapAfterSeq(page);

  await forward.release();
  const arrived = page.waitForResponse((response) => isPage(response.url()) && Number(afterSeq(response.url())) > seq);
  await gap.click();
  await arrived;
  await expect.poll(() => gapAfterSeq(page)).toBeGreaterThan(seq);
  await settle(page);
  const tops = await Promise.all(aboveRows.map((row) => rowTop(page, row.id)));
  const kept = tops.findIndex((top) => top !== null);
  expect(kept).toBeGreaterThanOrEqual(0);
  const above = aboveRows[kept]!;
  expect(Math.abs(tops[kept]! - above.top)).toBeLessThan(4);
  // The rows that were in the gap now follow that row, in view.
  const inView = await rowsInView(page);
  expect(inView.filter((row) => row.kind !== "gap" && row.top > above.top).length).toBeGreaterThan(2);
});

test("scrolling up to the gap from the newest rows loads the rows before them, the row being read staying put", async ({ page }) => {
  await open(page);
  await headerAction(page, "Jump to start");
  const log = messageLog(page);
  await expect(log.getByText(thread.probes.first, { exact: true })).toBeInViewport();
  const back = await holdPages(page, (url) => new URL(url).searchParams.has("before_seq"));
  await page.getByRole("button", { name: "Jump to latest" }).click();
  await expect(log.getByText(thread.probes.last)).toBeInViewport();

  // Up, a screen at a time, until the gap comes near and the page before the newest is asked for.
  await expect(async () => {
    await log.evaluate((el) => el.scrollBy(0, -el.clientHeight * 0.6));
    await settle(page);
    expect(back.count()).toBeGreaterThan(0);
  }).toPass({ timeout: 60_000, intervals: [0] });
  const reading = readRow(await rowsInView(page), "last");
  expect(reading).toBeDefined();

  const arrived = page.waitForResponse((response) => isPage(response.url()) && new URL(response.url()).searchParams.has("before_seq"));
  await back.release();
  await arrived;
  await settle(page);
  const after = await rowTop(page, reading?.id ?? "");
  expect(after).not.toBeNull();
  expect(Math.abs((after ?? 0) - (reading?.top ?? 0))).toBeLessThan(4);
  // The gap moved up by the rows that arrived below it.
  const gap = await log.evaluate((el) => {
    const row = el.querySelector<HTMLElement>("[data-role=gap]")?.closest<HTMLElement>("[data-index]");
    return row ? row.getBoundingClientRect().bottom - el.getBoundingClientRect().top : -Infinity;
  });
  expect(gap).toBeLessThan(0);
});

// A backend that does not read forward (here: one refusing after_seq) gets earlier pages, as
// large as it serves, until the start; the answer is remembered, so it is asked only once.
test("without forward reads, Jump to start walks back in large pages and lands on the first message", async ({ page }) => {
  const requests = await open(page);
  await page.route(
    (url) => isPage(url.href) && afterSeq(url.href) !== null,
    (route) => route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ detail: "after_seq is not supported" }) }),
  );
  const before = requests.length;
  await headerAction(page, "Jump to start");
  const log = messageLog(page);
  await expect(log.getByText(thread.probes.first, { exact: true })).toBeInViewport({ timeout: 60_000 });
  await expect(log.getByText("Start of the conversation")).toBeInViewport();
  const asked = requests.slice(before);
  expect(asked.filter((url) => afterSeq(url) !== null)).toHaveLength(1);
  const back = asked.filter((url) => afterSeq(url) === null);
  expect(back.length).toBeGreaterThan(0);
  for (const url of back) expect(Number(new URL(url).searchParams.get("limit"))).toBeGreaterThanOrEqual(1_000);
  await expect(log.locator("[data-role=gap]")).toHaveCount(0);
  expect(await log.locator("[data-item]").count()).toBeLessThan(MAX_ROWS);
});

// A stock backend keeps no transcript: the whole state is loaded, so the jump is a scroll.
test.describe("on a backend without a transcript", () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_FIXTURE_WEB_PORT}` });

  test("Jump to start scrolls to the first message of the loaded state", async ({ page }) => {
    const fixture = loadFixtures()
      .filter((f) => f.kind === "deerflow-demo")
      .sort((a, b) => messagesOf(b.state).length - messagesOf(a.state).length)[0]!;
    const first = userTexts(messagesOf(fixture.state))[0]!;
    const requests: string[] = [];
    page.on("request", (request) => void (isPage(request.url()) && requests.push(request.url())));
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`/threads/${fixture.threadId}`);
    const log = messageLog(page);
    await expect(log).toHaveAttribute("aria-busy", "false");
    await expect.poll(() => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(48);
    expect(await log.evaluate((el) => el.scrollTop)).toBeGreaterThan(600);

    await headerAction(page, "Jump to start");
    await expect(log.locator("[data-role=human]").first()).toBeInViewport();
    await expect(log.locator("[data-role=human]").first()).toContainText(first.slice(0, 40));
    await expect.poll(() => log.evaluate((el) => el.scrollTop)).toBeLessThan(48);
    await expect(page.getByRole("button", { name: "Jump to latest" })).toBeVisible();
    expect(requests.filter((url) => afterSeq(url) !== null)).toHaveLength(0);
  });
});
