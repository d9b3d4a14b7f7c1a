import "../testing/dom";
import assert from "node:assert/strict";
import { delayedProgress, finishProgress } from "./progress";

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

  it("shows the bar the moment the delay ends, in nprogress's markup, and removes it when the page is ready", async () => {
    delayedProgress(undefined, 0);
    await wait(0);
    assert.ok(document.querySelector("#nprogress > .bar[role='bar'] > .peg"), "drawn without waiting for nprogress");
    assert.ok(document.documentElement.classList.contains("nprogress-busy"));
    await wait(50); // nprogress has loaded and taken the bar over
    assert.equal(document.querySelectorAll("#nprogress").length, 1);
    finishProgress();
    await wait(700); // nprogress's closing animation
    assert.equal(document.getElementById("nprogress"), null);
    assert.ok(!document.documentElement.classList.contains("nprogress-busy"));
  });
});
