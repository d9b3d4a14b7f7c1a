/**
 * What a browser downloads to show one doc page: its HTML, and the JS and CSS that the
 * HTML asks for (script src, module scripts and the modules they import statically,
 * modulepreload, preload as=script, stylesheets). Sizes are raw and gzip -9, each file
 * counted once.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export interface PageAsset {
  url: string;
  kind: "js" | "css" | "data";
  /** An ES module: its static imports are downloaded too. */
  module: boolean;
}

export interface Weight {
  raw: number;
  gzip: number;
  files: number;
}

export interface PageWeight {
  html: Weight;
  js: Weight;
  css: Weight;
  /**
   * The route data the page reads before it hydrates: preloaded data files (a route table
   * fetched at start), and the part of the route table inlined in its boot data (ours), which
   * the HTML's weight counts too.
   */
  data: Weight;
}

export function attributes(text: string): Map<string, string> {
  const attrs = new Map<string, string>();
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) attrs.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? "");
  return attrs;
}

const JS_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The assets a page's HTML asks for on load, in document order. */
export function assetsOfHtml(html: string): PageAsset[] {
  const assets: PageAsset[] = [];
  // Script bodies are skipped whole, so text inside inline JSON is never read as a tag.
  const pattern = /<script\b([^>]*)>[\s\S]*?<\/script\s*>|<link\b([^>]*)>/gi;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    if (m[1] !== undefined) {
      const attrs = attributes(m[1]);
      const type = (attrs.get("type") ?? "").toLowerCase();
      if (attrs.get("src") && JS_TYPES.has(type))
        assets.push({ url: attrs.get("src")!, kind: "js", module: type === "module" });
      continue;
    }
    const attrs = attributes(m[2]);
    const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    const href = attrs.get("href");
    if (!href) continue;
    if (rel.includes("stylesheet")) assets.push({ url: href, kind: "css", module: false });
    else if (rel.includes("modulepreload")) assets.push({ url: href, kind: "js", module: true });
    else if (rel.includes("preload") && attrs.get("as") === "script")
      assets.push({ url: href, kind: "js", module: false });
    else if (rel.includes("preload") && attrs.get("as") === "fetch")
      assets.push({ url: href, kind: "data", module: false });
  }
  return assets;
}

/** The specifiers of an ES module's static imports and re-exports (not dynamic import()). */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[^'";()]*?\bfrom\s*)?["']([^"']+)["']/g;
  for (let m = pattern.exec(code); m; m = pattern.exec(code)) out.push(m[1]);
  return out;
}

/** A site URL (absolute path, or relative to `base`) → the file in the built site, without query or hash. */
export function siteFile(siteDir: string, url: string, base = "/"): string | null {
  let path: string;
  try {
    const parsed = new URL(url, new URL(base, "http://site.invalid"));
    if (parsed.origin !== "http://site.invalid") return null;
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  const file = join(siteDir, path);
  return existsSync(file) ? file : null;
}

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** Weighs the page's HTML and every asset it loads (plus `extra` assets, e.g. a runtime's route chunks). */
export function weighPage(siteDir: string, htmlFile: string, extra: PageAsset[] = []): PageWeight {
  const html = readFileSync(htmlFile);
  const weights: Record<"js" | "css" | "data", Weight> = {
    js: { raw: 0, gzip: 0, files: 0 },
    css: { raw: 0, gzip: 0, files: 0 },
    data: { raw: 0, gzip: 0, files: 0 },
  };
  const seen = new Set<string>();
  const queue = [...assetsOfHtml(html.toString("utf8")), ...extra].map((asset) => ({ asset, base: "/" }));
  while (queue.length > 0) {
    const { asset, base } = queue.shift()!;
    const file = siteFile(siteDir, asset.url, base);
    if (!file) {
      if (!/^(https?:)?\/\//.test(asset.url))
        throw new Error(`${htmlFile} loads ${asset.url}, which the build did not write`);
      continue;
    }
    if (seen.has(file)) continue;
    seen.add(file);
    const bytes = readFileSync(file);
    const weight = weights[asset.kind];
    weight.raw += bytes.length;
    weight.gzip += gzipSize(bytes);
    weight.files++;
    if (asset.kind === "js" && asset.module) {
      const url = "/" + file.slice(siteDir.length).replace(/^\/+/, "");
      for (const specifier of staticImports(bytes.toString("utf8"))) {
        if (/^[./]/.test(specifier)) queue.push({ asset: { url: specifier, kind: "js", module: true }, base: url });
      }
    }
  }
  const inline = inlineRouteData(html.toString("utf8"));
  if (inline) {
    weights.data.raw += inline.length;
    weights.data.gzip += gzipSize(inline);
  }
  return { html: { raw: html.length, gzip: gzipSize(html), files: 1 }, ...weights };
}

/** The part of the route table a page of ours carries in its boot data (BootData.table), as JSON; null for a page without one. */
export function inlineRouteData(html: string): Buffer | null {
  const boot = /<script id="__site" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!boot) return null;
  try {
    const table = (JSON.parse(boot[1]) as { table?: unknown }).table;
    return table === undefined ? null : Buffer.from(JSON.stringify(table));
  } catch {
    return null;
  }
}

/** The HTML file of a route in a static site: <route>/index.html or <route>.html. */
export function htmlFileOf(siteDir: string, route: string): string {
  for (const candidate of [join(siteDir, route, "index.html"), join(siteDir, route + ".html")]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`no HTML for ${route} in ${siteDir}`);
}
