import assert from "node:assert/strict";
import { budgetMisses, totalBlockingTime } from "./stats";
import { mainThreadTasks, type TraceEvent } from "./trace";

describe("perf figures", () => {
  it("sums the blocking part of each task beyond 50 ms", () => {
    assert.equal(totalBlockingTime([10, 50, 51, 120]), 71);
  });

  it("names each missed budget", () => {
    const ok = {
      jsGzip: 100 * 1024,
      cssGzip: 10 * 1024,
      longestTaskMs: 40,
      cls: 0,
      lcpMs: 2400,
      blockingMs: 250,
      plainBlockingMs: 200,
    };
    assert.deepEqual(budgetMisses("/p", ok), []);
    const misses = budgetMisses("/p", {
      jsGzip: 120 * 1024,
      cssGzip: 30 * 1024,
      longestTaskMs: 80,
      cls: 0.01,
      lcpMs: 2600,
      blockingMs: 301,
      plainBlockingMs: 200,
    });
    assert.equal(misses.length, 6);
    assert.match(misses[2], /task of 80 ms > 50 ms/);
    assert.match(misses[4], /LCP 2.60 s > 2.5 s/);
    assert.match(misses[5], /total blocking time 301 ms > the plain HTML's 200 \+ 100 ms/);
  });
});

describe("trace tasks", () => {
  const meta = (pid: number, tid: number, name: string): TraceEvent => ({
    name: "thread_name",
    ph: "M",
    pid,
    tid,
    ts: 0,
    args: { name },
  });
  const event = (
    pid: number,
    tid: number,
    ts: number,
    ms: number,
    name = "ThreadControllerImpl::RunTask",
  ): TraceEvent => ({
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
      event(1, 1, 0, 3),
      event(2, 1, 0, 80),
      event(2, 1, 1000, 20, "RunTask"), // nested in the 80 ms task
      event(2, 1, 100_000, 30),
      event(2, 5, 0, 500), // not a main thread
    ];
    assert.deepEqual(
      mainThreadTasks(events).map((t) => t.ms),
      [80, 30],
    );
  });

  it("names each task by the work that filled it, from the navigation's commit on", () => {
    const events = [
      meta(1, 1, "CrRendererMain"),
      event(1, 1, 0, 40), // the previous document's
      event(1, 1, 100_000, 60),
      event(1, 1, 101_000, 1, "CommitLoad"),
      event(1, 1, 200_000, 90),
      event(1, 1, 200_000, 50, "v8.evaluateModule"),
      event(1, 1, 210_000, 30, "Layout"), // forced by the script: the script's
      event(1, 1, 260_000, 20, "Layout"),
      event(1, 1, 300_000, 70),
      event(1, 1, 300_000, 10, "UpdateLayoutTree"),
      event(1, 1, 310_000, 40, "Layout"),
      event(1, 1, 400_000, 30),
      event(1, 1, 400_000, 5, "ParseHTML"), // under a third of the task
    ];
    assert.deepEqual(mainThreadTasks(events), [
      { ms: 60, kind: "navigation" },
      { ms: 90, kind: "script" },
      { ms: 70, kind: "rendering" },
      { ms: 30, kind: "other" },
    ]);
  });
});
