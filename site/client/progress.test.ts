import assert from "node:assert/strict";
import { delayedProgress } from "./progress";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("delayedProgress", () => {
  it("starts the bar after the delay", async () => {
    let started = 0;
    delayedProgress(() => started++, 20);
    await wait(40);
    assert.equal(started, 1);
  });

  it("never shows a bar for loads that settle within the delay", async () => {
    let started = 0;
    const progress = delayedProgress(() => started++, 20);
    progress.settle();
    await wait(40);
    assert.equal(started, 0);
  });
});
