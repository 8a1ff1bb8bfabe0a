// Browser benchmark of the workspace against the budgets of docs/architecture.md, "Budgets":
//
//   npx tsx scripts/bench-app.ts        (or `npm run bench`, after the core benchmark)
//
// Builds the app if its sources changed, starts the embedded backend in this process on a
// temporary data directory, and two standalone servers in front of it: one as deployed (the
// paged transcript) and one with THREADLINE_HISTORY=state, which reads threads as from a stock
// LangGraph server. Seeds 50 threads (scripts/bench/threads.ts), among them 100 messages, 10,000
// with 20 compactions and 10,000 in the stock shape; and the official JS dev server with the
// same stock thread on a LangChain agent, behind a third app (scripts/bench/dev-server.ts).
// Then it measures in Chromium (1280x800): the
// chat list's bytes; per thread, opening it (time to the newest message, the longest task,
// whether that message is in the server's HTML, rows, elements, heap), scrolling back to the
// first message, and main-thread tasks while a reply streams. Missed budgets are printed as
// MISSED, not failed: it exits non-zero on errors only.
//
// BENCH_RUNS (default 3) sets the page loads per thread; CHROMIUM_PATH the browser.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "@playwright/test";
import { ensureBuild, snapshotBuild, startWeb, type WebApp } from "./bench/app-server";
import { routeFirstLoadJs } from "./bench/bundle";
import { measureListBytes } from "./bench/list-bytes";
import { measureLoad, measureScrollToTop, measureStreaming } from "./bench/measure";
import { renderReport, type ThreadBench } from "./bench/report";
import { DEV_GRAPH, seedDevStockThread, startDevServer } from "./bench/dev-server";
import { seedBenchThreads } from "./bench/threads";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
const SCROLL_CAP_MS = 60_000;
// "slow" makes the demo agent stream a long numbered answer (~2,400 characters, 40 points,
// chunks of 2 to 5 characters at >= 30 ms each: DEMO_STREAM_DELAY_MS only lowers other answers).
const STREAM_PROMPT = "Walk me through the rollout plan, slow and point by point";
const STREAM_DONE = "Point 40 about";
const THREAD_ROUTE = "/threads/[threadId]";

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.LANGGRAPH_CLI_NO_ANALYTICS = "1";
process.env.LOG_LEVEL ??= "warn";
process.env.DEMO_STREAM_DELAY_MS = "5";
// The seeded windows are larger than the demo's compaction threshold (12): without this, the
// streamed run would first compact them, and the bench would time that instead of streaming.
process.env.DEMO_COMPACT_AFTER = "1000000";

const log = (line: string) => process.stderr.write(`[bench-app] ${line}\n`);

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

/**
 * Builds if needed and copies the build to `appDir`. Others may rebuild the shared .next
 * meanwhile: a copy taken while the build changed is retaken.
 */
async function snapshotApp(appDir: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (ensureBuild(root, log)) log("build done");
    await rm(appDir, { recursive: true, force: true });
    if (await snapshotBuild(root, appDir)) return;
    if (attempt >= 5) throw new Error("the build in .next kept changing (another build running?)");
    log(".next changed while it was copied (another build running?); retrying in 10 s");
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

async function main(): Promise<void> {
  const started = performance.now();

  const dataDir = await mkdtemp(path.join(tmpdir(), "threadline-bench-"));
  let closeServer: (() => Promise<void>) | undefined;
  const webs: WebApp[] = [];
  let browser: Browser | undefined;
  try {
    const { startEmbeddedServer } = await import("../agent/server");
    const server = await startEmbeddedServer({ port: 0, dataDir });
    closeServer = server.close;
    const appDir = path.join(dataDir, "app");
    await snapshotApp(appDir);
    const web = await startWeb(appDir, server);
    webs.push(web);
    const stockWeb = await startWeb(appDir, server, { THREADLINE_HISTORY: "state" });
    webs.push(stockWeb);
    log(`backend ${server.url}, app ${web.url}, stock-reading app ${stockWeb.url}, data ${dataDir}`);

    const seeded = await seedBenchThreads({ apiUrl: server.url, dataDir }, log);
    const benches: ThreadBench[] = seeded.map((t) => ({ ...t, url: `${t.stock ? stockWeb.url : web.url}/threads/${t.threadId}`, loads: [] }));
    // Stopped with the apps.
    const devServer = await startDevServer(dataDir, root);
    webs.push(devServer);
    const devWeb = await startWeb(appDir, { url: devServer.url, apiKey: "" }, { NEXT_PUBLIC_ASSISTANT_ID: DEV_GRAPH });
    webs.push(devWeb);
    const devStock = await seedDevStockThread(devServer.url, log);
    const devBench: ThreadBench = { ...devStock, label: "10k stock, dev server", url: `${devWeb.url}/threads/${devStock.threadId}`, loads: [] };
    benches.push(devBench);
    log(`dev server ${devServer.url}, app ${devWeb.url}`);
    const [short] = benches as [ThreadBench];

    browser = await launchBrowser();
    // Warm both app servers (first requests JIT-compile their route handlers) outside the figures.
    for (const app of [web, stockWeb]) await measureLoad(browser, `${app.url}/threads/${short.threadId}`, short.thread.probes.last).catch(() => undefined);
    await measureLoad(browser, devBench.url, devBench.thread.probes.last).catch(() => undefined);
    await measureListBytes(browser, `${web.url}/`).catch(() => undefined);

    const list = await measureListBytes(browser, `${web.url}/`);
    log(`chat list: ${list.bodyBytes} bytes in ${list.requests.length} requests (page HTML included)`);
    for (const bench of benches) {
      const { first, last } = bench.thread.probes;
      for (let i = 0; i < RUNS; i++) {
        bench.loads.push(await measureLoad(browser, bench.url, last));
        const sample = bench.loads.at(-1)!;
        log(`${bench.label} load ${i + 1}/${RUNS}: visible at ${Math.round(sample.navToVisibleMs)} ms, longest task ${Math.round(sample.longestTaskMs)} ms, ${sample.rows} rows`);
      }
      bench.scroll = await measureScrollToTop(browser, bench.url, last, first, SCROLL_CAP_MS);
      log(`${bench.label} scroll to top: ${bench.scroll.reached ? "reached" : "not reached"} after ${(bench.scroll.ms / 1000).toFixed(1)} s`);
      // The streaming budget is about the deployed app; a run on the stock thread would add 10,000 messages' state to every step.
      if (bench.stock) continue;
      bench.stream = await measureStreaming(browser, bench.url, last, STREAM_PROMPT, STREAM_DONE);
      log(`${bench.label} streaming: longest task ${bench.stream.longestTaskMs.toFixed(0)} ms over ${(bench.stream.runMs / 1000).toFixed(1)} s`);
    }

    const browserJs = short.loads[0]!.scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const firstLoad = routeFirstLoadJs(root, THREAD_ROUTE);
    console.log(renderReport({ benches, runs: RUNS, scrollCapMs: SCROLL_CAP_MS, streamPrompt: STREAM_PROMPT, list, route: THREAD_ROUTE, firstLoad, browserJs }));
    log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await browser?.close().catch(() => undefined);
    for (const web of webs) await web.stop().catch(() => undefined);
    await closeServer?.().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
  }
}

main().then(
  // The library's run workers cannot be stopped: exit explicitly (agent/README.md).
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench-app: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
