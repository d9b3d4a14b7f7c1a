import "../../testing/dom";
import assert from "node:assert/strict";
import { renderToString } from "react-dom/server";
import type { PageData } from "../../../contracts/data";
import { pageOf, withSite } from "../../testing/fixtures";
import { cleanUpAfterEach, render } from "../../testing/render";
import { DocFooter, editUrlOf, formatDate } from "./DocFooter";

const DOC = { source: "docs/concepts/tasks.md" };
const config = {
  editUrl: "https://github.com/projen/projen/edit/main/",
  editCurrentVersion: false,
  showLastUpdateTime: true,
  showLastUpdateAuthor: true,
};
const dated = (more: Partial<PageData> = {}): PageData => ({
  ...pageOf("/docs/concepts/tasks", "Tasks"),
  lastUpdate: { date: "2024-05-31T23:30:00.000Z", author: "Ada Lovelace" },
  ...more,
});

describe("DocFooter", () => {
  cleanUpAfterEach();

  it("links the doc's source under the site's edit URL, with text a screen reader reads and the icon hidden", () => {
    const { container } = render(withSite(<DocFooter page={dated()} doc={DOC} config={config} />));
    const link = container.querySelector("a.doc-footer__edit")!;
    assert.equal(link.getAttribute("href"), "https://github.com/projen/projen/edit/main/docs/concepts/tasks.md");
    // An external link: it opens a new tab, and says so to screen readers (Link).
    assert.equal(link.textContent, "Edit this page (opens in a new tab)");
    assert.equal(link.querySelector("svg")?.getAttribute("aria-hidden"), "true");
  });

  it("says when and by whom, the date in a <time> with its ISO value, in UTC", () => {
    const { container } = render(withSite(<DocFooter page={dated()} doc={DOC} config={config} />));
    const updated = container.querySelector(".doc-footer__updated")!;
    assert.equal(updated.textContent, "Last updated on May 31, 2024 by Ada Lovelace");
    assert.equal(updated.querySelector("time")?.getAttribute("datetime"), "2024-05-31T23:30:00.000Z");
  });

  it("shows only what the configuration asks for", () => {
    const noAuthor = { ...config, showLastUpdateAuthor: false };
    const noTime = { ...config, showLastUpdateTime: false };
    const text = (c: typeof config) =>
      render(withSite(<DocFooter page={dated()} doc={DOC} config={c} />)).container.querySelector(
        ".doc-footer__updated",
      )?.textContent;
    assert.equal(text(noAuthor), "Last updated on May 31, 2024");
    assert.equal(text(noTime), "Last updated by Ada Lovelace");
    assert.equal(text({ ...noTime, showLastUpdateAuthor: false }), undefined);
  });

  it("takes the doc's custom_edit_url over the site's, and null for no link", () => {
    assert.equal(editUrlOf(dated({ customEditUrl: "https://example.com/e" }), DOC, config), "https://example.com/e");
    assert.equal(editUrlOf(dated({ customEditUrl: null }), DOC, config), null);
    assert.equal(editUrlOf(dated(), DOC, { ...config, editUrl: null }), null);
  });

  it("edits a cut version's doc in its own file, or in the current docs' with editCurrentVersion", () => {
    const versioned = { source: "docs/intro.md", file: "versioned_docs/version-1.2/intro.md" };
    const { container } = render(withSite(<DocFooter page={dated()} doc={versioned} config={config} />));
    assert.equal(
      container.querySelector("a.doc-footer__edit")?.getAttribute("href"),
      "https://github.com/projen/projen/edit/main/versioned_docs/version-1.2/intro.md",
    );
    assert.equal(
      editUrlOf(dated(), versioned, { ...config, editCurrentVersion: true }),
      "https://github.com/projen/projen/edit/main/docs/intro.md",
    );
    assert.equal(
      editUrlOf(dated({ customEditUrl: "https://example.com/e" }), versioned, config),
      "https://example.com/e",
    );
  });

  it("renders nothing when there is neither a link nor a date", () => {
    const page = { ...pageOf("/docs/api/projen", "projen"), customEditUrl: null };
    const { container } = render(
      withSite(<DocFooter page={page} doc={{ source: "docs/api/projen.md" }} config={config} />),
    );
    assert.equal(container.querySelector(".doc-footer"), null);
  });

  it("writes the same date in the server's markup as after hydration, whatever the time zone", () => {
    const html = renderToString(withSite(<DocFooter page={dated()} doc={DOC} config={config} />));
    assert.match(html, /<time datetime="2024-05-31T23:30:00.000Z">May 31, 2024<\/time>/i);
    assert.equal(formatDate("2024-12-31T23:59:59.000Z"), "Dec 31, 2024");
  });
});
