import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { differences, urlsToCompare, type Answer } from "./compare";

describe("hosting comparison", () => {
  const answer = (status: number, headers: Record<string, string>, body = "page"): Answer => ({
    status,
    headers,
    body: Buffer.from(body),
  });

  it("lists pages in each spelling, files, missing paths and every redirect, one with a query", () => {
    const root = mkdtempSync(join(tmpdir(), "site-"));
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "assets", "main-ABC.js"), "");
    writeFileSync(join(root, "_redirects"), "/old /docs/ 301\n/older /docs/faq/ 301\n");
    const urls = urlsToCompare(root);
    for (const url of [
      "/docs/concepts/tasks/",
      "/docs/faq.html",
      "/docs/index.html",
      "/assets/main-ABC.js",
      "/no/such/page",
    ])
      assert.ok(urls.includes(url), url);
    assert.ok(urls.includes("/old?q=tasks&x=%20y") && urls.includes("/older"));
  });

  it("finds a different status, header or body, and ignores each server's own validators", () => {
    const a = answer(200, { "content-type": "text/html", etag: '"1"' });
    assert.deepEqual(differences(a, answer(200, { "content-type": "text/html", etag: '"2"' })), []);
    assert.deepEqual(differences(a, answer(404, { "content-type": "text/html" })), ["status 200 ≠ 404"]);
    assert.deepEqual(differences(a, answer(200, { "content-type": "text/plain" })), [
      "content-type: text/html ≠ text/plain",
    ]);
    assert.deepEqual(differences(a, answer(200, { "content-type": "text/html" }, "other")), [
      "body: 4 bytes ≠ 5 bytes",
    ]);
  });

  it("compares a redirect by its status and Location, not by its note", () => {
    const a = answer(301, { location: "/docs/", "content-type": "text/html; charset=utf-8" }, "preview's note");
    assert.deepEqual(
      differences(a, answer(301, { location: "/docs/", "content-type": "text/html" }, "nginx's note")),
      [],
    );
    assert.deepEqual(differences(a, answer(301, { location: "/docs", "content-type": "text/html" })), [
      "location: /docs/ ≠ /docs",
    ]);
  });
});
