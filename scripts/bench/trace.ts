// Reads a Chromium trace (devtools.timeline categories): the tasks of the renderer's main
// thread, the way the Performance panel finds long tasks.

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export interface TraceSummary {
  /** Main-thread tasks (RunTask) during the trace. */
  tasks: number;
  longestTaskMs: number;
  /** Tasks over 50 ms (the budget and the "long task" threshold). */
  longTasks: number;
  /** The five longest, in ms. */
  topTasksMs: number[];
  /** Main-thread frames (BeginMainThreadFrame), paints and layouts. */
  frames: number;
  paints: number;
  layouts: number;
  /** Main-thread busy time (sum of the durations of top-level tasks). */
  busyMs: number;
}

export function summarizeTrace(buffer: Buffer): TraceSummary {
  const parsed = JSON.parse(buffer.toString("utf8")) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mainThreads = new Set(
    events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`),
  );
  // Several renderers may exist (an about:blank, a spare one): take the busiest main thread.
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph !== "X" || event.name !== "RunTask") continue;
    const key = `${event.pid}:${event.tid}`;
    if (!mainThreads.has(key)) continue;
    let list = byThread.get(key);
    if (!list) byThread.set(key, (list = []));
    list.push(event);
  }
  let main: string | undefined;
  let busiest = -1;
  for (const [key, list] of byThread) {
    const busy = list.reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (busy > busiest) [main, busiest] = [key, busy];
  }
  const tasks = (main ? byThread.get(main) : undefined) ?? [];
  // A task run from inside another (a nested loop) is part of the outer one's time.
  const topLevel: TraceEvent[] = [];
  for (const task of [...tasks].sort((a, b) => a.ts - b.ts)) {
    const outer = topLevel.at(-1);
    if (!outer || task.ts >= outer.ts + (outer.dur ?? 0)) topLevel.push(task);
  }
  const durations = topLevel.map((event) => (event.dur ?? 0) / 1000).sort((a, b) => b - a);
  const onMain = (name: string) => events.filter((e) => e.name === name && `${e.pid}:${e.tid}` === main && e.ph !== "E").length;
  return {
    tasks: topLevel.length,
    longestTaskMs: durations[0] ?? 0,
    longTasks: durations.filter((ms) => ms > 50).length,
    topTasksMs: durations.slice(0, 5),
    frames: onMain("BeginMainThreadFrame"),
    paints: onMain("Paint"),
    layouts: onMain("Layout"),
    busyMs: durations.reduce((sum, ms) => sum + ms, 0),
  };
}
