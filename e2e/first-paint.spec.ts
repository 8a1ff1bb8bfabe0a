import { expect, test, type Browser, type Page } from "@playwright/test";
import { generateThread, type SeededThread } from "../agent/seed/generate";
import { seedThread } from "../agent/seed/write";
import { messageLog } from "./support/app";

// A thread page's first HTML holds its newest page, rendered by the server, so the newest
// answer shows before any script runs; the page then takes over from that HTML without
// reading the thread again. Both for a transcript-backed thread (the main app) and a stock
// one, whose whole history is its state (the app that reads state only).
const MESSAGES = 1_500;

interface Case {
  name: string;
  baseURL: () => string;
  seeded?: { threadId: string; thread: SeededThread };
}

const cases: Case[] = [
  { name: "transcript", baseURL: () => `http://127.0.0.1:${process.env.E2E_WEB_PORT}` },
  { name: "stock", baseURL: () => `http://127.0.0.1:${process.env.E2E_LEGACY_WEB_PORT}` },
];

test.beforeAll(async () => {
  const paged = generateThread({ messages: MESSAGES, compactions: 3, seed: 11 });
  cases[0]!.seeded = {
    thread: paged,
    ...(await seedThread({ apiUrl: `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`, dataDir: process.env.E2E_DATA_DIR! }, paged)),
  };
  // Stock shape: every message in the state, as a server without a transcript keeps them.
  const generated = generateThread({ messages: MESSAGES, compactions: 0, seed: 12 });
  const stock: SeededThread = { ...generated, values: { ...generated.values, messages: generated.rows.map((row) => row.content) as SeededThread["values"]["messages"] } };
  cases[1]!.seeded = {
    thread: stock,
    ...(await seedThread({ apiUrl: `http://127.0.0.1:${process.env.E2E_LEGACY_BACKEND_PORT}`, dataDir: process.env.E2E_LEGACY_DATA_DIR! }, stock)),
  };
});

/** The newest answer is on the page, and the log shows its end. */
async function expectAtNewest(page: Page, thread: SeededThread) {
  const log = messageLog(page);
  await expect(log.getByText(thread.probes.last)).toBeAttached();
  await expect(log.locator("[data-item]").last()).toBeInViewport();
  // The server's HTML lays the log out in reverse, where scrollTop counts from the end.
  await expect.poll(() => log.evaluate((el) => (el.dataset.firstPaint ? Math.abs(el.scrollTop) : el.scrollHeight - el.clientHeight - el.scrollTop))).toBeLessThan(48);
}

async function open(browser: Browser, c: Case, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: c.baseURL(), javaScriptEnabled, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

for (const c of cases) {
  test(`${c.name}: the newest answer is in the server's HTML, in view before any script runs`, async ({ browser }) => {
    const { threadId, thread } = c.seeded!;
    const page = await open(browser, c, false);
    await page.goto(`/threads/${threadId}`);
    await expectAtNewest(page, thread);
    // The HTML holds the newest page only, not the thread.
    expect(await messageLog(page).locator("[data-item]").count()).toBeLessThan(50);
    // Nothing floats over the rows: the way back to the start is in the header's menu.
    await expect(page.getByRole("button", { name: /^Jump to/ })).toHaveCount(0);
    await page.context().close();
  });

  test(`${c.name}: the page takes over from the server's HTML without reading the thread again`, async ({ browser }) => {
    const { threadId, thread } = c.seeded!;
    const page = await open(browser, c, true);
    const reads: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (!url.includes("/api/langgraph/")) return;
      if (url.includes(threadId) || (request.postData() ?? "").includes(threadId)) reads.push(`${request.method()} ${new URL(url).pathname}`);
    });
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));

    await page.goto(`/threads/${threadId}`);
    const log = messageLog(page);
    // The virtualized log took over, still at the newest answer.
    await expect(log).not.toHaveAttribute("data-first-paint");
    await expectAtNewest(page, thread);
    await page.waitForLoadState("networkidle");
    expect(reads).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
}
