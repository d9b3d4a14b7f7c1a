import { resetDom, withFailingStorage } from "../testing/dom";
import assert from "node:assert/strict";
import { local, session } from "./storage";

describe("safe storage", () => {
  afterEach(resetDom);

  it("reads and writes", () => {
    local.set("k", "v");
    assert.equal(local.get("k"), "v");
    local.remove("k");
    assert.equal(local.get("k"), null);
    session.set("s", "1");
    assert.equal(window.sessionStorage.getItem("s"), "1");
  });

  it("never throws when storage does", () => {
    withFailingStorage(["getItem", "setItem", "removeItem"], "SecurityError", () => {
      assert.equal(local.get("k"), null);
      assert.doesNotThrow(() => local.set("k", "v"));
      assert.doesNotThrow(() => local.remove("k"));
    });
  });

  it("copes with storage that cannot even be reached", () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, "localStorage")!;
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new Error("SecurityError");
      },
    });
    try {
      assert.equal(local.get("k"), null);
      assert.doesNotThrow(() => local.set("k", "v"));
      assert.equal(local.area(), null);
    } finally {
      Object.defineProperty(window, "localStorage", descriptor);
    }
  });
});
