import assert from "node:assert/strict";
import { handleRowKey, type RowList } from "./rowKeys";

/** A dropdown of `count` rows that records what the keys did to it. */
function rowList(state: Partial<Pick<RowList, "open" | "shown" | "count" | "activeIndex">> = {}) {
  const did: string[] = [];
  const list: RowList = {
    open: true,
    shown: true,
    count: 3,
    activeIndex: 0,
    ...state,
    setOpen: (open) => did.push(open ? "open" : "close"),
    setActiveIndex: (update) => did.push(`active ${update(list.activeIndex)}`),
    select: (index) => did.push(`select ${index}`),
  };
  return { list, did };
}

function press(key: string, list: RowList, shiftKey = false): boolean {
  let prevented = false;
  handleRowKey({ key, shiftKey, preventDefault: () => (prevented = true) }, list);
  return prevented;
}

describe("handleRowKey", () => {
  it("opens a closed dropdown with the arrows, then moves through the rows, wrapping", () => {
    const closed = rowList({ open: false });
    assert.equal(press("ArrowDown", closed.list), true);
    assert.deepEqual(closed.did, ["open"]);
    const last = rowList({ activeIndex: 2 });
    press("ArrowDown", last.list);
    assert.deepEqual(last.did, ["active 0"]);
    const first = rowList();
    press("ArrowUp", first.list);
    assert.deepEqual(first.did, ["active 2"]);
    const empty = rowList({ count: 0 });
    assert.equal(press("ArrowDown", empty.list), true);
    assert.deepEqual(empty.did, []);
  });

  it("opens the active row with Enter or Tab, but leaves Shift+Tab and a hidden dropdown alone", () => {
    const { list, did } = rowList({ activeIndex: 5 });
    assert.equal(press("Enter", list), true);
    assert.equal(press("Tab", list), true);
    assert.deepEqual(did, ["select 2", "select 2"], "the active row, at most the last");
    assert.equal(press("Tab", list, true), false);
    const hidden = rowList({ shown: false });
    assert.equal(press("Enter", hidden.list), false);
    assert.deepEqual(hidden.did, []);
  });

  it("closes with Escape, taking the key from the page only when open", () => {
    const open = rowList();
    assert.equal(press("Escape", open.list), true);
    assert.deepEqual(open.did, ["close"]);
    const closed = rowList({ open: false });
    assert.equal(press("Escape", closed.list), false);
    assert.deepEqual(closed.did, ["close"]);
  });
});
