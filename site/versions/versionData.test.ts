import assert from "node:assert/strict";
import { idFileOf, idFileUrl } from "../../contracts/routeFiles";
import { currentTable, oldTable, siteVersions, versionedSite } from "../testing/versionedSite";
import { createVersionLoader } from "./versionData";

describe("createVersionLoader", () => {
  it("fetches the list (revalidated) and an ids file once each, where the version has a doc by its id", async () => {
    const asked: [string, RequestInit | undefined][] = [];
    const loader = createVersionLoader(async (url, init) => {
      asked.push([url, init]);
      if (url.endsWith("versions.json")) return siteVersions;
      return Object.fromEntries(oldTable.docs.map((doc) => [doc.id, doc.route]));
    });
    const list = await loader.list();
    await loader.list();
    const routes = await loader.routes(list[1], "tasks");
    await loader.routes(list[1], "intro");
    assert.deepEqual(asked, [
      ["/_site/versions.json", { cache: "no-cache" }],
      ["/_site/table-B/ids/0.json", undefined],
    ]);
    assert.equal(routes.get("tasks"), "/docs/1.0/tasks");
  });

  it("reads the ids file that holds the id, of the version's several", async () => {
    const asked: string[] = [];
    const { site } = versionedSite(currentTable);
    const loader = site.versionLoader!;
    const current = (await loader.list())[0];
    for (const id of ["intro", "tasks", "registry"]) {
      const url = idFileUrl(current.routes, idFileOf(id, current.routes.count));
      asked.push(url);
      assert.equal((await loader.routes(current, id)).get(id), currentTable.docs.find((d) => d.id === id)!.route, id);
    }
    assert.ok(new Set(asked).size > 1, "the ids are spread over the files");
  });

  it("tries a failed fetch again on the next use", async () => {
    let calls = 0;
    const loader = createVersionLoader(async () => {
      calls += 1;
      if (calls === 1) throw new Error("Loading /_site/versions.json failed: HTTP 503");
      return siteVersions;
    });
    await assert.rejects(loader.list(), /HTTP 503/);
    assert.equal((await loader.list()).length, 2);
  });
});
