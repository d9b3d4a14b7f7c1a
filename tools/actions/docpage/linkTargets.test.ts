import assert from "node:assert/strict";
import { resolveHref } from "./linkTargets";

describe("link targets", () => {
  const context = {
    docPath: "docs/api/build.md",
    anchorRoutes: { "projen.Project": "/docs/api/projen", "projen.build.BuildWorkflow": "/docs/api/build" },
  };

  it("keeps external hrefs as written and never checks them", () => {
    assert.deepEqual(resolveHref("https://projen.io/x.md", context), {
      href: "https://projen.io/x.md",
      check: false,
      markdown: false,
    });
    assert.deepEqual(resolveHref("//cdn.example/x", context), {
      href: "//cdn.example/x",
      check: false,
      markdown: false,
    });
  });

  it("turns markdown paths into routes, relative or from the content root", () => {
    assert.deepEqual(resolveHref("../concepts/tasks.md#steps", { docPath: "docs/guide/intro.md" }), {
      href: "/docs/concepts/tasks#steps",
      check: true,
      markdown: true,
    });
    assert.deepEqual(resolveHref("/docs/faq/index.md", { docPath: "docs/guide/intro.md" }), {
      href: "/docs/faq/",
      check: true,
      markdown: true,
    });
  });

  it("sends an anchor of a type (or its member) to the type's page, unless that is this page", () => {
    assert.equal(resolveHref("#projen.Project.addTask", context).href, "/docs/api/projen#projen.Project.addTask");
    assert.equal(resolveHref("#projen.build.BuildWorkflow", context).href, "#projen.build.BuildWorkflow");
    assert.equal(resolveHref("#usage", context).href, "#usage");
  });

  it("checks site routes but not files under /_", () => {
    assert.equal(resolveHref("/docs/faq/", context).check, true);
    assert.equal(resolveHref("/_page/docs/faq.json", context).check, false);
    assert.equal(resolveHref("relative/path", context).check, false);
  });
});
