/**
 * The chunks our client loads before it hydrates a doc page, beyond what the HTML names
 * (its module script, modulepreloads and their static imports): the entry module starts
 * its dynamic imports (the renderer and startClient) at its top level, and startClient
 * loads the doc route's own chunk (DocPage-*.js) before hydrating. The perf tool, which
 * counts what headless Chromium really downloads, finds the same files.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { siteFile, type PageAsset } from "./firstLoad";

/** The specifiers of `import("…")` calls with a string literal. */
export function dynamicImports(code: string): string[] {
  const out: string[] = [];
  const pattern = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
  for (let m = pattern.exec(code); m; m = pattern.exec(code)) out.push(m[1]);
  return out;
}

export function ourRouteChunkAssets(siteDir: string, htmlFile: string): PageAsset[] {
  const assets: PageAsset[] = [];
  const html = readFileSync(htmlFile, "utf8");
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  for (const entry of entries) {
    const file = siteFile(siteDir, entry);
    if (!file) continue;
    for (const specifier of dynamicImports(readFileSync(file, "utf8"))) {
      assets.push({
        url: new URL(specifier, new URL(entry, "http://site.invalid")).pathname,
        kind: "js",
        module: true,
      });
    }
  }
  const chunks = join(siteDir, "assets", "chunks");
  for (const name of readdirSync(chunks).filter((n) => /^DocPage-[A-Za-z0-9_-]+\.js$/.test(n))) {
    assets.push({ url: `/assets/chunks/${name}`, kind: "js", module: true });
  }
  return assets; // weighPage counts a file the HTML also names once
}
