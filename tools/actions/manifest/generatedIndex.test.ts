import assert from "node:assert/strict";
import { generatedIndexDocs, generatedIndexOf, kebabCase } from "./generatedIndex";

describe("generated index pages", () => {
  it("names the page after the label in kebab case, or after a slug under /category/", () => {
    assert.equal(kebabCase("Guides for Teams v2"), "guides-for-teams-v-2");
    assert.equal(kebabCase("APIReference"), "api-reference");
    assert.equal(kebabCase("  Réglages / Öffnen "), "réglages-öffnen");
    assert.equal(generatedIndexOf("Guides", {}).href, "/docs/category/guides");
    assert.equal(generatedIndexOf("Guides", { slug: "/category/all-guides" }).href, "/docs/category/all-guides");
    assert.deepEqual(generatedIndexOf("Guides", { title: "Every guide", description: "D" }).generatedIndex, {
      title: "Every guide",
      description: "D",
    });
  });

  it("lists every generated index of every sidebar, nested ones too, as route table entries", () => {
    const docs = generatedIndexDocs({
      a: [
        {
          type: "category",
          label: "Outer",
          href: "/docs/category/outer",
          generatedIndex: { title: "Outer" },
          collapsed: true,
          items: [
            {
              type: "category",
              label: "Inner",
              href: "/docs/category/inner",
              generatedIndex: { title: "All inner" },
              collapsed: true,
              items: [],
            },
            { type: "category", label: "Plain", href: "/docs/plain", collapsed: true, items: [] },
          ],
        },
      ],
    });
    assert.deepEqual(docs, [
      { route: "/docs/category/outer", title: "Outer", source: "", sidebar: "a", generated: true },
      { route: "/docs/category/inner", title: "All inner", source: "", sidebar: "a", generated: true },
    ]);
  });
});
