/**
 * Main-thread tasks from a Chromium trace (the JSON of Tracing with the "toplevel"
 * category): the top-level tasks of the page's renderer main thread, in milliseconds.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** Names Chromium gives a top-level task of a thread's task runner. */
const TASK_NAMES = new Set(["ThreadControllerImpl::RunTask", "ThreadControllerImpl::DoWork", "RunTask"]);

/** Task durations (ms) of one renderer main thread: the one that worked longest, which is the page's. */
export function mainThreadTasks(events: TraceEvent[]): number[] {
  const mainThreads = new Set(
    events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== "X" || !TASK_NAMES.has(event.name) || !mainThreads.has(thread)) continue;
    let list = byThread.get(thread);
    if (!list) byThread.set(thread, (list = []));
    list.push(event);
  }
  let best: number[] = [];
  let bestTotal = -1;
  for (const list of byThread.values()) {
    const tasks = topLevel(list).map((e) => (e.dur ?? 0) / 1000);
    const total = tasks.reduce((a, b) => a + b, 0);
    if (total > bestTotal) [best, bestTotal] = [tasks, total];
  }
  return best;
}

/** Drops events nested inside another (a RunTask within a DoWork is the same work). */
function topLevel(events: TraceEvent[]): TraceEvent[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const kept: TraceEvent[] = [];
  let end = -Infinity;
  for (const event of sorted) {
    if (event.ts < end) continue;
    kept.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  return kept;
}
