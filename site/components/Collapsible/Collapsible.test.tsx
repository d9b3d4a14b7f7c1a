import "../../testing/dom";
import assert from "node:assert/strict";
import { act } from "react";
import { cleanUpAfterEach, render } from "../../testing/render";
import { renderToString } from "react-dom/server";
import { animateCollapsible, Collapsible, COLLAPSED_CLASS } from "./Collapsible";
import { collapsibleDuration } from "./duration";

function transitionEnd(el: Element): void {
  const event = new Event("transitionend");
  Object.defineProperty(event, "propertyName", { value: "height" });
  act(() => {
    el.dispatchEvent(event);
  });
}

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

/** A Collapsible that starts collapsed around one paragraph, and a way to open or close it. */
function mountCollapsed(text: string, lazy = false) {
  const view = render(
    <Collapsible lazy={lazy} collapsed>
      <p>{text}</p>
    </Collapsible>,
  );
  const setCollapsed = (collapsed: boolean) =>
    view.rerender(
      <Collapsible lazy={lazy} collapsed={collapsed}>
        <p>{text}</p>
      </Collapsible>,
    );
  return { container: view.container, setCollapsed };
}

describe("collapsibleDuration", () => {
  it("follows round((4 + 15·c^0.25 + c/5) × 10) with c = height / 36", () => {
    assert.equal(collapsibleDuration(0), 40);
    assert.equal(collapsibleDuration(36), 192);
    assert.equal(collapsibleDuration(100), 239);
    assert.equal(collapsibleDuration(360), 327);
    assert.equal(collapsibleDuration(1000), 440);
  });
});

describe("Collapsible", () => {
  cleanUpAfterEach();

  it("applies the initial state without animating", () => {
    const { container } = render(
      <Collapsible collapsed>
        <p>content</p>
      </Collapsible>,
    );
    const el = container.firstElementChild as HTMLElement;
    assert.equal(el.style.display, "none");
    assert.equal(el.style.height, "0px");
    assert.equal(el.style.overflow, "hidden");
    assert.equal(el.style.transition, "");
  });
});

describe("Collapsible: server markup and mount", () => {
  cleanUpAfterEach();

  it("marks the server's markup with a class, never a style attribute (the CSP forbids inline style)", () => {
    const closed = renderToString(
      <Collapsible collapsed as="ul" className="menu__list">
        <li>a</li>
      </Collapsible>,
    );
    const open = renderToString(
      <Collapsible collapsed={false}>
        <p>b</p>
      </Collapsible>,
    );
    assert.match(closed, new RegExp(`^<ul class="menu__list ${COLLAPSED_CLASS}">`));
    assert.match(open, /^<div>/);
    assert.ok(!/style=/.test(closed + open));
  });

  it("takes over from the class on mount: the expanded style wins once the block opens", async () => {
    const { container, setCollapsed } = mountCollapsed("c");
    const el = container.firstElementChild as HTMLElement;
    assert.ok(el.classList.contains(COLLAPSED_CLASS));
    setCollapsed(false);
    await nextFrame();
    transitionEnd(el);
    assert.deepEqual([el.style.display, el.style.height, el.style.overflow], ["block", "auto", "visible"]);
  });
});

describe("Collapsible: opening and closing", () => {
  cleanUpAfterEach();

  it("does not mount lazy content until it first opens", () => {
    const { container, setCollapsed } = mountCollapsed("content", true);
    assert.equal(container.querySelector("p"), null);
    setCollapsed(false);
    assert.ok(container.querySelector("p"));
  });

  it("animates open with a height transition, then settles on height auto", async () => {
    const { container, setCollapsed } = mountCollapsed("content");
    const el = container.firstElementChild as HTMLElement;
    setCollapsed(false);
    assert.equal(el.style.display, "block");
    await nextFrame();
    assert.match(el.style.transition, /^height \d+ms ease-in-out$/);
    assert.equal(el.style.willChange, "height");
    transitionEnd(el);
    assert.equal(el.style.height, "auto");
    assert.equal(el.style.overflow, "visible");
    assert.equal(el.style.transition, "");
  });

  it("animates closed and ends hidden", async () => {
    const el = document.createElement("div");
    document.body.appendChild(el);
    animateCollapsible(el, true);
    assert.match(el.style.transition, /ease-in-out/);
    await nextFrame();
    assert.equal(el.style.height, "0px");
    transitionEnd(el);
    assert.equal(el.style.display, "none");
  });
});
