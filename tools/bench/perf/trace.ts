/**
 * Main-thread tasks from a Chromium trace (the JSON of Tracing with the "toplevel" and
 * "devtools.timeline" categories): the top-level tasks of the page's renderer main thread,
 * each with its length and what kind of work filled it.
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

/**
 * What a task spent its time on. "navigation" is the task in which the browser commits
 * the new document (a blank page has one of the same length); "script" holds every layout
 * a script forced, since the script asked for it.
 */
export type TaskKind = "navigation" | "script" | "rendering" | "parsing" | "other";

export interface Task {
  /** ms */
  ms: number;
  kind: TaskKind;
}

/** Names Chromium gives a top-level task of a thread's task runner. */
const TASK_NAMES = new Set(["ThreadControllerImpl::RunTask", "ThreadControllerImpl::DoWork", "RunTask"]);

/** devtools.timeline events, by the kind of work they are. */
const WORK = new Map<string, Exclude<TaskKind, "navigation" | "other">>([
  ["v8.evaluateModule", "script"],
  ["v8.compile", "script"],
  ["v8.compileModule", "script"],
  ["EvaluateScript", "script"],
  ["FunctionCall", "script"],
  ["TimerFire", "script"],
  ["FireIdleCallback", "script"],
  ["FireAnimationFrame", "script"],
  ["EventDispatch", "script"],
  ["RunMicrotasks", "script"],
  ["UpdateLayoutTree", "rendering"],
  ["Layout", "rendering"],
  ["PrePaint", "rendering"],
  ["Paint", "rendering"],
  ["Layerize", "rendering"],
  ["ParseAuthorStyleSheet", "rendering"],
  ["ParseHTML", "parsing"],
]);

/** The event Chromium records when the new document replaces the old one. */
const COMMIT = "CommitLoad";

/**
 * Tasks (ms, kind) of one renderer main thread: the one that worked longest, which is the
 * page's. Tasks before the navigation's commit belong to the page that was there before.
 */
export function mainThreadTasks(events: TraceEvent[]): Task[] {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== "X" || !mainThreads.has(thread)) continue;
    let list = byThread.get(thread);
    if (!list) byThread.set(thread, (list = []));
    list.push(event);
  }
  let best: Task[] = [];
  let bestTotal = -1;
  for (const list of byThread.values()) {
    const tasks = tasksOf(list);
    const total = tasks.reduce((sum, task) => sum + task.ms, 0);
    if (total > bestTotal) [best, bestTotal] = [tasks, total];
  }
  return best;
}

function tasksOf(events: TraceEvent[]): Task[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const top = outermost(sorted.filter((e) => TASK_NAMES.has(e.name)));
  const work = outermost(sorted.filter((e) => WORK.has(e.name) || e.name === COMMIT));
  const commit = work.find((e) => e.name === COMMIT);
  const tasks: Task[] = [];
  let next = 0;
  for (const task of top) {
    const end = task.ts + (task.dur ?? 0);
    const spent: Record<string, number> = {};
    let isCommit = false;
    while (next < work.length && work[next].ts < end) {
      const inner = work[next++];
      if (inner.ts < task.ts) continue;
      if (inner === commit) isCommit = true;
      else {
        const kind = WORK.get(inner.name)!;
        spent[kind] = (spent[kind] ?? 0) + (inner.dur ?? 0);
      }
    }
    if (commit && end <= commit.ts) continue; // the previous document's
    tasks.push({ ms: (task.dur ?? 0) / 1000, kind: isCommit ? "navigation" : kindOf(spent, task.dur ?? 0) });
  }
  return tasks;
}

/** The kind that filled most of the task; "other" when named work is under a third of it. */
function kindOf(spent: Record<string, number>, duration: number): TaskKind {
  const [kind, time] = Object.entries(spent).sort((a, b) => b[1] - a[1])[0] ?? ["other", 0];
  return time * 3 >= duration ? (kind as TaskKind) : "other";
}

/** Drops events nested inside another (a RunTask within a DoWork is the same work). */
function outermost(sorted: TraceEvent[]): TraceEvent[] {
  const kept: TraceEvent[] = [];
  let end = -Infinity;
  for (const event of sorted) {
    if (event.ts < end) continue;
    kept.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  return kept;
}
