import assert from "node:assert/strict";
import type { ManifestDoc, PageTable, PageTableItem, SiteManifest } from "../../../contracts/data";
import { routeKey } from "../../../contracts/paths";
import {
  frameUrl,
  listFileUrl,
  routeFileOf,
  routeFileUrl,
  tableFiles,
  type FrameTables,
} from "../../../contracts/routeFiles";
import { frameRoutes } from "./tableFiles";

const doc = (route: string, sidebar: string): ManifestDoc => ({ route, title: route, source: `${route}.md`, sidebar });
const link = (href: string) => ({ type: "link" as const, label: href, href });
const manifest: SiteManifest = {
  version: { name: "current", label: "Next", path: "/docs", mainDocRoute: "/docs/intro" },
  docs: ["intro", "concepts/projects", "concepts/tasks", "concepts/escape-hatches", "faq"]
    .map((name) => doc(`/docs/${name}`, "docs"))
    .concat(["projen", "github", "github.workflows"].map((name) => doc(`/docs/api/${name}`, "api"))),
  sidebars: {
    docs: [
      { type: "category", label: "Introduction", collapsed: false, items: [link("/docs/intro")] },
      {
        type: "category",
        label: "Concepts",
        collapsed: true,
        items: ["projects", "tasks", "escape-hatches"].map((name) => link(`/docs/concepts/${name}`)),
      },
      link("/docs/faq"),
    ],
    api: [
      link("/docs/api/projen"),
      link("/docs/api/github"),
      { type: "category", label: "Submodules", collapsed: false, items: [link("/docs/api/github.workflows")] },
    ],
  },
};

describe("a route table's files", () => {
  const part: PageTable = { version: manifest.version, docs: [], sidebars: {} };
  const frame: FrameTables = { home: part, search: part, notFound: part, docsNotFound: part };
  const files = { base: "/_site/table-x/", count: 4 };
  const written = tableFiles(manifest, files, frame);
  const json = (url: string) => JSON.parse(written.get(url)!) as unknown;

  it("put every doc in the one route file its key falls in", () => {
    const found: ManifestDoc[] = [];
    for (let n = 0; n < files.count; n++) {
      const docs = json(routeFileUrl(files, n)) as ManifestDoc[];
      for (const doc of docs) assert.equal(routeFileOf(routeKey(doc.route), files.count), n, doc.route);
      found.push(...docs);
    }
    assert.deepEqual(found.map((d) => d.route).sort(), manifest.docs.map((d) => d.route).sort());
  });

  it("write each list of each sidebar, a nested category's items as a gap", () => {
    const top = json(listFileUrl(files.base, "api", [])) as PageTableItem[];
    assert.equal(top.length, manifest.sidebars.api.length);
    const lists = [...written.keys()].filter((url) => url.includes("/lists/")).sort();
    assert.deepEqual(
      lists,
      [
        listFileUrl(files.base, "api", []),
        listFileUrl(files.base, "api", [2]),
        listFileUrl(files.base, "docs", []),
        listFileUrl(files.base, "docs", [0]),
        listFileUrl(files.base, "docs", [1]),
      ].sort(),
    );
    const concepts = (json(listFileUrl(files.base, "docs", [])) as PageTableItem[])[1];
    assert.deepEqual(!Array.isArray(concepts) && concepts.type === "category" && concepts.items, [
      { type: "gap", count: 3 },
    ]);
  });

  it("and the frame, whose not-found table is rendered at a docs path", () => {
    assert.deepEqual(json(frameUrl(files.base)), frame);
    assert.equal(frameRoutes("/docs/1.0").docsNotFound.startsWith("/docs/1.0/"), true);
  });

  it("give a long list a head file too, and a short one none", () => {
    const long = Array.from({ length: 100 }, (_, k) => link(`/docs/long/p${k}`));
    const table: SiteManifest = {
      ...manifest,
      sidebars: { long: [{ type: "category", label: "Long", collapsed: true, items: long }] },
    };
    const out = tableFiles(table, files, frame);
    const head = JSON.parse(out.get(listFileUrl(files.base, "long", [0], "head"))!) as PageTableItem[];
    assert.deepEqual(head.at(-1), { type: "gap", count: 100 - head.length + 1 });
    assert.equal((JSON.parse(out.get(listFileUrl(files.base, "long", [0]))!) as PageTableItem[]).length, 100);
    assert.equal(out.has(listFileUrl(files.base, "long", [], "head")), false);
  });
});
