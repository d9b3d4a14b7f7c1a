import assert from "node:assert/strict";
import { FIRST_PART, firstPartEnd, nextCut, SPLIT_ABOVE } from "./htmlChunks";

describe("cutting a body into slices", () => {
  const body = `<p>intro</p>\n<h2 id="a">A</h2>\n<p>a <a href="#b" title="x > y">b</a></p>\n<h3 id="b">B</h3>\n<p>b</p>\n`;

  it("cuts right before the first top-level block past the minimum length", () => {
    assert.equal(nextCut(body, 0, 0), 0);
    assert.equal(nextCut(body, 0, 1), body.indexOf("<h2"));
    assert.equal(nextCut(body, 0, body.indexOf("<h2") + 1), body.lastIndexOf("<p>a"), "not inside the heading");
    assert.equal(
      nextCut(body, 0, body.lastIndexOf("<p>a") + 1),
      body.indexOf("<h3"),
      "a quoted > does not end the tag",
    );
    assert.equal(nextCut(body, body.lastIndexOf("<p>"), 1), body.length, "nothing after the last block");
  });

  it("never cuts inside an element, nor at a heading nested in one", () => {
    const html = `<details><summary>s</summary><h3>inside</h3><br><img src="x"/></details>\n<h4>top</h4>`;
    assert.equal(nextCut(html, 0, 1), html.indexOf("<h4"));
  });

  it("skips comments and raw text that looks like tags", () => {
    const html = `<!-- <div> --><span><textarea><div></textarea></span><h2>x</h2>`;
    assert.equal(nextCut(html, 0, 0), html.indexOf("<h2>"));
  });

  it("closes elements left open inside a closed one, as a browser does", () => {
    const html = `<p>Use the <rootDir> token</p>\n<ul><li>"/tmp/<path>"</li></ul>\n<h4>next</h4>`;
    assert.equal(nextCut(html, 0, html.indexOf("<ul") + 1), html.indexOf("<h4"));
  });

  it("gives up (no cut) on markup it cannot follow", () => {
    const html = `<div><p>unclosed<h2>x</h2>`;
    assert.equal(nextCut(html, 0, 1), html.length);
  });

  it("leaves bodies up to the limit whole and splits bigger ones after the first part", () => {
    assert.equal(firstPartEnd(body), body.length);
    const section = `<h3 id="s">S</h3>\n<p>${"x".repeat(1000)}</p>\n`;
    const huge = section.repeat(Math.ceil((SPLIT_ABOVE + 1) / section.length));
    const end = firstPartEnd(huge);
    assert.ok(end >= FIRST_PART && end < FIRST_PART + section.length, String(end));
    assert.match(huge.slice(end, end + 3), /^<(h3|p>)/);
  });
});
