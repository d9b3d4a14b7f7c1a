/**
 * A docs folder in Docusaurus's versioned layout (docs/ is current, versioned_docs/version-1.0/
 * is 1.0), built by the real pipeline: each version's pages at its routes (read with jsdom),
 * its route table and search files where contracts/versions.ts puts them, and the link
 * check's warning for a link from 1.0 to a doc that only current has.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import type { SiteManifest } from "../../../contracts/data";
import { SITE_VERSIONS_FILE, type SiteVersions, searchFilesOf } from "../../../contracts/versions";

const pkg = join(process.env.BAZEL_RUNFILES!, "projen_docs", "tools/ci/versions");
const site = join(pkg, "site");

/** The built page of a route, as a document. */
function page(route: string): Document {
  return new JSDOM(readFileSync(join(site, route, "index.html"), "utf8")).window.document;
}

function json<T>(path: string): T {
  return JSON.parse(readFileSync(path, "utf8")) as T;
}

const versions = json<SiteVersions>(join(site, SITE_VERSIONS_FILE)).versions;

/** A version's route table, as the site serves it. */
function servedTable(name: string): SiteManifest {
  return json<SiteManifest>(join(site, versions.find((v) => v.name === name)!.manifestUrl));
}

describe("a versioned docs folder: pages at each version's routes", () => {
  it("serves current at /docs/… and 1.0 at /docs/1.0/…, each page its own version's text", () => {
    assert.match(page("docs/intro").querySelector("article")!.textContent!, /newest text of the guide/);
    assert.match(page("docs/1.0/intro").querySelector("article")!.textContent!, /the 1\.0 text of the guide/);
    assert.match(page("docs/1.0/tasks").querySelector("article h1")!.textContent!, /Running tasks/);
    assert.ok(existsSync(join(site, "_page/docs/1.0/intro.json")));
  });

  it("has the doc that only current has in current alone", () => {
    assert.ok(existsSync(join(site, "docs/registry/index.html")));
    assert.ok(!existsSync(join(site, "docs/1.0/registry")));
  });

  it("writes each version's generated index pages under its route base", () => {
    assert.match(page("docs/category/guides").querySelector("main")!.textContent!, /Setting up a project/);
    const old = page("docs/1.0/category/guides");
    const hrefs = [...old.querySelectorAll("main a")].map((a) => a.getAttribute("href"));
    assert.deepEqual([...new Set(hrefs.filter((h) => h?.includes("setup")))], ["/docs/1.0/guides/setup"]);
  });

  it("links a 1.0 doc's .md links inside 1.0", () => {
    const hrefs = [...page("docs/1.0/intro").querySelectorAll("article a")].map((a) => a.getAttribute("href"));
    assert.ok(hrefs.includes("/docs/1.0/tasks"));
    assert.ok(hrefs.includes("/docs/1.0/registry"));
  });
});

describe("a versioned docs folder: route tables and search files", () => {
  it("lists the versions in Docusaurus's order, each table at its hashed URL", () => {
    assert.deepEqual(
      versions.map(({ name, label, path, isLast, searchBase }) => ({ name, label, path, isLast, searchBase })),
      [
        { name: "current", label: "Next", path: "/docs", isLast: true, searchBase: "/" },
        { name: "1.0", label: "1.0", path: "/docs/1.0", isLast: undefined, searchBase: "/docs/1.0/" },
      ],
    );
    assert.deepEqual(servedTable("current"), json<SiteManifest>(join(pkg, "site_manifest.json")));
    assert.deepEqual(servedTable("1.0"), json<SiteManifest>(join(pkg, "site_v1.0_manifest.json")));
  });

  it("gives the old version its banner and the latest version's facts in its table", () => {
    const { version, docs } = servedTable("1.0");
    assert.equal(version.banner, "unmaintained");
    assert.equal(version.badge, true);
    assert.equal(version.searchBase, "/docs/1.0/");
    assert.deepEqual(version.latest, { name: "current", label: "Next", path: "/docs", mainDocRoute: "/docs/intro" });
    assert.equal(version.mainDocRoute, "/docs/1.0/intro");
    const intro = docs.find((d) => d.route === "/docs/1.0/intro")!;
    assert.equal(intro.file, "versioned_docs/version-1.0/intro.md");
    assert.equal(servedTable("current").version.banner, undefined);
  });

  it("writes each version's search files in its search base", () => {
    for (const { searchBase } of versions) {
      const files = searchFilesOf(searchBase);
      for (const file of files.files) assert.ok(existsSync(join(site, file)), file);
      assert.ok(existsSync(join(site, files.chunkDir)), files.chunkDir);
    }
    assert.ok(existsSync(join(site, "docs/1.0/search-texts/docs/intro.texts")));
  });
});

describe("a versioned docs folder: the link check", () => {
  it("warns about a link from 1.0 to a doc it lacks, naming both docs", () => {
    const warnings = readFileSync(join(pkg, "site_links.txt"), "utf8").split("\n");
    const warning = warnings.filter((w) => w.includes("registry")).map((w) => w.trim());
    assert.equal(warning.length, 1, warnings.join("\n"));
    assert.match(warning[0], /^tools\/ci\/versions\/versioned_docs\/version-1\.0\/intro\.md:\d+: /);
    assert.match(warning[0], /broken markdown link/);
    assert.match(warning[0], /\/docs\/1\.0\/registry \(did you mean \/docs\/registry\?\)$/);
  });
});
