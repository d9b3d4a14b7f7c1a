import assert from "node:assert/strict";
import { oldTable, siteVersions } from "../testing/versionedSite";
import { createVersionLoader } from "./versionData";

describe("createVersionLoader", () => {
  it("fetches the list (revalidated) and a table once each, and maps doc ids to routes", async () => {
    const asked: [string, RequestInit | undefined][] = [];
    const loader = createVersionLoader(async (url, init) => {
      asked.push([url, init]);
      return url.endsWith("versions.json") ? siteVersions : oldTable;
    });
    const list = await loader.list();
    await loader.list();
    const routes = await loader.routes(list[1]);
    await loader.routes(list[1]);
    assert.deepEqual(asked, [
      ["/_site/versions.json", { cache: "no-cache" }],
      ["/_site/manifest-B.json", undefined],
    ]);
    assert.deepEqual(
      [...routes],
      [
        ["intro", "/docs/1.0/intro"],
        ["tasks", "/docs/1.0/tasks"],
      ],
    );
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
