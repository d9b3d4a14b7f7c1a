import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { build } from "esbuild";
import { ROUTER_FILES, treeShakable, treeShakableRouter } from "./treeShaking";

const MODULE = `import * as React10 from "react";
var LocationContext = React10.createContext(null);
LocationContext.displayName = "Location";
var Link = React10.forwardRef(function LinkWithRef(props, ref) {
  return React10.createElement("a", { ...props, ref });
});
Link.displayName = "Link";
var Memo = React10.memo(Link);
function ScrollRestoration() {
  ScrollRestoration.displayName = "kept: not a top-level statement";
  return null;
}
ScrollRestoration.displayName = 'ScrollRestoration';
RenderErrorBoundary.contextType = LocationContext;
var notAMaker = React10.createElement("a");
`;

describe("React Router made tree-shakable", () => {
  it("marks the top-level calls that make a component or a context pure", () => {
    const { source } = treeShakable(MODULE);
    assert.match(source, /^var LocationContext = \/\* @__PURE__ \*\/ React10\.createContext\(null\);$/m);
    assert.match(source, /^var Link = \/\* @__PURE__ \*\/ React10\.forwardRef\(function LinkWithRef/m);
    assert.match(source, /^var Memo = \/\* @__PURE__ \*\/ React10\.memo\(Link\);$/m);
    assert.match(source, /^var notAMaker = React10\.createElement\("a"\);$/m, "only makers are marked");
  });

  it("leaves out the top-level displayName statements, and nothing else", () => {
    const { source, changes } = treeShakable(MODULE);
    assert.doesNotMatch(source, /^\w+\.displayName =/m);
    assert.match(source, /^ {2}ScrollRestoration\.displayName = "kept: not a top-level statement";$/m);
    assert.match(source, /^RenderErrorBoundary\.contextType = LocationContext;$/m);
    assert.equal(changes, 6);
  });

  it("changes nothing in a module that has none of them", () => {
    const other = "export const x = 1;\n";
    assert.deepEqual(treeShakable(other), { source: other, changes: 0 });
  });

  it("applies to React Router's ESM files only", () => {
    assert.ok(ROUTER_FILES.test("/x/node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs"));
    assert.ok(ROUTER_FILES.test("C:\\npm\\node_modules\\react-router\\dist\\production\\index.mjs"));
    assert.ok(!ROUTER_FILES.test("/x/node_modules/react-router/dist/development/index.js"));
    assert.ok(!ROUTER_FILES.test("/x/node_modules/react-router-dom/dist/index.mjs"));
  });

  it("leaves <NavLink>, <Form> and <ScrollRestoration> out of a bundle of what the site imports", async function () {
    this.timeout(30_000);
    const dir = mkdtempSync(join(tmpdir(), "tree-shaking-"));
    try {
      const entry = join(dir, "entry.mjs");
      // What the site's client imports from react-router-dom (site/**/*.tsx).
      writeFileSync(
        entry,
        `export { BrowserRouter, Link, Outlet, Route, Routes, createPath, useLocation, useNavigate,
          useNavigationType, useSearchParams } from "react-router-dom";\n`,
      );
      const bundle = async (plugins: Parameters<typeof build>[0]["plugins"]) => {
        const result = await build({
          entryPoints: [entry],
          bundle: true,
          minify: true,
          write: false,
          format: "esm",
          external: ["react", "react-dom"],
          // As the bundle tool reads @npm: its node_modules folder, symlinks kept.
          nodePaths: [dirname(dirname(require.resolve("react-router-dom/package.json")))],
          preserveSymlinks: true,
          define: { "process.env.NODE_ENV": '"production"' },
          logLevel: "silent",
          plugins,
        });
        return result.outputFiles[0].text;
      };
      let heard: number[] = [];
      const shaken = await bundle([treeShakableRouter((changes, files) => (heard = [changes, files]))]);
      const whole = await bundle([]);
      // NavLink's aria-current, Form's encoding, ScrollRestoration's storage key.
      for (const marker of ["aria-current", "multipart/form-data", "react-router-scroll-positions"]) {
        assert.ok(whole.includes(marker), `${marker} is in React Router`);
        assert.ok(!shaken.includes(marker), `${marker} is left out`);
      }
      assert.ok(shaken.length < whole.length * 0.85, `${shaken.length} bytes against ${whole.length}`);
      assert.ok(heard[0] > 0 && heard[1] > 0, `changes and files heard: ${heard}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
