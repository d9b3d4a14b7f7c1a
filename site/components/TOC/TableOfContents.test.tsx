import "../../testing/dom";
import assert from "node:assert/strict";
import { act } from "react";
import { cleanUpAfterEach, render } from "../../testing/render";
import { click } from "../../testing/events";
import { TableOfContents, TOCCollapsible } from "./TableOfContents";

const toc = [
  { id: "first", text: "First", level: 2 as const },
  { id: "detail", text: "Detail", level: 3 as const },
  { id: "second", text: "Second", level: 2 as const },
];

/** Headings at fixed viewport positions, moved by `scrollBy`. */
function headingsAt(tops: number[]): (delta: number) => void {
  let offset = 0;
  toc.forEach((entry, i) => {
    const h = document.createElement(entry.level === 2 ? "h2" : "h3");
    h.className = "anchor";
    h.id = entry.id;
    h.getBoundingClientRect = () => ({ top: tops[i] - offset, bottom: tops[i] - offset + 30 }) as DOMRect;
    document.body.appendChild(h);
  });
  return (delta) => {
    offset += delta;
  };
}

const active = () =>
  [...document.querySelectorAll(".table-of-contents__link--active")].map((a) => a.getAttribute("href"));
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

describe("TableOfContents", () => {
  beforeEach(() => {
    Object.defineProperty(window, "innerHeight", { configurable: true, value: 800 });
  });
  cleanUpAfterEach();

  it("nests h3 links and highlights the heading in view as the page scrolls", async () => {
    const scrollBy = headingsAt([100, 900, 1700]);
    render(<TableOfContents toc={toc} contentKey="page" />);
    assert.deepEqual(
      [...document.querySelectorAll(".table-of-contents__left-border > li > a")].map((a) => a.textContent),
      ["First", "Second"],
    );
    assert.deepEqual(active(), ["#first"]);
    scrollBy(850);
    act(() => {
      document.dispatchEvent(new Event("scroll"));
    });
    await nextFrame();
    assert.deepEqual(active(), ["#detail"]);
  });

  it("has a collapsible 'On this page' whose links mount on first open and take no part in highlighting", () => {
    headingsAt([100, 900, 1700]);
    render(<TOCCollapsible toc={toc} />);
    const button = document.querySelector(".theme-doc-toc-mobile > button")!;
    assert.equal(button.textContent, "On this page");
    assert.equal(button.getAttribute("aria-expanded"), "false");
    assert.equal(document.querySelector(".theme-doc-toc-mobile a"), null);
    click(button);
    assert.equal(document.querySelectorAll(".theme-doc-toc-mobile a.table-of-contents__link").length, 3);
    assert.equal(document.querySelector(".theme-doc-toc-mobile .toc-highlight"), null);
  });
});
