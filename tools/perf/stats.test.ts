import assert from "node:assert/strict";
import { budgetMisses, median, totalBlockingTime } from "./stats";
import { mainThreadTasks, type TraceEvent } from "./trace";

describe("perf figures", () => {
  it("takes the median of odd and even counts", () => {
    assert.equal(median([5, 1, 3]), 3);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.ok(Number.isNaN(median([])));
  });

  it("sums the blocking part of each task beyond 50 ms", () => {
    assert.equal(totalBlockingTime([10, 50, 51, 120]), 71);
  });

  it("names each missed budget", () => {
    const ok = { jsGzip: 100 * 1024, cssGzip: 10 * 1024, longestTaskMs: 40, cls: 0 };
    assert.deepEqual(budgetMisses("/p", ok), []);
    const misses = budgetMisses("/p", { jsGzip: 120 * 1024, cssGzip: 30 * 1024, longestTaskMs: 80, cls: 0.01 });
    assert.equal(misses.length, 4);
    assert.match(misses[2], /task of 80 ms > 50 ms/);
  });
});

describe("trace tasks", () => {
  const meta = (pid: number, tid: number, name: string): TraceEvent => ({ name: "thread_name", ph: "M", pid, tid, ts: 0, args: { name } });
  const task = (pid: number, tid: number, ts: number, ms: number, name = "ThreadControllerImpl::RunTask"): TraceEvent => ({
    name,
    ph: "X",
    pid,
    tid,
    ts,
    dur: ms * 1000,
  });

  it("keeps top-level tasks of the busiest renderer main thread, in ms", () => {
    const events = [
      meta(1, 1, "CrRendererMain"),
      meta(2, 1, "CrRendererMain"),
      meta(2, 5, "Compositor"),
      task(1, 1, 0, 3),
      task(2, 1, 0, 80),
      task(2, 1, 1000, 20, "RunTask"), // nested in the 80 ms task
      task(2, 1, 100_000, 30),
      task(2, 5, 0, 500), // not a main thread
    ];
    assert.deepEqual(mainThreadTasks(events), [80, 30]);
  });
});
