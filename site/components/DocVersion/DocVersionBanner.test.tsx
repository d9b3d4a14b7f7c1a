import "../../testing/dom";
import assert from "node:assert/strict";
import { withSite } from "../../testing/fixtures";
import { click } from "../../testing/events";
import { cleanUpAfterEach, render, settle } from "../../testing/render";
import { currentTable, oldTable, versionedSite } from "../../testing/versionedSite";
import { DocVersionBadge, DocVersionBanner } from "./DocVersionBanner";

const banner = () => document.querySelector<HTMLElement>(".theme-doc-version-banner");
const idle = () => settle(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe("DocVersionBanner", () => {
  cleanUpAfterEach();

  it("says an old version is unmaintained and links the same doc in the latest version, which it then prefers", async () => {
    const { site, fetched } = versionedSite(oldTable);
    render(withSite(<DocVersionBanner doc={oldTable.docs[1]} />, "/docs/1.0/tasks", site));
    assert.equal(banner()!.getAttribute("role"), "alert");
    assert.equal(
      banner()!.textContent,
      "This is documentation for projen 1.0, which is no longer actively maintained." +
        "For up-to-date documentation, see the latest version (Next).",
    );
    assert.equal(banner()!.querySelector("a")!.getAttribute("href"), "/docs/intro", "before the latest's routes");
    await idle();
    assert.equal(fetched.length, 2, fetched.join());
    assert.equal(fetched[0], "/_site/versions.json");
    assert.match(fetched[1], /^\/_site\/table-A\/ids\/\d\.json$/, "the ids file that holds tasks");
    assert.equal(banner()!.querySelector("a")!.getAttribute("href"), "/docs/tasks");
    click(banner()!.querySelector("a")!);
    assert.equal(localStorage.getItem("docs-preferred-version-default"), "current");
  });

  it("says a version newer than the latest is unreleased", () => {
    const table = { ...oldTable, version: { ...oldTable.version, banner: "unreleased" as const, label: "2.0" } };
    render(withSite(<DocVersionBanner doc={table.docs[0]} />, "/docs/1.0/intro", versionedSite(table).site));
    assert.match(banner()!.textContent!, /^This is unreleased documentation for projen 2\.0 version\./);
  });

  it("shows nothing on the latest version, and the badge on every version of a versioned site", () => {
    render(
      withSite(
        <>
          <DocVersionBanner doc={currentTable.docs[0]} />
          <DocVersionBadge />
        </>,
        "/docs/intro",
        versionedSite(currentTable).site,
      ),
    );
    assert.equal(banner(), null);
    assert.equal(document.querySelector(".theme-doc-version-badge")!.textContent, "Version: Next");
  });

  it("shows no badge on an unversioned site", () => {
    render(withSite(<DocVersionBadge />, "/docs/faq/"));
    assert.equal(document.querySelector(".theme-doc-version-badge"), null);
  });
});
