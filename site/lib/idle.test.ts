import "../testing/dom";
import assert from "node:assert/strict";
import { whenIdleInSlices } from "./idle";

/** requestIdleCallback under test control: each idle period runs when `idle` is called. */
function fakeIdle() {
  const queue = new Map<number, (deadline: IdleDeadline) => void>();
  let nextHandle = 1;
  const original = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };
  window.requestIdleCallback = (callback) => {
    queue.set(nextHandle, callback);
    return nextHandle++;
  };
  window.cancelIdleCallback = (handle) => queue.delete(handle);
  return {
    pending: () => queue.size,
    idle(timeRemaining: number) {
      const callbacks = [...queue.values()];
      queue.clear();
      for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => timeRemaining });
    },
    restore() {
      Object.assign(window, { requestIdleCallback: original.request, cancelIdleCallback: original.cancel });
    },
  };
}

describe("whenIdleInSlices", () => {
  let idle: ReturnType<typeof fakeIdle>;
  beforeEach(() => (idle = fakeIdle()));
  afterEach(() => idle.restore());

  it("runs steps while the idle period lasts, then waits for the next one", () => {
    let steps = 0;
    let done = false;
    whenIdleInSlices(() => ++steps < 5, { done: () => (done = true) });
    assert.equal(steps, 0, "nothing before the browser is idle");
    idle.idle(0); // no time left: one step only
    assert.equal(steps, 1);
    assert.equal(done, false);
    idle.idle(50); // time enough for the rest
    assert.equal(steps, 5);
    assert.equal(done, true);
    assert.equal(idle.pending(), 0);
  });

  it("stops a slice at its budget even when the idle period is long", () => {
    const realNow = performance.now;
    let now = 0;
    performance.now = () => now;
    try {
      let steps = 0;
      const step = () => {
        now += 5; // each step takes 5 ms
        return ++steps < 100;
      };
      whenIdleInSlices(step, { budgetMs: 12 });
      idle.idle(50);
      assert.equal(steps, 3, "5 + 5 + 5 ms: the third step ends past the 12 ms budget");
      idle.idle(50);
      assert.equal(steps, 6);
    } finally {
      performance.now = realNow;
    }
  });

  it("can be cancelled between slices", () => {
    let steps = 0;
    const cancel = whenIdleInSlices(() => ++steps < 5);
    idle.idle(0);
    cancel();
    idle.idle(50);
    assert.equal(steps, 1);
  });
});
