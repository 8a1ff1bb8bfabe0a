// The browser bench's tables: per thread, then the workspace, each figure next to its budget
// from docs/architecture.md, "Budgets". A missed budget reads MISSED and names the thread that
// missed it.
import { cpus, loadavg } from "node:os";
import { type ListBytes } from "./list-bytes";
import { type LoadSample, type ScrollResult, SETTLE_MS, type StreamResult } from "./measure";
import { VIEWPORT } from "./page";
import { median, ratio, renderTable } from "./table";
import { type BenchThread, LISTED_THREADS } from "./threads";

export interface ThreadBench extends BenchThread {
  url: string;
  loads: LoadSample[];
  scroll?: ScrollResult;
  stream?: StreamResult;
}

export interface Report {
  /** 100 messages, 10k transcript-backed, 10k stock, 10k stock on the dev server, in that order. */
  benches: ThreadBench[];
  runs: number;
  scrollCapMs: number;
  streamPrompt: string;
  list: ListBytes;
  route: string;
  firstLoad: { gzipBytes: number; rawBytes: number; files: number } | undefined;
  browserJs: number | undefined;
}

type Figure = number | null;

const ms = (value: Figure | undefined) => (value === null || value === undefined ? "–" : `${Math.round(value)} ms`);
const n = (value: Figure | undefined) => (value === null || value === undefined ? "–" : String(Math.round(value)));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
// Long tasks are reported from 50 ms up.
const task = (value: Figure) => (value === null ? "–" : value === 0 ? "< 50 ms" : ms(value));

/** The budget's verdict over the long threads: ok, or MISSED naming those that missed it. */
function verdict(budget: string, figures: [label: string, value: Figure | boolean][], ok: (value: number | boolean) => boolean): string {
  if (figures.some(([, value]) => value === null)) return `${budget}: unknown`;
  const missed = figures.filter(([, value]) => !ok(value as number | boolean)).map(([label]) => label);
  return `${budget}: ${missed.length === 0 ? "ok" : `MISSED (${missed.join(", ")})`}`;
}

function medianOf(bench: ThreadBench, pick: (sample: LoadSample) => number | null): Figure {
  const values = bench.loads.map(pick).filter((v): v is number => v !== null);
  return values.length > 0 ? median(values) : null;
}

function scrollCell(bench: ThreadBench, capMs: number): string {
  const scroll = bench.scroll;
  if (!scroll) return "–";
  const pages = scroll.pages === 0 ? "" : ` (${scroll.pages} page requests${scroll.distinctPages !== scroll.pages ? `, ${scroll.distinctPages} distinct` : ""})`;
  if (scroll.reached) return `${(scroll.ms / 1000).toFixed(1)} s${pages}`;
  const back = scroll.oldestBeforeSeq === null ? "" : `, back to seq ${scroll.oldestBeforeSeq} of ${bench.thread.rows.length}`;
  return `not reached in ${capMs / 1000} s${pages}${back}`;
}

export function renderReport(r: Report): string {
  const [short, long, stock, dev] = r.benches as [ThreadBench, ThreadBench, ThreadBench, ThreadBench];
  const all = [short, long, stock, dev];
  const pick = (f: (sample: LoadSample) => number | null) => all.map((b) => medianOf(b, f));
  const longs = (values: Figure[]): [string, Figure][] => [[long.label, values[1]!], [stock.label, values[2]!], [dev.label, values[3]!]];
  const stream = (f: (s: StreamResult) => number) => all.map((b) => (b.stream ? f(b.stream) : null));

  const nav = pick((s) => s.navToVisibleMs);
  const history = pick((s) => s.historyToVisibleMs);
  const longest = pick((s) => s.longestTaskMs);
  const over50 = pick((s) => s.tasksOver50);
  const rows = pick((s) => s.rows);
  const elements = pick((s) => s.elements);
  const heap = pick((s) => s.heapMb);
  // Yes only when every load found it.
  const html = all.map((b) => (b.loads.length === 0 ? null : b.loads.every((s) => s.inServerHtml)));
  const streamLongest = stream((s) => s.longestTaskMs);
  const busy = stream((s) => s.busyMs);
  const run = stream((s) => s.runMs);
  const paints = stream((s) => s.paints);
  const layouts = stream((s) => s.layouts);
  const line = (figure: string, cells: string[], ratioCell: string, budget: string) => [figure, cells[0]!, cells[1]!, ratioCell, cells[2]!, cells[3]!, budget];

  const threadTable = renderTable(
    ["figure", short.label, long.label, "10k/100", stock.label, dev.label, "budget (10k threads)"],
    [
      line(`navigation -> newest message visible (median of ${r.runs})`, nav.map(ms), ratio(nav[1], nav[0]), verdict("<= 2000 ms (goal 1000)", longs(nav), (v) => (v as number) <= 2000)),
      line("... on a plain LangGraph API server (dev server column)", ["–", "–", "–", ms(nav[3]!)], "–", verdict("<= 1000 ms", [[dev.label, nav[3]!]], (v) => (v as number) <= 1000)),
      line("longest main-thread task while opening", longest.map(task), ratio(longest[1], longest[0]), verdict("<= 200 ms", longs(longest), (v) => (v as number) <= 200)),
      line("main-thread tasks over 50 ms while opening", over50.map(n), "–", "–"),
      line("newest message in the server's HTML", html.map((v) => (v === null ? "–" : v ? "yes" : "no")), "–", verdict("yes", [[long.label, html[1]!], [stock.label, html[2]!], [dev.label, html[3]!]], (v) => v === true)),
      line("history response -> newest message visible", history.map(ms), ratio(history[1], history[0]), "–"),
      line("message rows mounted ([data-item] in the log)", rows.map(n), ratio(rows[1], rows[0]), verdict("< 100", longs(rows), (v) => (v as number) < 100)),
      line("DOM elements in the log", elements.map(n), ratio(elements[1], elements[0]), "–"),
      line("JS heap used after GC", heap.map((v) => (v === null ? "–" : `${v.toFixed(1)} MB`)), ratio(heap[1], heap[0]), "–"),
      line("scroll back to the first message", all.map((b) => scrollCell(b, r.scrollCapMs)), short.scroll?.reached && long.scroll?.reached ? ratio(long.scroll.ms, short.scroll.ms) : "–", verdict("reachable", [[long.label, long.scroll?.reached ?? null], [stock.label, stock.scroll?.reached ?? null], [dev.label, dev.scroll?.reached ?? null]], (v) => v === true)),
      line("longest main-thread task while streaming", streamLongest.map(ms), ratio(streamLongest[1], streamLongest[0]), verdict("<= 50 ms", [[long.label, streamLongest[1]!]], (v) => (v as number) <= 50)),
      line("main-thread busy while streaming (of the run)", all.map((_, i) => (busy[i] === null ? "–" : `${ms(busy[i])} of ${ms(run[i])}`)), ratio(busy[1], busy[0]), "per-token work flat: see the ratio"),
      line("main-thread paints / layouts while streaming", all.map((_, i) => (paints[i] === null ? "–" : `${n(paints[i])} / ${n(layouts[i])}`)), ratio(paints[1], paints[0]), "–"),
    ],
  );

  const { list, firstLoad } = r;
  const searches = list.requests.map((q) => `${q.method} ${q.path}${q.rows === null ? "" : ` (${q.rows} rows)`} ${kb(q.bodyBytes)}`).join(", ");
  const workspaceTable = renderTable(
    ["figure", "result", "budget"],
    [
      [`chat list's page HTML and requests when the workspace opens (${LISTED_THREADS} threads listed)`, `${kb(list.bodyBytes)} (${kb(list.wireBytes)} on the wire)`, verdict("< 200 KB", [["list", list.bodyBytes]], (v) => (v as number) < 200 * 1024)],
      [
        `first-load JS of ${r.route}`,
        firstLoad ? `${kb(firstLoad.gzipBytes)} gzip (${kb(firstLoad.rawBytes)} raw, ${firstLoad.files} files)` : "build manifests not found",
        firstLoad ? verdict("< 250 KB gzip", [["route", firstLoad.gzipBytes]], (v) => (v as number) <= 250 * 1024) : "< 250 KB gzip: unknown",
      ],
    ],
  );

  const top = all.map((b) => `${b.label}: ${b.stream ? b.stream.topTasksMs.map((v) => v.toFixed(0)).join(", ") : "–"} ms`).join("; ");
  const lines = [
    threadTable,
    "",
    `The stock thread is served by a second app on the same backend with THREADLINE_HISTORY=state: every message in the state, no transcript. "${dev.label}" is the same thread on the official JS dev server (langgraphjs dev, a LangChain createAgent graph), opened by an app configured only with its URL and graph. Opening: navigation to the newest message visible, then ${SETTLE_MS / 1000} s to settle; long tasks from a 'longtask' PerformanceObserver installed before the page's scripts.`,
    `Scrolling up: earlier pages answered in ${all.map((b) => `${b.label} ${ms(b.scroll?.pageResponseMs)}`).join(", ")} (median, request to response end); the log was scrolled to the top every 100 ms.`,
    `Longest streaming tasks: ${top}. Streaming measured with a devtools.timeline trace (RunTask events on the renderer main thread), prompt "${r.streamPrompt}".`,
    `Threads: ${all.map((b) => `${b.label} = ${b.thread.stats.messages} messages, ${b.thread.stats.compactions} compactions, ${b.stock ? "no transcript" : `${b.thread.rows.length} transcript rows`}, state ${(b.stateBytes / 1e6).toFixed(1)} MB`).join("; ")}. Viewport ${VIEWPORT.width}x${VIEWPORT.height}. Machine: ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)} (task durations are wall time, so a busy machine inflates them).`,
    "",
    workspaceTable,
    "",
    `Chat list requests: ${searches || "none"}.`,
    r.browserJs === undefined ? "" : `Scripts the thread page loaded on a first visit (browser): ${kb(r.browserJs)} gzip`,
  ];
  return lines.filter((text, i, every) => text !== "" || every[i - 1] !== "").join("\n");
}
