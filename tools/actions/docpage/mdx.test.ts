/**
 * A doc written for MDX, construct by construct: theme components taken as tags, partials
 * inlined, and what is not supported told with its line.
 */
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ShardDocument } from "../../../contracts/data";
import { compileDoc, type CompiledDoc } from "./compile";
import type { DocError } from "./source";

const folder = mkdtempSync(join(tmpdir(), "mdx-test-"));
/** Partials beside the doc, by path under the content root. */
const partials = new Map(
  Object.entries({
    "docs/_install.mdx": "---\nunused: front matter\n---\nInstall with **npx**.\n\n![diagram](./flow.png)\n",
    "docs/shared/_nested.md": "import Inner from './_inner.md';\n\nOuter part.\n\n<Inner />\n",
    "docs/shared/_inner.md": "Inner part.\n",
    "docs/_loop.mdx": "import Loop from './_loop.mdx';\n\n<Loop />\n",
    "docs/flow.png": "not really a png",
  }).map(([path, text]) => {
    const file = join(folder, path.replaceAll("/", "~"));
    writeFileSync(file, text);
    return [path, file];
  }),
);

const compile = (text: string): CompiledDoc =>
  compileDoc({
    file: "content/docs/guide.mdx",
    docPath: "docs/guide.mdx",
    bytes: new TextEncoder().encode(text),
    files: partials,
  });

function searchText({ shard, texts }: CompiledDoc): string {
  return shard!.documents
    .map((doc: ShardDocument) => doc.t ?? (doc.f ? (JSON.parse(texts.get(doc.f)!) as string[])[doc.o!] : ""))
    .join(" ");
}

const TABS = `---
sidebar_label: Guide
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Installing

<Tabs groupId="package-manager" queryString>
  <TabItem value="npm" label="npm">

    \`\`\`bash
    npm install projen
    \`\`\`

  </TabItem>
  <TabItem value="yarn" label="Yarn" default>
    Yarn text with **bold**.
  </TabItem>
  <TabItem value="pnpm">pnpm inline text</TabItem>
</Tabs>
`;

describe("an MDX doc's theme components", () => {
  const compiled = compile(TABS);
  const { html } = compiled.page;

  it("takes the import lines out and the title from the heading after them", () => {
    assert.equal(compiled.page.title, "Installing");
    assert.doesNotMatch(html, /import|@theme/);
  });

  it("renders tabs with the ARIA tabs pattern, the default tab shown and the others hidden", () => {
    assert.match(html, /<div class="tabs" data-group-id="package-manager" data-query-key="package-manager">/);
    assert.match(html, /<div role="tablist" aria-orientation="horizontal" class="tabs__list">/);
    const tabs = [...html.matchAll(/<button type="button" role="tab"[^>]*>([^<]*)<\/button>/g)];
    assert.deepEqual(
      tabs.map((m) => m[1]),
      ["npm", "Yarn", "pnpm"],
    );
    assert.match(tabs[1][0], /aria-selected="true" tabindex="0"/);
    assert.match(tabs[0][0], /aria-selected="false" tabindex="-1"/);
    assert.match(html, /id="tabs-1-panel-1" aria-labelledby="tabs-1-tab-1" class="tabs__panel" data-value="yarn">/);
    assert.match(html, /data-value="npm" hidden="until-found"><div class="code-block/);
    assert.match(html, /Yarn text with <strong>bold<\/strong>/);
    assert.match(html, /<p>pnpm inline text<\/p>/);
  });

  it("indexes every tab's text", () => {
    const text = searchText(compiled);
    for (const words of ["npm install projen", "Yarn text with bold", "pnpm inline text"])
      assert.ok(text.includes(words), words);
  });

  it("takes the old values prop and defaultValue", () => {
    const { html: values } = compile(
      `<Tabs defaultValue="b" values={[{label: 'Apple', value: 'a'}, {label: "Banana", value: "b"}]}>\n<TabItem value="a">A</TabItem>\n<TabItem value="b">B</TabItem>\n</Tabs>\n`.replace(
        /^/,
        "# T\n\n",
      ),
    ).page;
    assert.match(values, />Apple<\/button>/);
    assert.match(values, /aria-selected="true"[^>]*data-value="b">Banana/);
  });

  it("renders Admonition, Details and CodeBlock like their Markdown forms", () => {
    const { page } = compile(
      [
        "# T",
        "",
        '<Admonition type="warning" title="Mind this">',
        "Body of the **warning**.",
        "</Admonition>",
        "",
        '<Details summary="More">',
        "Hidden text.",
        "</Details>",
        "",
        '<CodeBlock language="ts" title="main.ts" showLineNumbers>{`const a = 1;',
        "const b = 2;`}</CodeBlock>",
      ].join("\n"),
    );
    assert.match(page.html, /<aside class="admonition admonition--warning"[\s\S]*Mind this[\s\S]*Body of the/);
    assert.match(
      page.html,
      /<details class="details"><summary>More<\/summary><div class="details__body"><p>Hidden text/,
    );
    assert.match(page.html, /<div class="code-block__title">main.ts<\/div>/);
    assert.match(page.html, /data-line="2"/);
  });
});

describe("an MDX doc as Markdown (its .md URL)", () => {
  it("writes each tab under its label, a partial's text in its place, components as Markdown", () => {
    const { markdown } = compile(
      `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Admonition from '@theme/Admonition';\n` +
        `import CodeBlock from '@theme/CodeBlock';\nimport Install from './_install.mdx';\n\n# Guide\n\n` +
        `<Tabs>\n  <TabItem value="npm" label="npm">Run **npm**.</TabItem>\n  <TabItem value="yarn">Run yarn.</TabItem>\n</Tabs>\n\n` +
        `<Install />\n\n<Admonition type="tip" title="Quick">Be *brief*.</Admonition>\n\n` +
        '<CodeBlock language="ts" title="a.ts">{`const a = 1;`}</CodeBlock>\n\n:::note\nAs written.\n:::\n\nA note[^1].\n\n[^1]: The note.\n',
    );
    assert.equal(
      markdown,
      "# Guide\n\n**npm**\n\nRun **npm**.\n\n**yarn**\n\nRun yarn.\n\n" +
        "Install with **npx**.\n\n![diagram](./flow.png)\n\n:::tip[Quick]\n\nBe *brief*.\n\n:::\n\n" +
        '```ts title="a.ts"\nconst a = 1;\n```\n\n:::note\nAs written.\n:::\n\nA note[^1].\n\n[^1]: The note.\n',
    );
  });
});

describe("an MDX doc's partials", () => {
  it("inlines a partial where it stands, without its front matter, its images found beside it", () => {
    const compiled = compile("import Install from './_install.mdx';\n\n# T\n\nBefore.\n\n<Install />\n\nAfter.\n");
    assert.match(compiled.page.html, /Before[\s\S]*Install with <strong>npx<\/strong>[\s\S]*After/);
    assert.doesNotMatch(compiled.page.html, /unused/);
    assert.match(compiled.page.html, /<img src="\/content-files\/docs\/flow-/);
    assert.deepEqual(compiled.usedFiles, ["docs/_install.mdx", "docs/flow.png"]);
  });

  it("follows a partial's own imports from its folder", () => {
    const { page } = compile("import Nested from './shared/_nested.md';\n\n# T\n\n<Nested />\n");
    assert.match(page.html, /Outer part[\s\S]*Inner part/);
  });
});

describe("what an MDX doc cannot do, with its line", () => {
  const fails = (text: string, line: number, message: RegExp) =>
    assert.throws(
      () => compile(text),
      (e: DocError) => e.line === line && message.test(e.message),
    );

  it("fails for an import the build cannot take, or an export", () => {
    fails("# T\n\nimport X from 'some-package';\n", 3, /import from "some-package" is not supported/);
    fails("---\ntitle: T\n---\n\nexport const x = 1;\n", 5, /MDX export is not supported/);
  });

  it("leaves prose and code that merely start with 'import' alone", () => {
    const { page } = compile("# T\n\nSome text\nimport this line too.\n\n```ts\nimport { a } from 'b';\n```\n");
    assert.match(page.html, /import this line too/);
    assert.match(page.html, /import/);
  });

  it("fails for a component it does not know, naming it", () => {
    fails('# T\n\n<Highlight color="red">\nText\n</Highlight>\n', 3, /<Highlight> is not a component the build knows/);
    fails("# T\n\nSome <Badge /> inline.\n", 3, /<Badge> inside a paragraph is not supported/);
  });

  it("fails for a tab outside tabs, a stray child, a missing value, or unclosed tags", () => {
    fails('# T\n\n<TabItem value="a">A</TabItem>\n', 3, /<TabItem> must stand inside <Tabs>/);
    fails("# T\n\n<Tabs>\nText\n</Tabs>\n", 3, /only <TabItem> elements may stand inside <Tabs>/);
    fails("# T\n\n<Tabs>\n<TabItem>A</TabItem>\n</Tabs>\n", 3, /needs a value/);
    fails('# T\n\n<Tabs>\n<TabItem value="a">A\n', 3, /<Tabs> is never closed/);
    fails("# T\n\n<Tabs groupId={os}>\n</Tabs>\n", 3, /must be a literal/);
  });

  it("fails for a partial that is missing or includes itself", () => {
    fails("import Gone from './_gone.mdx';\n\n# T\n\n<Gone />\n", 5, /no partial at docs\/_gone.mdx/);
    fails("import Loop from './_loop.mdx';\n\n# T\n\n<Loop />\n", 5, /includes itself/);
  });
});

describe("the site's static folder", () => {
  it("serves /img/… from static/img/… under the content root, by a hashed name", () => {
    const file = join(folder, "logo.svg");
    writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>');
    const compiled = compileDoc({
      file: "content/docs/guide.md",
      docPath: "docs/guide.md",
      bytes: new TextEncoder().encode("# T\n\n![logo](/img/logo.svg) and [elsewhere](/docs/other)\n"),
      files: new Map([["static/img/logo.svg", file]]),
    });
    assert.match(
      compiled.page.html,
      /<img src="\/content-files\/static~img\/logo-[0-9a-f]{8}\.svg" alt="logo" width="40" height="20"/,
    );
    assert.deepEqual(compiled.usedFiles, ["static/img/logo.svg"]);
    assert.deepEqual(
      compiled.links.links.map((l) => l.href),
      ["/docs/other"],
    );
  });
});
