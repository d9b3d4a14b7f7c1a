import "../testing/dom";
import assert from "node:assert/strict";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, useLocation } from "react-router-dom";
import { SearchClientContext } from "./useSearchIndex";
import { SearchBar } from "./SearchBar";
import { key, typeInto } from "../testing/events";
import { mount, settle } from "../testing/render";
import { fakeWorker, freshForEachTest, searchTest, type FakeWorker } from "../testing/search/fakeWorker";

let currentUrl = "";

function LocationProbe() {
  const location = useLocation();
  currentUrl = location.pathname + location.search + location.hash;
  return null;
}

function app(worker: FakeWorker, url: string, extra?: ReactElement): ReactElement {
  return (
    <SearchClientContext.Provider value={worker.client}>
      <MemoryRouter initialEntries={[url]}>
        <SearchBar />
        <LocationProbe />
        {extra}
      </MemoryRouter>
    </SearchClientContext.Provider>
  );
}

describe("SearchBar on the server", () => {
  it("renders the box without touching window or document", () => {
    const worker = fakeWorker();
    const html = renderToString(app(worker, "/docs/concepts/tasks"));
    assert.match(html, /class="navbar__search"/);
    assert.match(html, /dir="ltr"/);
    assert.match(html, /placeholder="Search"/);
    assert.match(html, /aria-label="Search"/);
    assert.match(html, /<kbd class="navbar__search-kbd">ctrl<\/kbd><kbd class="navbar__search-kbd">K<\/kbd>/);
    assert.deepEqual(worker.calls, [], "nothing is fetched while rendering");
  });
});

/** The running test's worker and view, refreshed by each suite's hooks. */
const t = searchTest();

const input = () => t.view!.container.querySelector<HTMLInputElement>("input")!;
const options = () => [...t.view!.container.querySelectorAll<HTMLElement>('[role="option"]')];
const footerLink = () => t.view!.container.querySelector<HTMLAnchorElement>(".search-dropdown__footer a");

/** Mounts the bar at `url`, focuses the box and types `query`. */
async function open(url: string, query: string) {
  t.view = await mount(app(t.worker, url));
  await settle(() => input().focus());
  await settle(() => typeInto(input(), query));
}

describe("SearchBar in the browser: loading and results", () => {
  freshForEachTest(t);

  it("loads nothing at page load, and the index on first hover or focus", async () => {
    t.view = await mount(app(t.worker, "/docs/concepts/tasks"));
    await settle();
    assert.equal(t.worker.calls.length, 0);
    await settle(() => {
      input().dispatchEvent(new window.MouseEvent("mouseover", { bubbles: true, relatedTarget: document.body }));
    });
    assert.equal(t.worker.calls.length, 2, "hovering loads the index");
    await settle(() => input().focus());
    assert.deepEqual(
      t.worker.calls.map((c) => c.url.replace(/\?_=.*/, "?_=HASH")),
      ["http://localhost/search-manifest.json", "http://localhost/search-index.json?_=HASH"],
    );
  });

  it("shows at most 8 results grouped under their page, with marks and a path", async () => {
    await open("/docs/faq/", "tasks");
    const rows = options();
    assert.ok(rows.length > 0 && rows.length <= 8);
    assert.equal(input().getAttribute("aria-expanded"), "true");
    assert.equal(rows[0].getAttribute("aria-selected"), "true", "the first row is pre-selected");
    assert.equal(input().getAttribute("aria-activedescendant"), rows[0].id);
    assert.equal(rows[0].querySelector(".search-suggestion__title")!.innerHTML, "<mark>Tasks</mark>");
    assert.equal(rows[0].querySelector(".search-suggestion__path")!.textContent, "Docs › Concepts");
    assert.equal(rows[0].querySelector("a")!.getAttribute("href"), "/docs/concepts/tasks?_highlight=tasks");
    assert.ok(rows[1].classList.contains("search-suggestion--child"));
    assert.equal(footerLink()!.textContent, "See all results");
    assert.equal(footerLink()!.getAttribute("href"), "/search/?q=tasks");
  });

  it('says "No results" when nothing matches', async () => {
    await open("/docs/faq/", "xylophone");
    assert.equal(t.view!.container.querySelector(".search-dropdown__empty")!.textContent, "No results");
    assert.equal(footerLink(), null, "no footer without results in the root context");
  });

  it("searches the API Reference on API pages, with its footers", async () => {
    await open("/docs/api/projen", "tasks");
    assert.ok(options().every((row) => row.querySelector("a")!.getAttribute("href")!.startsWith("/docs/api/")));
    assert.equal(footerLink()!.textContent, 'See all results within "API Reference"');
    assert.equal(footerLink()!.getAttribute("href"), "/search/?q=tasks&ctx=docs%2Fapi");
    await settle(() => typeInto(input(), "escape hatches"));
    assert.equal(t.view!.container.querySelector(".search-dropdown__empty")!.textContent, "No results");
    assert.equal(footerLink()!.textContent, 'See all results outside "API Reference"');
    assert.equal(footerLink()!.getAttribute("href"), "/search/?q=escape+hatches");
    await settle(
      () => void footerLink()!.dispatchEvent(new window.MouseEvent("click", { bubbles: true, cancelable: true })),
    );
    assert.equal(currentUrl, "/search/?q=escape+hatches");
  });

  it("answers hostile queries with no results and no markup", async () => {
    await open("/docs/faq/", '<img src=x onerror="alert(1)">');
    assert.equal(t.view!.container.querySelectorAll("img").length, 0);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: regex syntax, typed as text
    await settle(() => typeInto(input(), ".*+?^${}()|[]\\"));
    await settle(() => typeInto(input(), "the of and"));
    assert.equal(options().length, 0);
  });
});

describe("SearchBar in the browser: keys and clicks", () => {
  freshForEachTest(t);

  it("moves with the arrow keys and opens the selected row with Enter, client-side", async () => {
    await open("/docs/faq/", "tasks");
    await settle(() => void key(input(), "ArrowDown"));
    assert.equal(options()[1].getAttribute("aria-selected"), "true");
    await settle(() => void key(input(), "ArrowUp"));
    await settle(() => void key(input(), "ArrowUp"));
    assert.equal(options()[options().length - 1].getAttribute("aria-selected"), "true", "Up from the first row wraps");
    await settle(() => void key(input(), "ArrowDown"));
    const href = options()[0].querySelector("a")!.getAttribute("href");
    await settle(() => void key(input(), "Enter"));
    assert.equal(currentUrl, href);
    assert.equal(options().length, 0, "the dropdown closed");
  });

  it("closes with Escape and keeps the text", async () => {
    await open("/docs/faq/", "tasks");
    await settle(() => void key(input(), "Escape"));
    assert.equal(options().length, 0);
    assert.equal(input().value, "tasks");
  });

  it("navigates on a plain click, and leaves Ctrl/Cmd-click to the browser", async () => {
    await open("/docs/faq/", "tasks");
    const link = options()[0].querySelector("a")!;
    const ctrlClick = new window.MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    await settle(() => void link.dispatchEvent(ctrlClick));
    assert.equal(ctrlClick.defaultPrevented, false);
    assert.equal(currentUrl, "/docs/faq/");
    await settle(() => void link.dispatchEvent(new window.MouseEvent("click", { bubbles: true, cancelable: true })));
    assert.equal(currentUrl, "/docs/concepts/tasks?_highlight=tasks");
  });

  it("focuses on Ctrl+K, but not on Ctrl+Shift+K", async () => {
    t.view = await mount(app(t.worker, "/docs/faq/"));
    await settle(() => void key(document.body, "k", { ctrlKey: true, shiftKey: true }));
    assert.notEqual(document.activeElement, input());
    const event = new window.KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true, cancelable: true });
    await settle(() => void document.body.dispatchEvent(event));
    assert.equal(document.activeElement, input());
    assert.equal(event.defaultPrevented, true);
    assert.ok(t.worker.calls.length > 0, "the shortcut starts loading the index");
  });
});

describe("SearchBar in the browser: the clear button and errors", () => {
  freshForEachTest(t);

  it("shows the clear button once there is text, and the shortcut hint before", async () => {
    t.view = await mount(app(t.worker, "/docs/faq/"));
    assert.ok(t.view.container.querySelector("kbd"));
    assert.equal(t.view.container.querySelector(".navbar__search-clear"), null);
    await settle(() => typeInto(input(), "ta"));
    assert.equal(t.view.container.querySelector("kbd"), null);
    assert.equal(t.view.container.querySelector(".navbar__search-clear")!.textContent, "✕");
  });

  it("reports a failed index load in the dropdown and retries", async () => {
    t.worker.failWith = 500;
    await open("/docs/faq/", "tasks");
    const error = t.view!.container.querySelector(".search-dropdown__error");
    assert.ok(error, "an error is shown");
    assert.match(error!.textContent!, /could not be loaded: Could not fetch the search manifest \(HTTP 500\)/);
    t.worker.failWith = null;
    await settle(() => t.view!.container.querySelector<HTMLButtonElement>(".search-dropdown__retry")!.click());
    await settle();
    assert.ok(options().length > 0);
  });

  it("fills the box from _highlight and its clear button removes them and the marks", async () => {
    const article = document.createElement("article");
    article.innerHTML = 'A <mark data-markjs="true">task</mark>.';
    document.body.appendChild(article);
    t.view = await mount(app(t.worker, "/docs/concepts/tasks?x=1&_highlight=add&_highlight=task#running-tasks"));
    await settle();
    assert.equal(input().value, "add task");
    await settle(() => t.view!.container.querySelector<HTMLButtonElement>(".navbar__search-clear")!.click());
    assert.equal(currentUrl, "/docs/concepts/tasks?x=1#running-tasks");
    assert.equal(input().value, "");
    assert.equal(article.innerHTML, "A task.");
  });
});
