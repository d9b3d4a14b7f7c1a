import assert from "node:assert/strict";
import { errorChainText } from "./errors";

describe("errorChainText", () => {
  it("joins an error and its causes with a Cause: line", () => {
    const root = new Error("disk full");
    const middle = new Error("could not write", { cause: root });
    const top = new Error("save failed", { cause: middle });
    assert.equal(errorChainText(top), "save failed\n\nCause:\ncould not write\n\nCause:\ndisk full");
  });

  it("describes thrown non-errors with String()", () => {
    assert.equal(errorChainText("plain"), "plain");
    assert.equal(errorChainText(new Error("top", { cause: 42 })), "top\n\nCause:\n42");
  });

  it("stops at a cause loop", () => {
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    (a as { cause?: unknown }).cause = b;
    assert.equal(errorChainText(a), "a\n\nCause:\nb");
  });
});
