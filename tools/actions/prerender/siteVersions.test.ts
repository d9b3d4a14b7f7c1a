/** Tests of siteVersionsOf: each version's facts and table URL, in the order given. */
import assert from "node:assert/strict";
import type { SiteManifest } from "../../../contracts/data";
import { routeFilesOf } from "../../../contracts/siteFiles";
import { siteVersionsOf } from "./siteVersions";

const latest = { name: "current", label: "Next", path: "/docs", mainDocRoute: "/docs/intro" };
const facts = { name: "1.0", label: "1.0", path: "/docs/1.0", mainDocRoute: "/docs/1.0/intro" };

function tableOf(version: SiteManifest["version"]) {
  const table: SiteManifest = { version, docs: [], sidebars: {} };
  return { text: JSON.stringify(table), table };
}

describe("siteVersionsOf", () => {
  it("lists each version with its table's URL, the last one marked", () => {
    const current = tableOf({ ...latest, versioned: true, badge: true });
    const listed = { ...facts, banner: "unmaintained" as const, searchBase: "/docs/1.0/" };
    const old = tableOf({ ...listed, latest, versioned: true, badge: true });
    assert.deepEqual(siteVersionsOf([current, old]), {
      versions: [
        { ...latest, isLast: true, searchBase: "/", routes: routeFilesOf(current.text, current.table.docs.length) },
        { ...listed, routes: routeFilesOf(old.text, old.table.docs.length) },
      ],
    });
  });
});
