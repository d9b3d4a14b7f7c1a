import { resetDom, setUrl, withFailingStorage } from "../testing/dom";
import assert from "node:assert/strict";
import { CLIENT_LOADED_FLAG } from "../app/domIds";
import { ANNOUNCEMENT_SCRIPT, BASE_URL_BANNER_ID, BASE_URL_BANNER_SCRIPT, THEME_SCRIPT } from "./inlineScripts";

/** Runs an inline script the way the browser would: as classic script text in the page's window. */
function run(script: string): void {
  (window as unknown as { eval(code: string): unknown }).eval(script);
}

const html = () => document.documentElement;

describe("inline scripts", () => {
  afterEach(resetDom);

  describe("THEME_SCRIPT", () => {
    it("defaults to light", () => {
      run(THEME_SCRIPT);
      assert.equal(html().getAttribute("data-theme"), "light");
      assert.equal(html().getAttribute("data-theme-choice"), "light");
    });

    it("applies the stored theme", () => {
      localStorage.setItem("theme", "dark");
      run(THEME_SCRIPT);
      assert.equal(html().getAttribute("data-theme"), "dark");
      assert.equal(html().getAttribute("data-theme-choice"), "dark");
    });

    it("prefers ?docusaurus-theme= and copies docusaurus-data-* parameters", () => {
      localStorage.setItem("theme", "light");
      setUrl("/docs/x?docusaurus-theme=dark&docusaurus-data-mode=embed");
      run(THEME_SCRIPT);
      assert.equal(html().getAttribute("data-theme"), "dark");
      assert.equal(html().getAttribute("data-mode"), "embed");
    });

    it("does not throw when localStorage throws", () => {
      withFailingStorage(["getItem"], "SecurityError", () => {
        assert.doesNotThrow(() => run(THEME_SCRIPT));
        assert.equal(html().getAttribute("data-theme"), "light");
      });
    });
  });

  describe("ANNOUNCEMENT_SCRIPT", () => {
    it("hides a bar dismissed under the same id", () => {
      localStorage.setItem("docusaurus.announcement.id", "getting-started-2025");
      localStorage.setItem("docusaurus.announcement.dismiss", "true");
      run(ANNOUNCEMENT_SCRIPT);
      assert.equal(html().getAttribute("data-announcement-bar-initially-dismissed"), "true");
    });

    it("shows a bar whose id changed since it was dismissed", () => {
      localStorage.setItem("docusaurus.announcement.id", "older-news");
      localStorage.setItem("docusaurus.announcement.dismiss", "true");
      run(ANNOUNCEMENT_SCRIPT);
      assert.equal(html().getAttribute("data-announcement-bar-initially-dismissed"), "false");
    });
  });
});

describe("inline scripts: the base-URL banner", () => {
  afterEach(resetDom);

  describe("BASE_URL_BANNER_SCRIPT", () => {
    it("shows the banner only when the client never ran", () => {
      setUrl("/some/path");
      run(BASE_URL_BANNER_SCRIPT);
      window.dispatchEvent(new Event("load"));
      const banner = document.getElementById(BASE_URL_BANNER_ID)!;
      assert.match(banner.textContent!, /Your site did not load properly\./);
      assert.match(banner.textContent!, /Current configured baseUrl = \/ \(default value\)/);
      assert.equal(document.getElementById(`${BASE_URL_BANNER_ID}-suggestion`)!.textContent, "/some/path/");
    });

    it("styles the banner through the CSSOM, not with style attributes the CSP would refuse", () => {
      assert.ok(!BASE_URL_BANNER_SCRIPT.includes("style="));
      setUrl("/some/path");
      run(BASE_URL_BANNER_SCRIPT);
      window.dispatchEvent(new Event("load"));
      const box = document.querySelector<HTMLElement>(`#${BASE_URL_BANNER_ID} > div`)!;
      assert.equal(box.style.backgroundColor, "rgb(255, 230, 179)");
      assert.equal(box.querySelector<HTMLElement>("p")!.style.fontSize, "30px");
      assert.equal(document.getElementById(`${BASE_URL_BANNER_ID}-suggestion`)!.style.color, "green");
    });

    it("stays away when the client ran", () => {
      (window as unknown as Record<string, unknown>)[CLIENT_LOADED_FLAG] = true;
      try {
        run(BASE_URL_BANNER_SCRIPT);
        window.dispatchEvent(new Event("load"));
        assert.equal(document.getElementById(BASE_URL_BANNER_ID), null);
      } finally {
        delete (window as unknown as Record<string, unknown>)[CLIENT_LOADED_FLAG];
      }
    });
  });
});
