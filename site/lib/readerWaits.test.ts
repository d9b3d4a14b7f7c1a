import assert from "node:assert/strict";
import { afterReaderWaits, awaitedByReader } from "./readerWaits";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("readerWaits", () => {
  it("runs speculation at once when the reader waits for nothing", () => {
    let ran = false;
    afterReaderWaits(() => (ran = true));
    assert.equal(ran, true);
  });

  it("holds speculation until what the reader waits for settles, failed or not", async () => {
    let finish!: () => void;
    let fail!: (error: Error) => void;
    awaitedByReader(new Promise<void>((resolve) => (finish = resolve)));
    awaitedByReader(new Promise<void>((_, reject) => (fail = reject)));
    let ran = 0;
    afterReaderWaits(() => ran++);
    await tick();
    assert.equal(ran, 0);
    finish();
    await tick();
    assert.equal(ran, 0, "one wait is still pending");
    fail(new Error("offline"));
    await tick();
    assert.equal(ran, 1);
    afterReaderWaits(() => ran++);
    assert.equal(ran, 2, "nothing pending any more");
  });

  it("waits for work that starts while it waits", async () => {
    let first!: () => void;
    let second!: () => void;
    awaitedByReader(new Promise<void>((resolve) => (first = resolve)));
    let ran = false;
    afterReaderWaits(() => (ran = true));
    awaitedByReader(new Promise<void>((resolve) => (second = resolve)));
    first();
    await tick();
    assert.equal(ran, false);
    second();
    await tick();
    assert.equal(ran, true);
  });
});
