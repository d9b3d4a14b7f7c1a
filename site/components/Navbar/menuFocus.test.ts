import assert from "node:assert/strict";
import { menuFocusTarget } from "./menuFocus";

describe("menuFocusTarget", () => {
  it("moves down and up, wrapping around, and to either end", () => {
    assert.equal(menuFocusTarget("ArrowDown", 0, 3), 1);
    assert.equal(menuFocusTarget("ArrowDown", 2, 3), 0);
    assert.equal(menuFocusTarget("ArrowUp", 0, 3), 2);
    assert.equal(menuFocusTarget("Home", 2, 3), 0);
    assert.equal(menuFocusTarget("End", 0, 3), 2);
  });

  it("starts from before the first item when focus is elsewhere, and ignores other keys", () => {
    assert.equal(menuFocusTarget("ArrowDown", -1, 3), 0);
    assert.equal(menuFocusTarget("Tab", 0, 3), null);
    assert.equal(menuFocusTarget("a", 0, 3), null);
  });
});
