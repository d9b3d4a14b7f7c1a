/**
 * The spec's full route list, each found in the built site as prerendered HTML with its
 * title; and the content's link check, which must be clean.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { htmlFileOf } from "../contracts/paths";

const runfiles = join(process.env.BAZEL_RUNFILES!, "projen_docs");
const dist = join(runfiles, "dist");

const API =
  "awscdk build cdk cdk8s cdktf circleci github github.workflows gitlab java javascript javascript.biome_config projen python release typescript vscode web"
    .split(" ")
    .map((s) => `/docs/api/${s}`);

const DOCS = [
  ...["bundling", "components", "dependencies", "ejecting", "escape-hatches", "tasks"].map(
    (p) => `/docs/concepts/${p}`,
  ),
  "/docs/concepts/projects/",
  "/docs/concepts/projects/building-your-own",
  "/docs/concepts/projects/sub-projects",
  "/docs/custom/custom-components",
  "/docs/custom/custom-projects",
  "/docs/custom/programmatic-api",
  "/docs/faq/",
  "/docs/integrations/aws/",
  "/docs/integrations/circleci/",
  "/docs/integrations/github/",
  "/docs/integrations/github/pr-backports",
  "/docs/integrations/gitlab/",
  "/docs/introduction/",
  "/docs/introduction/getting-started",
  "/docs/introduction/the-projen-workflow",
  "/docs/introduction/use-cases",
  "/docs/project-types/aws-cdk-construct-library",
  "/docs/project-types/cdk8s",
  "/docs/project-types/node",
  ...["build", "publisher-component", "releases-and-versioning", "trusted-publishing"].map(
    (p) => `/docs/publishing/${p}`,
  ),
  "/docs/quick-starts/custom/",
  "/docs/quick-starts/java/hello-world/",
  "/docs/quick-starts/java/spring-boot/",
  "/docs/quick-starts/nodejs/hello-world/",
  "/docs/quick-starts/nodejs/rest-api/",
  "/docs/quick-starts/python/django/",
  "/docs/quick-starts/python/hello-world/",
  ...["angular", "expressjs", "hello-world", "react"].map((p) => `/docs/quick-starts/typescript/${p}/`),
  "/docs/testing/",
];

function titleOf(html: string): string {
  return /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
}

describe("the spec's routes", () => {
  it("has the home page, /search, /docs and 404.html", () => {
    assert.match(titleOf(readFileSync(join(dist, "index.html"), "utf8")), /projen/);
    assert.ok(existsSync(join(dist, "search/index.html")));
    assert.ok(existsSync(join(dist, "docs/index.html")));
    assert.match(titleOf(readFileSync(join(dist, "404.html"), "utf8")), /^Page Not Found \| projen$/);
  });

  for (const route of [...DOCS, ...API]) {
    it(`prerenders ${route} with its title`, () => {
      const file = join(dist, htmlFileOf(route));
      assert.ok(existsSync(file), `${file} is missing`);
      const html = readFileSync(file, "utf8");
      // "<title> | projen", or the site title alone for the page titled like the site (the root API page).
      assert.match(titleOf(html), route === "/docs/api/projen" ? /^projen$/ : /^.+ \| projen$/, `title of ${route}`);
      assert.match(html, /<article[\s>]/, `${route} has no article`);
    });
  }

  it("documents every submodule of the pinned projen", () => {
    const assembly = JSON.parse(
      readFileSync(join(process.env.BAZEL_RUNFILES!, "npm/node_modules/projen/.jsii"), "utf8"),
    );
    for (const sub of Object.keys(assembly.submodules)) {
      assert.ok(existsSync(join(dist, htmlFileOf(`/docs/api/${sub.replace(/^projen\./, "")}`))), sub);
    }
  });
});

describe("the content's links", () => {
  it("has no broken link, broken anchor or duplicate route", () => {
    assert.equal(readFileSync(join(runfiles, "dist_links.txt"), "utf8"), "");
  });
});
