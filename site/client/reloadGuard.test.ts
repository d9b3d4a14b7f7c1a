import { resetDom, withFailingStorage } from "../testing/dom";
import assert from "node:assert/strict";
import { clearReloadGuard, reloadOnce } from "./reloadGuard";

describe("reloadOnce", () => {
  afterEach(resetDom);

  it("reloads once per URL, never in a loop", () => {
    let reloads = 0;
    const reload = () => reloads++;
    assert.equal(reloadOnce("https://projen.io/docs/a", reload), true);
    assert.equal(reloadOnce("https://projen.io/docs/a", reload), false);
    assert.equal(reloads, 1);
    assert.equal(reloadOnce("https://projen.io/docs/b", reload), true);
    assert.equal(reloads, 2);
  });

  it("may reload again for a URL that loaded fine in between", () => {
    let reloads = 0;
    reloadOnce("https://projen.io/docs/a", () => reloads++);
    clearReloadGuard("https://projen.io/docs/b");
    reloadOnce("https://projen.io/docs/a", () => reloads++);
    assert.equal(reloads, 1, "another URL's success does not reset it");
    clearReloadGuard("https://projen.io/docs/a");
    reloadOnce("https://projen.io/docs/a", () => reloads++);
    assert.equal(reloads, 2);
  });

  it("does not reload when sessionStorage cannot remember it", () => {
    withFailingStorage(["setItem"], "QuotaExceededError", () => {
      let reloads = 0;
      assert.equal(
        reloadOnce("https://projen.io/docs/a", () => reloads++),
        false,
      );
      assert.equal(reloads, 0);
    });
  });
});
