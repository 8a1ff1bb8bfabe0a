// Browser benchmark of the thread page against DESIGN 7's budgets:
//
//   npx tsx scripts/bench-app.ts        (or `npm run bench`, after the core benchmark)
//
// Builds the app if its sources changed, starts the embedded backend in this process on a
// temporary data directory and the standalone server in front of it, seeds a 100-message thread and a
// 10,000-message thread with 20 compactions, then measures each in Chromium (1280x800): time
// to the newest message, rows and elements in the log, JS heap, scrolling back to the first
// message, and main-thread tasks while a reply streams. Prints one table and the first-load JS
// of the thread route. Missed budgets are printed, not failed: it exits non-zero on errors only.
//
// BENCH_RUNS (default 3) sets the page loads per thread; CHROMIUM_PATH the browser.
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "@playwright/test";
import { generateThread, type SeededThread } from "../agent/seed/generate";
import { seedThread } from "../agent/seed/write";
import { ensureBuild, snapshotBuild, startWeb, type WebApp } from "./bench/app-server";
import { routeFirstLoadJs } from "./bench/bundle";
import { measureLoad, measureScrollToTop, measureStreaming, VIEWPORT, type LoadSample, type ScrollResult, type StreamResult } from "./bench/measure";
import { median, ratio, renderTable } from "./bench/table";

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

interface ThreadBench {
  label: string;
  thread: SeededThread;
  url: string;
  loads: LoadSample[];
  scroll?: ScrollResult;
  stream?: StreamResult;
}

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

const ms = (value: number | null | undefined) => (value === null || value === undefined ? "–" : `${Math.round(value)} ms`);
const verdict = (ok: boolean, detail = "") => (ok ? "ok" : `MISSED${detail ? ` (${detail})` : ""}`);

function report(benches: ThreadBench[], firstLoad: ReturnType<typeof routeFirstLoadJs>, browserJs: number | undefined): string {
  const [short, long] = benches as [ThreadBench, ThreadBench];
  const figure = (bench: ThreadBench, pick: (sample: LoadSample) => number | null) => {
    const values = bench.loads.map(pick).filter((v): v is number => v !== null);
    return values.length > 0 ? median(values) : null;
  };
  const nav = benches.map((b) => figure(b, (s) => s.navToVisibleMs));
  const history = benches.map((b) => figure(b, (s) => s.historyToVisibleMs));
  const rows = benches.map((b) => figure(b, (s) => s.rows));
  const elements = benches.map((b) => figure(b, (s) => s.elements));
  const heap = benches.map((b) => figure(b, (s) => s.heapMb));
  const scroll = (b: ThreadBench) => {
    if (!b.scroll) return "–";
    const pages = `${b.scroll.pages} page requests${b.scroll.distinctPages !== b.scroll.pages ? `, ${b.scroll.distinctPages} distinct` : ""}`;
    if (b.scroll.reached) return `${(b.scroll.ms / 1000).toFixed(1)} s (${pages})`;
    const back = b.scroll.oldestBeforeSeq === null ? "" : `, back to seq ${b.scroll.oldestBeforeSeq} of ${b.thread.rows.length}`;
    return `not reached in ${SCROLL_CAP_MS / 1000} s (${pages}${back})`;
  };
  const stream = (b: ThreadBench, pick: (s: StreamResult) => number) => (b.stream ? pick(b.stream) : null);
  const longest = benches.map((b) => stream(b, (s) => s.longestTaskMs));
  const longTasks = benches.map((b) => stream(b, (s) => s.longTasks));
  const busy = benches.map((b) => stream(b, (s) => s.busyMs));
  const paints = benches.map((b) => stream(b, (s) => s.paints));
  const layouts = benches.map((b) => stream(b, (s) => s.layouts));
  const run = benches.map((b) => stream(b, (s) => s.runMs));
  const n = (value: number | null | undefined) => (value === null || value === undefined ? "–" : String(Math.round(value)));

  const table = renderTable(
    ["figure", short.label, long.label, "ratio long/short", "budget (DESIGN 7, on the 10k thread)"],
    [
      [`navigation -> newest message visible (median of ${RUNS})`, ms(nav[0]), ms(nav[1]), ratio(nav[1], nav[0]), "–"],
      ["history response -> newest message visible", ms(history[0]), ms(history[1]), ratio(history[1], history[0]), `<= 1500 ms: ${history[1] === null ? "unknown" : verdict(history[1]! <= 1500)}`],
      ["message rows mounted ([data-item] in the log)", n(rows[0]), n(rows[1]), ratio(rows[1], rows[0]), `< 100: ${verdict((rows[1] ?? Infinity) < 100)}`],
      ["DOM elements in the log", n(elements[0]), n(elements[1]), ratio(elements[1], elements[0]), "–"],
      ["JS heap used after GC", heap[0] === null ? "–" : `${heap[0]!.toFixed(1)} MB`, heap[1] === null ? "–" : `${heap[1]!.toFixed(1)} MB`, ratio(heap[1], heap[0]), "–"],
      ["scroll back to the first message", scroll(short), scroll(long), short.scroll?.reached && long.scroll?.reached ? ratio(long.scroll.ms, short.scroll.ms) : "–", `reachable: ${verdict(long.scroll?.reached === true)}`],
      ["longest main-thread task while streaming", ms(longest[0]), ms(longest[1]), ratio(longest[1], longest[0]), `<= 50 ms: ${longest[1] === null ? "unknown" : verdict(longest[1]! <= 50)}`],
      ["main-thread tasks over 50 ms while streaming", n(longTasks[0]), n(longTasks[1]), "–", "0"],
      ["main-thread busy while streaming (of the run)", `${ms(busy[0])} of ${ms(run[0])}`, `${ms(busy[1])} of ${ms(run[1])}`, ratio(busy[1], busy[0]), "–"],
      ["main-thread paints / layouts while streaming", `${n(paints[0])} / ${n(layouts[0])}`, `${n(paints[1])} / ${n(layouts[1])}`, ratio(paints[1], paints[0]), "–"],
    ],
  );
  const top = benches.map((b) => `${b.label}: ${b.stream ? b.stream.topTasksMs.map((v) => v.toFixed(0)).join(", ") : "–"} ms`).join("; ");
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = [
    table,
    "",
    `Scrolling up: earlier pages answered in ${benches.map((b) => `${b.label} ${ms(b.scroll?.pageResponseMs)}`).join(", ")} (median, request to response end); the log was scrolled to the top every 100 ms.`,
    `Longest streaming tasks: ${top}. Streaming measured with a devtools.timeline trace (RunTask events on the renderer main thread), prompt "${STREAM_PROMPT}".`,
    `Threads: ${benches.map((b) => `${b.label} = ${b.thread.stats.messages} messages, ${b.thread.stats.compactions} compactions, ${b.thread.rows.length} transcript rows`).join("; ")}. Viewport ${VIEWPORT.width}x${VIEWPORT.height}. Machine: ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)} (task durations are wall time, so a busy machine inflates them).`,
    "",
    firstLoad
      ? `First-load JS of ${THREAD_ROUTE} (build manifests: root main files + the route's entry chunks): ${kb(firstLoad.gzipBytes)} gzip (${kb(firstLoad.rawBytes)} raw, ${firstLoad.files} files); budget 250 KB gzip: ${verdict(firstLoad.gzipBytes <= 250 * 1024)}`
      : `First-load JS of ${THREAD_ROUTE}: build manifests not found`,
    browserJs === undefined ? "" : `Scripts the thread page loaded on a first visit (browser): ${kb(browserJs)} gzip`,
  ];
  return lines.filter((line, i, all) => line !== "" || all[i - 1] !== "").join("\n");
}

/**
 * Builds if needed, copies the build to `appDir` and starts its standalone server. Others
 * may rebuild the shared .next meanwhile: a copy taken while the build changed is retaken.
 */
async function startApp(backendUrl: string, appDir: string): Promise<WebApp> {
  for (let attempt = 1; ; attempt++) {
    if (ensureBuild(root, log)) log("build done");
    await rm(appDir, { recursive: true, force: true });
    const id = await snapshotBuild(root, appDir);
    if (id) return startWeb(appDir, backendUrl);
    if (attempt >= 5) throw new Error("the build in .next kept changing (another build running?)");
    log(".next changed while it was copied (another build running?); retrying in 10 s");
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

async function main(): Promise<void> {
  const started = performance.now();

  const dataDir = await mkdtemp(path.join(tmpdir(), "threadline-bench-"));
  let closeServer: (() => Promise<void>) | undefined;
  let web: WebApp | undefined;
  let browser: Browser | undefined;
  try {
    const { startEmbeddedServer } = await import("../agent/server");
    const server = await startEmbeddedServer({ port: 0, dataDir });
    closeServer = server.close;
    web = await startApp(server.url, path.join(dataDir, "app"));
    log(`backend ${server.url}, app ${web.url}, data ${dataDir}`);

    const endAt = Date.now();
    const benches: ThreadBench[] = [];
    for (const [label, messages, compactions, seed] of [["100 msgs", 100, 0, 11], ["10k msgs", 10_000, 20, 7]] as const) {
      const t0 = performance.now();
      const thread = generateThread({ messages, compactions, seed, endAt });
      const { threadId } = await seedThread({ apiUrl: server.url, dataDir }, thread);
      log(`seeded ${label} (${thread.rows.length} rows) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      benches.push({ label, thread, url: `${web.url}/threads/${threadId}`, loads: [] });
    }

    browser = await launchBrowser();
    // Warm the app server (first requests JIT-compile its route handlers) outside the figures.
    await measureLoad(browser, benches[0]!.url, benches[0]!.thread.probes.last).catch(() => undefined);
    for (const bench of benches) {
      const { first, last } = bench.thread.probes;
      for (let i = 0; i < RUNS; i++) {
        bench.loads.push(await measureLoad(browser, bench.url, last));
        const sample = bench.loads.at(-1)!;
        log(`${bench.label} load ${i + 1}/${RUNS}: visible at ${Math.round(sample.navToVisibleMs)} ms, ${sample.rows} rows`);
      }
      bench.scroll = await measureScrollToTop(browser, bench.url, last, first, SCROLL_CAP_MS);
      log(`${bench.label} scroll to top: ${bench.scroll.reached ? "reached" : "not reached"} after ${(bench.scroll.ms / 1000).toFixed(1)} s`);
      bench.stream = await measureStreaming(browser, bench.url, last, STREAM_PROMPT, STREAM_DONE);
      log(`${bench.label} streaming: longest task ${bench.stream.longestTaskMs.toFixed(0)} ms over ${(bench.stream.runMs / 1000).toFixed(1)} s`);
    }

    const browserJs = benches[0]!.loads[0]!.scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    console.log(report(benches, routeFirstLoadJs(root, THREAD_ROUTE), browserJs));
    log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await browser?.close().catch(() => undefined);
    await web?.stop().catch(() => undefined);
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
