// Browser measurements of one thread page (DESIGN 7), in Chromium through Playwright. They
// rely only on the UI contract (DESIGN 5): the log is `role="log"` and scrolls itself, message
// rows carry `data-item`, the composer is the textbox "Message" with "Send" and "Stop" buttons.
// Nothing assumes the log renders every message, so a virtualized log is measured the same way.
import { gzipSync } from "node:zlib";
import { type Browser, type BrowserContext, type Page, type Request } from "@playwright/test";
import { summarizeTrace, type TraceSummary } from "./trace";

export const VIEWPORT = { width: 1280, height: 800 };

declare global {
  interface Window {
    /** Whether a text node under the log containing `probe` is inside the log's visible box. */
    __benchVisible?: (probe: string) => boolean;
    __benchInDom?: (probe: string) => boolean;
  }
}

// Installed in every page before its scripts run.
function installProbes() {
  const textNodes = (probe: string): Text[] => {
    const log = document.querySelector('[role="log"]');
    if (!log || !(log.textContent ?? "").includes(probe)) return [];
    const found: Text[] = [];
    const walker = document.createTreeWalker(log, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node as Text).data.includes(probe)) found.push(node as Text);
    return found;
  };
  window.__benchInDom = (probe) => textNodes(probe).length > 0;
  window.__benchVisible = (probe) => {
    const log = document.querySelector('[role="log"]');
    if (!log) return false;
    const box = log.getBoundingClientRect();
    for (const node of textNodes(probe)) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.height > 0 && rect.bottom > box.top + 1 && rect.top < box.bottom - 1) return true;
    }
    return false;
  };
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  // tsx compiles with esbuild's keepNames, which wraps named functions in `__name(...)`: a
  // function serialized into the page needs that helper there too.
  await context.addInitScript({ content: "globalThis.__name = (target) => target;" });
  await context.addInitScript(installProbes);
  const page = await context.newPage();
  return { context, page };
}

/** Polls on animation frames in the page; resolves with performance.now() (ms since navigation), or -1. */
function waitVisibleInPage(page: Page, probe: string, timeoutMs: number): Promise<number> {
  return page.evaluate(
    ({ probe, timeoutMs }) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const tick = () => {
          if (window.__benchVisible?.(probe)) return resolve(performance.now());
          if (performance.now() - start > timeoutMs) return resolve(-1);
          requestAnimationFrame(tick);
        };
        tick();
      }),
    { probe, timeoutMs },
  );
}

/** Waits for the newest message; on a timeout, says what the page showed instead. */
async function openAtNewest(page: Page, url: string, probe: string): Promise<number> {
  const pending = new Map<Request, number>();
  const started = Date.now();
  const track = (request: Request) => void pending.set(request, Date.now() - started);
  const done = (request: Request) => void pending.delete(request);
  page.on("request", track);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  await page.goto(url, { waitUntil: "commit" });
  const visibleAt = await waitVisibleInPage(page, probe, 60_000);
  page.off("request", track);
  page.off("requestfinished", done);
  page.off("requestfailed", done);
  if (visibleAt >= 0) return visibleAt;
  const unanswered = [...pending].map(([request, at]) => `${request.method()} ${new URL(request.url()).pathname} (sent at ${at} ms)`).join(", ");
  const seen = await page.evaluate((probe) => {
    const log = document.querySelector('[role="log"]');
    const alert = document.querySelector('[role="alert"]')?.textContent ?? "";
    return `rows ${log?.querySelectorAll("[data-item]").length ?? "no log"}, probe in DOM ${window.__benchInDom?.(probe) ?? false}, scrollTop ${log?.scrollTop}/${log?.scrollHeight}, alert "${alert.slice(0, 120)}"`;
  }, probe);
  throw new Error(`the newest message did not become visible within 60 s at ${url} (${seen}; unanswered: ${unanswered || "none"})`);
}

export interface LoadSample {
  /** Navigation start to the newest message visible in the log. */
  navToVisibleMs: number;
  /** End of the first transcript page response (or of /state) to the newest message visible. */
  historyToVisibleMs: number | null;
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
    // Let the log settle (measuring, virtualizer passes) before counting.
    await page.waitForTimeout(1_000);
    const counts = await page.evaluate(() => {
      const log = document.querySelector('[role="log"]');
      return { rows: log?.querySelectorAll("[data-item]").length ?? 0, elements: log?.querySelectorAll("*").length ?? 0 };
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("HeapProfiler.collectGarbage");
    await cdp.send("Performance.enable");
    const { metrics } = await cdp.send("Performance.getMetrics");
    const heap = metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? 0;
    return {
      navToVisibleMs: visibleAt,
      historyToVisibleMs: historyEnd === null ? null : visibleAt - historyEnd,
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
