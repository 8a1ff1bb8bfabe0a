// Browser measurements of one thread page (docs/architecture.md, "Budgets"): opening it,
// scrolling back to its first message, streaming a reply (the composer is the textbox "Message"
// with a "Stop" button).
import { gzipSync } from "node:zlib";
import { type Browser } from "@playwright/test";
import { inMarkup } from "./html";
import { longTasks, newPage, openAtNewest } from "./page";
import { summarizeTrace, type TraceSummary } from "./trace";

// After the newest message shows, the log still measures rows and runs virtualizer passes:
// part of opening, counted before rows are.
export const SETTLE_MS = 1_000;

export interface LoadSample {
  /** Navigation start to the newest message visible in the log. */
  navToVisibleMs: number;
  /** End of the first transcript page response (or of /state) to the newest message visible. */
  historyToVisibleMs: number | null;
  /** The longest main-thread task from navigation to the page settled (0: none over 50 ms). */
  longestTaskMs: number;
  tasksOver50: number;
  /** Whether the newest message's text is in the markup the server sends for the URL. */
  inServerHtml: boolean;
  rows: number;
  elements: number;
  heapMb: number;
  /** Gzip'd bytes of every script the page loaded until then (first visit, empty cache). */
  scripts: { url: string; gzipBytes: number }[];
}

export async function measureLoad(browser: Browser, url: string, newestProbe: string): Promise<LoadSample> {
  const { context, page } = await newPage(browser);
  try {
    const scripts: Promise<{ url: string; gzipBytes: number }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length }), () => ({ url: response.url(), gzipBytes: 0 })));
    });
    const visibleAt = await openAtNewest(page, url, newestProbe);
    const historyEnd = await page.evaluate(() => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const firstPage = entries.find((e) => e.name.includes("/messages/page") && !e.name.includes("before_seq") && !/[?&]limit=1(&|$)/.test(e.name));
      const state = entries.find((e) => /\/threads\/[^/]+\/state/.test(e.name));
      return (firstPage ?? state)?.responseEnd ?? null;
    });
    await page.waitForTimeout(SETTLE_MS);
    const tasks = await longTasks(page);
    const counts = await page.evaluate(() => {
      const log = document.querySelector('[role="log"]');
      return { rows: log?.querySelectorAll("[data-item]").length ?? 0, elements: log?.querySelectorAll("*").length ?? 0 };
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("HeapProfiler.collectGarbage");
    await cdp.send("Performance.enable");
    const { metrics } = await cdp.send("Performance.getMetrics");
    const heap = metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? 0;
    // With the page's cookies, as a reload would ask for it.
    // A stock thread's response stays open until its state is read (seconds on a busy dev server).
    const html = await (await context.request.get(url, { timeout: 180_000 })).text();
    return {
      navToVisibleMs: visibleAt,
      historyToVisibleMs: historyEnd === null ? null : visibleAt - historyEnd,
      longestTaskMs: tasks.longestMs,
      tasksOver50: tasks.over50,
      inServerHtml: inMarkup(html, newestProbe),
      ...counts,
      heapMb: heap / 1024 / 1024,
      scripts: await Promise.all(scripts),
    };
  } finally {
    await context.close();
  }
}

export interface ScrollResult {
  reached: boolean;
  ms: number;
  /** Earlier transcript pages requested on the way, and how many of them were different. */
  pages: number;
  distinctPages: number;
  /** The oldest `before_seq` asked for: how far back the log got. */
  oldestBeforeSeq: number | null;
  /** Median time from request to the end of the response of those pages. */
  pageResponseMs: number | null;
  rows: number;
}

/**
 * Scrolls the log to the top again and again (reaching the top loads the page before it)
 * until the first message's text is visible, or the cap runs out.
 */
export async function measureScrollToTop(browser: Browser, url: string, newestProbe: string, firstProbe: string, capMs: number): Promise<ScrollResult> {
  const { context, page } = await newPage(browser);
  try {
    let pages = 0;
    const cursors = new Set<string>();
    let oldestBeforeSeq: number | null = null;
    const responseTimes: number[] = [];
    const isEarlierPage = (url: string) => url.includes("/messages/page") && url.includes("before_seq");
    page.on("request", (request) => {
      if (!isEarlierPage(request.url())) return;
      pages += 1;
      const seq = Number(new URL(request.url()).searchParams.get("before_seq"));
      cursors.add(String(seq));
      if (Number.isFinite(seq)) oldestBeforeSeq = Math.min(oldestBeforeSeq ?? seq, seq);
    });
    page.on("requestfinished", (request) => {
      if (isEarlierPage(request.url())) responseTimes.push(request.timing().responseEnd);
    });
    await openAtNewest(page, url, newestProbe);
    const log = page.getByRole("log");
    const started = Date.now();
    let reached = false;
    while (Date.now() - started < capMs) {
      await log.evaluate((el) => {
        el.scrollTop = 0;
      });
      await page.waitForTimeout(100);
      if (await page.evaluate((probe) => window.__benchVisible?.(probe) ?? false, firstProbe)) {
        reached = true;
        break;
      }
    }
    const ms = Date.now() - started;
    const rows = await page.evaluate(() => document.querySelector('[role="log"]')?.querySelectorAll("[data-item]").length ?? 0);
    const sorted = responseTimes.filter((t) => t >= 0).sort((a, b) => a - b);
    return { reached, ms, pages, distinctPages: cursors.size, oldestBeforeSeq, pageResponseMs: sorted.length > 0 ? sorted[sorted.length >> 1]! : null, rows };
  } finally {
    await context.close();
  }
}

export interface StreamResult extends TraceSummary {
  /** Enter to the end of the run (Stop gone). */
  runMs: number;
  answerChars: number;
  tracing: "devtools.timeline trace, RunTask on the renderer main thread";
}

/** Sends `prompt` and records a timeline trace until the answer has finished streaming. */
export async function measureStreaming(browser: Browser, url: string, newestProbe: string, prompt: string, doneText: string): Promise<StreamResult> {
  const { context, page } = await newPage(browser);
  try {
    await openAtNewest(page, url, newestProbe);
    await page.waitForTimeout(500);
    const composer = page.getByRole("textbox", { name: "Message" });
    await composer.fill(prompt);
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel"] });
    const started = Date.now();
    await composer.press("Enter");
    const stop = page.getByRole("button", { name: "Stop", exact: true });
    // The run is over once the answer is complete and Stop is gone.
    await page.getByRole("log").getByText(doneText).first().waitFor({ state: "attached", timeout: 120_000 });
    await stop.waitFor({ state: "detached", timeout: 60_000 });
    const runMs = Date.now() - started;
    const trace = await browser.stopTracing();
    const answerChars = await page.evaluate(() => {
      const answers = document.querySelectorAll('[role="log"] [data-role=assistant]');
      return answers[answers.length - 1]?.textContent?.length ?? 0;
    });
    return { ...summarizeTrace(trace), runMs, answerChars, tracing: "devtools.timeline trace, RunTask on the renderer main thread" };
  } finally {
    await context.close();
  }
}
