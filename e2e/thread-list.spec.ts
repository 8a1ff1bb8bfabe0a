import { expect, test, type Locator } from "@playwright/test";
import { backendFetch, legacyBackend } from "./support/backend";
import { createThreads, tick } from "./support/threads";

// The legacy app, on a backend of its own: a thousand threads on the backend the other specs
// share would push their chats beyond the first page of the sidebar while they look for them.
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_LEGACY_WEB_PORT}` });
const backend = legacyBackend();

const FILLER = 1_000;
const PAGE_SIZE = 50;
// What the viewport shows plus the overscan on both sides, with room to spare.
const MAX_MOUNTED_ROWS = 60;
// Threads listed above the one opened by its address: more than a viewport shows.
const ABOVE_BELOW = 30;

const tag = `bulk-${Date.now()}`;
let oldestId: string;
let belowId: string;
// Filling the backend is set-up, on a clock of its own: how long a thousand writes take says
// nothing about the list, and grows with what the other specs stored before.
test.beforeAll(async () => {
  test.setTimeout(300_000);
  [oldestId] = (await createThreads(backend, [`${tag} oldest`])) as [string];
  await tick();
  await createThreads(backend, Array.from({ length: FILLER }, (_, i) => `${tag} #${i}`));
  await tick();
  // Below the fold yet surely on the first page: threads created in one batch share their
  // order by chance, so this one stands apart, with a batch above it.
  [belowId] = (await createThreads(backend, [`${tag} below the fold`])) as [string];
  await tick();
  await createThreads(backend, Array.from({ length: ABOVE_BELOW }, (_, i) => `${tag} above #${i}`));
  await tick();
  await createThreads(backend, [`${tag} newest`]);
});

test("a thousand threads: few rows mounted, pages load while scrolling, newest first, an old one opens", async ({ page }) => {
  // It walks a thousand rows a viewport at a time, and twenty pages load on the way.
  test.slow();

  const searchOffsets: number[] = [];
  const routeFetches: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/threads/search")) {
      const body = r.postDataJSON() as { offset?: number; status?: string } | null;
      // The list's pages; not the separate read of which threads run or wait (by status).
      if (body?.status === undefined) searchOffsets.push(Number(body?.offset ?? 0));
    } else if (r.url().includes("_rsc=")) {
      routeFetches.push(r.url());
    }
  });
  await page.goto("/");
  const sidebar = page.getByRole("navigation", { name: "Threads" });
  // Newest first: the last one created leads.
  await expect(sidebar.getByRole("link", { name: new RegExp(tag) }).first()).toContainText(`${tag} newest`);
  await expect(sidebar.getByRole("listitem").first()).toBeVisible();
  expect(await sidebar.getByRole("listitem").count()).toBeLessThan(MAX_MOUNTED_ROWS);

  // The button at the end of the list loads the next page too (clicked where it is: scrolling
  // to it would load that page by itself).
  const loadMore = sidebar.getByRole("button", { name: "Load more" });
  await loadMore.dispatchEvent("click");
  await expect(loadMore).toBeEnabled();
  // The first page came with the page's HTML (read by the server).
  expect(searchOffsets).toEqual([PAGE_SIZE]);
  // Threads created now shift the server's offsets: the next page repeats rows of this one.
  await createThreads(backend, [`${tag} midway a`, `${tag} midway b`, `${tag} midway c`]);

  // Scroll down most of a viewport at a time (successive samples of the mounted rows overlap)
  // until the oldest is mounted, a thousand rows further down.
  const oldestHref = `/threads/${oldestId}`;
  const samples = await scrollDown(sidebar, oldestHref);
  // At every step a bounded number of rows, and no thread at two positions.
  const positionOf = new Map<string, number>();
  for (const rows of samples) {
    expect(rows.length).toBeLessThan(MAX_MOUNTED_ROWS);
    for (const { pos, href } of rows) {
      const seenAt = positionOf.get(href);
      if (seenAt !== undefined) expect(seenAt, `${href} at two positions`).toBe(pos);
      positionOf.set(href, pos);
    }
  }
  expect(positionOf.get(oldestHref)).toBeGreaterThan(FILLER);
  // Pages came one at a time as the user scrolled: each offset asked for once.
  expect(searchOffsets.length).toBeGreaterThanOrEqual(Math.ceil(FILLER / PAGE_SIZE) - 1);
  expect(new Set(searchOffsets).size, `offsets: ${searchOffsets.join(",")}`).toBe(searchOffsets.length);
  // Rows scrolling by do not prefetch their thread pages (one server render per row).
  expect(routeFetches).toEqual([]);

  const oldest = sidebar.getByRole("link", { name: `${tag} oldest` });
  await oldest.click();
  await page.waitForURL(new RegExp(`/threads/${oldestId}$`));
  // The list comes back where it was (each route mounts its own sidebar), the opened thread
  // marked and in view.
  await expect(oldest).toHaveAttribute("aria-current", "page");
  await expect(oldest).toBeInViewport();

  // Opened by its address, a thread on the first page but below the fold is scrolled to.
  await page.goto(`/threads/${belowId}`);
  const belowLink = sidebar.getByRole("link", { name: `${tag} below the fold` });
  await expect(belowLink).toHaveAttribute("aria-current", "page");
  await expect(belowLink).toBeInViewport();
});

test("keyboard: the list is one Tab stop; arrow keys walk the rows in order, and the focused row outlives scrolling away, while a thread runs", async ({ page }) => {
  const tag = `keys-${Date.now()}`;
  // One at a time: threads created together can share an update time, and then their order.
  await createThreads(backend, Array.from({ length: 80 }, (_, i) => `${tag} #${i}`), 1);
  // A run going on the backend: the list marks it and reads the marks again every few seconds,
  // which must not disturb the rows (an earlier version of the marks moved the focus here).
  const [busyId] = await createThreads(backend, [`${tag} busy`]);
  const runId = await startSlowRun(busyId!);
  const statusReads: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/threads/search") && (r.postDataJSON() as { status?: string } | null)?.status === "busy") statusReads.push(r.url());
  });
  await page.goto("/");
  const sidebar = page.getByRole("navigation", { name: "Threads" });
  await expect(sidebar.getByRole("link", { name: `${tag} busy` })).toContainText("Running");
  // The marks are read by the rows once the page is live (the server's HTML has them already):
  // the walk starts on a hydrated list.
  await expect.poll(() => statusReads.length).toBeGreaterThan(0);
  const readsBefore = statusReads.length;
  const focused = page.locator(":focus");
  // One row is a Tab stop (the first, with no chat open), with its menu after it.
  expect(await sidebar.locator("a[tabindex='0']").count()).toBe(1);
  // Newest first: #79 leads; forty presses of ArrowDown later, #39 has the focus and is in view.
  await sidebar.getByRole("link", { name: `${tag} #79` }).focus();
  for (let i = 0; i < 40; i++) await page.keyboard.press("ArrowDown");
  await expect(focused).toContainText(`${tag} #39`);
  await expect(focused).toBeInViewport();
  await expect(sidebar.locator("a[tabindex='0']")).toContainText(`${tag} #39`);
  // The marks were read again meanwhile, and the focus stayed.
  await expect.poll(() => statusReads.length).toBeGreaterThan(readsBefore);
  await expect(focused).toContainText(`${tag} #39`);
  // Tab goes to the row's menu, not to the next row.
  await page.keyboard.press("Tab");
  await expect(focused).toHaveAccessibleName(`Actions for ${tag} #39`);
  await page.keyboard.press("Shift+Tab");
  await expect(focused).toContainText(`${tag} #39`);
  // Scrolled back to the top, far from it, the row keeps the focus, and ArrowUp goes to the
  // thread before it, not to whatever row happens to be mounted.
  await sidebar.evaluate((nav) => nav.scrollTo(0, 0));
  await expect(sidebar.getByRole("link", { name: `${tag} #79` })).toBeInViewport();
  await expect(focused).toContainText(`${tag} #39`);
  await page.keyboard.press("ArrowUp");
  await expect(focused).toContainText(`${tag} #40`);
  await expect(focused).toBeInViewport();
  // Home goes to the newest chat, the list's first row.
  await page.keyboard.press("Home");
  await expect.poll(() => sidebar.evaluate((nav) => document.activeElement !== null && document.activeElement === nav.querySelector("li[data-thread-id] a"))).toBe(true);
  await backendFetch(backend, `/threads/${busyId}/runs/${runId}/cancel?action=interrupt`, { method: "POST" });
});

/** Starts a run of the demo agent's slow answer (tens of seconds) and waits until the thread is busy. */
async function startSlowRun(threadId: string): Promise<string> {
  const response = await backendFetch(backend, `/threads/${threadId}/runs`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ assistant_id: "agent", input: { messages: [{ type: "human", content: "slow answer while the list is walked" }] } }),
  });
  expect(response.ok, `POST /runs: HTTP ${response.status}`).toBe(true);
  const { run_id: runId } = (await response.json()) as { run_id: string };
  await expect.poll(async () => ((await (await backendFetch(backend, `/threads/${threadId}`)).json()) as { status?: string }).status).toBe("busy");
  return runId;
}

type MountedRow = { pos: number; href: string };

/**
 * Scrolls the list down step by step, in the page, sampling the mounted rows after each step
 * until a row links to `href`. It gives up only when the list stops moving for `stallMs`
 * (no row or offset changed): how long the whole walk takes depends on the machine.
 */
async function scrollDown(list: Locator, href: string, stallMs = 20_000): Promise<MountedRow[][]> {
  const samples = await list.evaluate(
    async (nav, { href, stallMs }) => {
      const out: { pos: number; href: string }[][] = [];
      let lastChange = performance.now();
      let lastState = "";
      while (performance.now() - lastChange < stallMs) {
        nav.scrollBy(0, nav.clientHeight * 0.9);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const rows = [...nav.querySelectorAll("li[data-thread-id]")].map((li) => ({
          pos: Number(li.getAttribute("aria-posinset")),
          href: li.querySelector("a")?.getAttribute("href") ?? "",
        }));
        out.push(rows);
        if (rows.some((row) => row.href === href)) break;
        const state = `${nav.scrollTop}:${nav.scrollHeight}:${rows.at(-1)?.href ?? ""}`;
        if (state !== lastState) [lastState, lastChange] = [state, performance.now()];
      }
      return out;
    },
    { href, stallMs },
  );
  expect(samples.at(-1)?.some((row) => row.href === href), `scrolling down did not reach ${href}`).toBe(true);
  return samples;
}
