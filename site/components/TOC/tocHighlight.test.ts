import "../../testing/dom";
import assert from "node:assert/strict";
import { CHUNK_CLASS } from "../DocBody/bodyFiller";
import { tocTree } from "./TableOfContents";
import { activeHeadingIndex, headingBox, type HeadingBox } from "./tocHighlight";

const H = 20; // heading height
const boxes = (tops: number[]): HeadingBox[] => tops.map((top) => ({ top, bottom: top + H }));

/** The rule read literally, heading by heading: the reference for the binary search. */
function linear(list: HeadingBox[], offset: number, viewport: number): number {
  const at = list.findIndex((box) => box.top >= offset);
  if (at < 0) return list.length - 1;
  const box = list[at];
  if (box.top > 0 && box.bottom < viewport / 2) return at;
  return at - 1;
}

describe("activeHeadingIndex", () => {
  const offset = 60;
  const viewport = 800;
  const pick = (tops: number[]) => {
    const list = boxes(tops);
    return activeHeadingIndex(list.length, (i) => list[i], offset, viewport);
  };

  it("is none without headings", () => {
    assert.equal(pick([]), -1);
  });

  it("takes the first heading below the navbar when it is in the top half", () => {
    assert.equal(pick([-500, -100, 100, 900]), 2);
  });

  it("takes the previous heading when the next one is still low on the screen", () => {
    assert.equal(pick([-500, -100, 500, 900]), 1);
  });

  it("is none when the first heading is not yet in the top half", () => {
    assert.equal(pick([500, 900]), -1);
  });

  it("is the last heading when all are above the navbar", () => {
    assert.equal(pick([-900, -500, -100]), 2);
  });

  it("treats a heading exactly at the offset as below it", () => {
    assert.equal(pick([-100, 60, 900]), 1);
  });

  it("agrees with the rule read literally, over many layouts", () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let run = 0; run < 500; run++) {
      const count = Math.floor(random() * 30);
      let top = -2000 + random() * 1500;
      const tops: number[] = [];
      for (let i = 0; i < count; i++) tops.push((top += 10 + random() * 300));
      const list = boxes(tops);
      assert.equal(
        activeHeadingIndex(list.length, (i) => list[i], offset, viewport),
        linear(list, offset, viewport),
      );
    }
  });

  it("reads few boxes on a long page", () => {
    const list = boxes(Array.from({ length: 4000 }, (_, i) => -50000 + i * 40));
    let reads = 0;
    const read = (i: number) => {
      reads++;
      return list[i];
    };
    activeHeadingIndex(list.length, read, offset, viewport);
    assert.ok(reads < 20, `${reads} reads`);
  });
});

describe("tocTree", () => {
  it("nests h3 under the h2 before them", () => {
    const tree = tocTree([
      { id: "intro", text: "Intro", level: 3 },
      { id: "a", text: "A", level: 2 },
      { id: "a1", text: "A1", level: 3 },
      { id: "b", text: "B", level: 2 },
    ]);
    assert.deepEqual(
      tree.map((node) => [node.id, node.children.map((child) => child.id)]),
      [
        ["intro", []],
        ["a", ["a1"]],
        ["b", []],
      ],
    );
  });
});

describe("headingBox", () => {
  const rect = (top: number, height: number) => ({ top, bottom: top + height }) as DOMRect;

  /** A heading in a body slice; counts how often the heading itself is measured. */
  function headingInSlice(sliceTop: number) {
    const slice = document.createElement("div");
    slice.className = CHUNK_CLASS;
    const heading = slice.appendChild(document.createElement("h2"));
    slice.getBoundingClientRect = () => rect(sliceTop, 2000);
    let reads = 0;
    heading.getBoundingClientRect = () => {
      reads++;
      return rect(sliceTop + 300, 30);
    };
    return { heading, reads: () => reads };
  }

  it("stands a far slice's box for a heading in it, never laying the slice out", () => {
    const below = headingInSlice(5000);
    assert.deepEqual(headingBox(below.heading, 800), rect(5000, 2000));
    const above = headingInSlice(-9000);
    assert.deepEqual(headingBox(above.heading, 800), rect(-9000, 2000));
    assert.equal(below.reads() + above.reads(), 0);
  });

  it("measures a heading in a slice near the viewport, and one outside any slice", () => {
    const near = headingInSlice(-500);
    assert.deepEqual(headingBox(near.heading, 800), rect(-200, 30));
    assert.equal(near.reads(), 1);
    const plain = document.createElement("h2");
    plain.getBoundingClientRect = () => rect(40, 30);
    assert.deepEqual(headingBox(plain, 800), rect(40, 30));
  });
});
