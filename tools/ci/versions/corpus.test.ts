/**
 * A docs folder in Docusaurus's versioned layout (docs/ is current, versioned_docs/version-1.0/
 * is 1.0, versioned_docs/version-0.9/ is 0.9, which has no sidebars file), built by the real
 * pipeline: each version's pages at its routes (read with jsdom), its route table and search
 * files where contracts/versions.ts puts them, and the site-wide steps over every version: the
 * link check's warnings for links from old versions to docs that only current has, edit links
 * and dates from each doc's own file, the sitemap, llms.txt, redirects and hosting headers.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import type { ManifestDoc, PageData, SiteManifest } from "../../../contracts/data";
import { frameUrl, idFileUrl, routeFileUrl, type FrameTables } from "../../../contracts/routeFiles";
import { parseCachedDirs } from "../../../contracts/headersFile";
import { hashedDirsOf } from "../../../contracts/hosting";
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

/** A version's route table, as built. */
function builtTable(name: string): SiteManifest {
  return json<SiteManifest>(join(pkg, name === "current" ? "site_manifest.json" : `site_v${name}_manifest.json`));
}

/** What the site serves of a version's table: its docs from its route files, its ids files, its version from its frame. */
function servedTable(name: string): {
  version: SiteManifest["version"];
  docs: ManifestDoc[];
  ids: Record<string, string>;
} {
  const files = versions.find((v) => v.name === name)!.routes;
  const at = (url: string) => join(site, url);
  const each = Array.from({ length: files.count }, (_, n) => n);
  return {
    version: json<FrameTables>(at(frameUrl(files.base))).home.version,
    docs: each.flatMap((n) => json<ManifestDoc[]>(at(routeFileUrl(files, n)))),
    ids: Object.assign({}, ...each.map((n) => json<Record<string, string>>(at(idFileUrl(files, n))))),
  };
}

const byRoute = (docs: readonly ManifestDoc[]) => [...docs].sort((a, b) => (a.route < b.route ? -1 : 1));

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
        { name: "0.9", label: "0.9", path: "/docs/0.9", isLast: undefined, searchBase: "/docs/0.9/" },
      ],
    );
    for (const name of ["current", "1.0", "0.9"]) {
      const served = servedTable(name);
      const built = builtTable(name);
      assert.deepEqual(served.version, built.version, name);
      assert.deepEqual(byRoute(served.docs), byRoute(built.docs), `${name}: its route files hold its docs`);
      assert.deepEqual(
        served.ids,
        Object.fromEntries(built.docs.flatMap((d) => (d.id ? [[d.id, d.route]] : []))),
        `${name}: its ids files`,
      );
    }
    assert.ok(!existsSync(join(site, "_site/manifest")), "no whole table");
  });

  it("gives the old version its banner and the latest version's facts in its table", () => {
    const { version, docs } = builtTable("1.0");
    assert.equal(version.banner, "unmaintained");
    assert.equal(version.badge, true);
    assert.equal(version.searchBase, "/docs/1.0/");
    assert.deepEqual(version.latest, { name: "current", label: "Next", path: "/docs", mainDocRoute: "/docs/intro" });
    assert.equal(version.mainDocRoute, "/docs/1.0/intro");
    const intro = docs.find((d) => d.route === "/docs/1.0/intro")!;
    assert.equal(intro.file, "versioned_docs/version-1.0/intro.md");
    assert.equal(builtTable("current").version.banner, undefined);
  });

  it("writes each version's search files in its search base", () => {
    for (const { searchBase } of versions) {
      const files = searchFilesOf(searchBase);
      for (const file of files.files) assert.ok(existsSync(join(site, file)), file);
      assert.ok(existsSync(join(site, files.chunkDir)), files.chunkDir);
    }
    // A doc group's section texts, in the version's search base (docs/intro.md is in group docs.0).
    assert.ok(existsSync(join(site, "docs/1.0/search-texts/docs.0.texts")));
  });
});

describe("a versioned docs folder: the link check", () => {
  it("warns about each link from an old version to a doc it lacks, naming both docs and where current has it", () => {
    const report = readFileSync(join(pkg, "site_links.txt"), "utf8").split("\n");
    const warnings = report.filter((line) => line.includes(": warning: ")).map((line) => line.trim());
    const v09 = "tools/ci/versions/versioned_docs/version-0.9/intro.md";
    const v10 = "tools/ci/versions/versioned_docs/version-1.0/intro.md";
    // 1.0's link to /docs/registry, a page of the last version, is fine.
    assert.deepEqual(warnings, [
      `${v09}:7: warning: broken markdown link /docs/0.9/tasks: docs version 0.9 has no docs/tasks.md (Next has it at /docs/tasks)`,
      `${v10}:7: warning: broken markdown link /docs/1.0/registry: docs version 1.0 has no docs/registry.md (Next has it at /docs/registry)`,
      `${v10}:8: warning: broken link /docs/1.0/registry: docs version 1.0 has no such page (Next has /docs/registry)`,
    ]);
  });
});

describe("a versioned docs folder: a version without a sidebars file", () => {
  it("builds 0.9's pages with no sidebar, as Docusaurus does", () => {
    const table = builtTable("0.9");
    assert.deepEqual(table.sidebars, {});
    assert.deepEqual(
      table.docs.map((d) => [d.route, d.sidebar]),
      [
        ["/docs/0.9/intro", null],
        ["/docs/0.9/templates", null],
      ],
    );
    const intro = page("docs/0.9/intro");
    assert.match(intro.querySelector("article")!.textContent!, /the 0\.9 text of the guide/);
    assert.equal(intro.querySelector(".doc-sidebar"), null);
    assert.ok(page("docs/1.0/intro").querySelector(".doc-sidebar"));
  });
});

/** The date of a doc's last commit, as git_dates wrote it for the doc's real file. */
function committed(file: string): string {
  const { timestamp } = json<{ timestamp: number }>(join(process.env.BAZEL_RUNFILES!, "git_dates", `${file}.json`));
  return new Date(timestamp * 1000).toISOString();
}

describe("a versioned docs folder: edit links and dates from each doc's own file", () => {
  it("leads Edit this page of an old version's doc to its file under versioned_docs/", () => {
    const edit = (route: string) => page(route).querySelector("a.doc-footer__edit")!.getAttribute("href")!;
    assert.match(edit("docs/1.0/intro"), /\/edit\/main\/versioned_docs\/version-1\.0\/intro\.md$/);
    assert.match(edit("docs/0.9/templates"), /\/edit\/main\/versioned_docs\/version-0\.9\/templates\.md$/);
    assert.match(edit("docs/intro"), /\/edit\/main\/docs\/intro\.md$/);
  });

  it("dates a doc only 0.9 has by its own file's last commit, on its page and in the sitemap", () => {
    const date = committed("tools/ci/versions/versioned_docs/version-0.9/templates.md");
    const data = json<PageData>(join(site, "_page/docs/0.9/templates.json"));
    assert.equal(data.lastUpdate?.date, date);
    const sitemap = readFileSync(join(site, "sitemap.xml"), "utf8");
    assert.ok(
      sitemap.includes(`<loc>https://projen.io/docs/0.9/templates</loc><lastmod>${date.slice(0, 10)}</lastmod>`),
      sitemap,
    );
  });
});

describe("a versioned docs folder: sitemap and llms.txt", () => {
  const locs = (): string[] =>
    [...readFileSync(join(site, "sitemap.xml"), "utf8").matchAll(/<loc>https:\/\/projen\.io([^<]*)<\/loc>/g)].map(
      (m) => m[1],
    );

  it("lists every version's docs in the sitemap, each at its own route", () => {
    const routes = [builtTable("current"), builtTable("1.0"), builtTable("0.9")].flatMap((t) =>
      t.docs.map((d) => d.route),
    );
    assert.deepEqual(locs(), ["/", ...routes]);
    assert.ok(locs().includes("/docs/1.0/intro") && locs().includes("/docs/0.9/templates"));
  });

  it("lists the last version's docs alone in llms.txt, as the site serves them at /docs", () => {
    const llms = readFileSync(join(site, "llms.txt"), "utf8");
    assert.match(llms, /\(https:\/\/projen\.io\/docs\/registry\.md\)/);
    assert.doesNotMatch(llms, /\/docs\/(1\.0|0\.9)\//);
  });
});

describe("a versioned docs folder: redirects and hosting", () => {
  it("redirects to pages of old versions", () => {
    const rules = readFileSync(join(site, "_redirects"), "utf8");
    assert.equal(rules, "/docs/1.0/old-setup /docs/1.0/guides/setup 301\n/docs/first-steps /docs/0.9/templates 301\n");
    const canonical = page("docs/1.0/old-setup").querySelector('link[rel="canonical"]')!.getAttribute("href");
    assert.equal(canonical, "https://projen.io/docs/1.0/guides/setup");
  });

  it("caches every version's search chunks and texts and its table's files for good, in _headers and the nginx block", () => {
    const dirs = parseCachedDirs(readFileSync(join(site, "_headers"), "utf8"));
    assert.deepEqual(
      dirs,
      hashedDirsOf(
        versions.map((v) => v.searchBase),
        versions.map((v) => v.routes.base),
      ),
    );
    assert.ok(dirs.includes("docs/0.9/search-chunks") && dirs.includes("docs/1.0/search-texts"));
    const nginx = readFileSync(join(pkg, "site_nginx.conf"), "utf8");
    for (const dir of dirs) assert.ok(nginx.includes(`\n    location ^~ /${dir}/ {\n`), dir);
  });
});
