// Opening a thread page in Chromium through Playwright, relying only on the UI contract
// (docs/ui-contract.md, "Message list"): the log is `role="log"` and scrolls itself, message
// rows carry `data-item`. Nothing assumes the log renders every message, so a virtualized log
// is measured the same way.
import { type Browser, type BrowserContext, type Page, type Request } from "@playwright/test";

export const VIEWPORT = { width: 1280, height: 800 };

declare global {
  interface Window {
    /** Whether a text node under the log containing `probe` is inside the log's visible box. */
    __benchVisible?: (probe: string) => boolean;
    __benchInDom?: (probe: string) => boolean;
    /** When the probe first showed (ms since navigation), -1 until it has (watchFirstVisible). */
    __benchFirstVisible?: number;
    /** Main-thread tasks over 50 ms since the document started ('longtask' entries). */
    __benchLongTasks?: () => { startMs: number; ms: number }[];
  }
}

// Installed in every page before its scripts run.
function installProbes() {
  const longTasks: { startMs: number; ms: number }[] = [];
  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries) longTasks.push({ startMs: entry.startTime, ms: entry.duration });
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: "longtask", buffered: true });
  window.__benchLongTasks = () => {
    record(observer.takeRecords());
    return longTasks;
  };
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

/**
 * Installed before a navigation: checks every animation frame from the document's first byte
 * whether the probe shows, and keeps the first such moment (ms since navigation). Timed and
 * kept in the page, so a benchmark process kept busy (the embedded backend decoding a large
 * state shares it) delays only the reading, never the figure.
 */
function watchFirstVisible(probe: string) {
  window.__benchFirstVisible = -1;
  const tick = () => {
    if (window.__benchVisible?.(probe)) window.__benchFirstVisible = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function firstVisible(page: Page, timeoutMs: number): Promise<number> {
  try {
    await page.waitForFunction(() => (window.__benchFirstVisible ?? -1) >= 0, null, { timeout: timeoutMs, polling: 100 });
    return await page.evaluate(() => window.__benchFirstVisible ?? -1);
  } catch {
    return -1;
  }
}

/** Waits for the newest message; on a timeout, says what the page showed instead. */
export async function openAtNewest(page: Page, url: string, probe: string): Promise<number> {
  const pending = new Map<Request, number>();
  const started = Date.now();
  const track = (request: Request) => void pending.set(request, Date.now() - started);
  const done = (request: Request) => void pending.delete(request);
  page.on("request", track);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  await page.addInitScript(watchFirstVisible, probe);
  await page.goto(url, { waitUntil: "commit" });
  const visibleAt = await firstVisible(page, 60_000);
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

/** The longest main-thread task so far (0 when none reached 50 ms) and how many passed 50 ms. */
export async function longTasks(page: Page): Promise<{ longestMs: number; over50: number }> {
  const tasks = await page.evaluate(() => window.__benchLongTasks?.() ?? []);
  return { longestMs: Math.max(0, ...tasks.map((task) => task.ms)), over50: tasks.length };
}
