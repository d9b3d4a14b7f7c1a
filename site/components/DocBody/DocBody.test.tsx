import { resetDom } from "../../testing/dom";
import assert from "node:assert/strict";
import { DOC_BODY_ID } from "../../app/domIds";
import { SPLIT_ABOVE } from "../../lib/htmlChunks";
import { BodyFiller, CHUNK_CLASS, prepareTarget, SETTLED_CLASS } from "./bodyFiller";
import { bodyMarkup } from "./DocBody";

const section = (i: number) => `<h3 class="anchor" id="s${i}">Section ${i}</h3>\n<p>${"word ".repeat(200)}</p>\n`;
const hugeBody = () =>
  Array.from({ length: Math.ceil(SPLIT_ABOVE / section(0).length) + 40 }, (_, i) => section(i)).join("");

describe("DocBody markup", () => {
  it("keeps a normal body as it is", () => {
    assert.equal(bodyMarkup("<p>small</p>"), "<p>small</p>");
  });

  it("puts the rest of a huge body in a <noscript>, cut before a block", () => {
    const html = hugeBody();
    const markup = bodyMarkup(html);
    const open = markup.indexOf('<noscript data-doc-rest="">');
    assert.ok(open > 0);
    assert.ok(markup.endsWith("</noscript>"));
    assert.match(markup.slice(open).replace(/^<noscript[^>]*>/, ""), /^<(h3|p)[ >]/);
    assert.equal(markup.replace(/<\/?noscript[^>]*>/g, ""), html, "nothing lost or changed");
  });

  it("leaves whole a body holding a </noscript> of its own", () => {
    const html = hugeBody() + "<noscript>x</noscript>";
    assert.equal(bodyMarkup(html), html);
  });
});

describe("BodyFiller", () => {
  afterEach(resetDom);

  function setUp() {
    const html = hugeBody();
    const body = document.createElement("div");
    body.id = DOC_BODY_ID;
    document.body.appendChild(body);
    return { html, body, filler: new BodyFiller(body, html) };
  }

  it("adds the body slice by slice, each in a chunk, until it is all there", () => {
    const { html, body, filler } = setUp();
    assert.ok(filler.step());
    assert.equal(body.children.length, 1);
    assert.equal(body.firstElementChild!.className, CHUNK_CLASS);
    assert.equal(body.firstElementChild!.firstElementChild!.tagName, "H3");
    assert.ok(body.firstElementChild!.innerHTML.length < 40_000, "a slice is small");
    filler.fill();
    assert.ok(filler.done());
    assert.equal(filler.step(), false);
    assert.ok(body.children.length > 2);
    assert.equal([...body.children].map((c) => c.innerHTML).join(""), html);
  });

  it("reveals the slice holding an id, and only up to it", () => {
    const { body, filler } = setUp();
    assert.ok(filler.reveal("s30"));
    assert.ok(document.getElementById("s30"));
    assert.ok(!filler.done());
    const chunks = body.children.length;
    assert.ok(filler.reveal("s1"), "already there");
    assert.equal(body.children.length, chunks);
    assert.equal(filler.reveal("nowhere"), false);
  });

  it("settles the slices added since the last time at the heights they were laid out with", () => {
    const { body, filler } = setUp();
    filler.settle(); // nothing added yet
    filler.step();
    filler.step();
    const [first, second] = [...body.children] as HTMLElement[];
    // jsdom lays nothing out: the heights a browser would have given the slices.
    first.getBoundingClientRect = () => ({ height: 812.5 }) as DOMRect;
    second.getBoundingClientRect = () => ({ height: 640 }) as DOMRect;
    filler.settle();
    assert.deepEqual(
      [first, second].map((chunk) => [chunk.classList.contains(SETTLED_CLASS), chunk.style.containIntrinsicSize]),
      [
        [true, "auto 812.5px"],
        [true, "auto 640px"],
      ],
    );
    filler.step();
    const third = body.lastElementChild as HTMLElement;
    filler.settle(); // its height is 0 here (not laid out): left as it is
    assert.equal(third.classList.contains(SETTLED_CLASS), false);
    assert.equal(third.style.containIntrinsicSize, "");
  });

  it("readies a target: added if deferred, its slice laid out for real", () => {
    const { filler } = setUp();
    assert.equal(prepareTarget(document, filler, "s25"), "revealed");
    const chunk = document.getElementById("s25")!.closest<HTMLElement>(`.${CHUNK_CLASS}`)!;
    assert.equal(chunk.style.contentVisibility, "visible");
    assert.equal(prepareTarget(document, filler, "s25"), "ready");
    assert.equal(prepareTarget(document, filler, "nowhere"), "missing");
    assert.equal(prepareTarget(document, null, ""), "missing");
  });
});
