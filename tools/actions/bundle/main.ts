/**
 * The client bundle: esbuild over the site's TypeScript sources and CSS, ESM with code
 * splitting (lazy per-route chunks), content-hashed file names, and assets.json naming
 * the entry, its static imports (modulepreload), the CSS, the search worker and what the
 * /search page preloads.
 * Args: --out-dir DIR --assets-json FILE --npm DIR --entry PATH --css PATH --worker PATH --search-preload PATH
 */
import { build, type Metafile } from "esbuild";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { AssetList } from "../../../contracts/data";
import { parseToolArgs, requireFlags, runMain, stringOptions } from "../../cli/cli";
import { expandParams } from "../worker/worker";
import { treeShakableRouter } from "./treeShaking";

interface Options {
  outDir: string;
  assetsJson: string;
  npm: string;
  entry: string;
  worker: string;
  css: string;
  /** The module the entry imports on a /search?q=… load (site/search/earlySearch.ts). */
  searchPreload: string;
  publicPath: string;
}

const OPTIONS = stringOptions("out-dir", "assets-json", "npm", "entry", "worker", "css", "search-preload");

function parse(args: string[]): Options {
  const { values } = parseToolArgs("bundle", { args, options: OPTIONS });
  const flags = requireFlags(
    "bundle",
    values,
    "out-dir",
    "assets-json",
    "npm",
    "entry",
    "worker",
    "css",
    "search-preload",
  );
  return {
    outDir: flags["out-dir"],
    assetsJson: flags["assets-json"],
    npm: flags.npm,
    entry: flags.entry,
    worker: flags.worker,
    css: flags.css,
    searchPreload: flags["search-preload"],
    publicPath: "/assets",
  };
}

function outputOf(metafile: Metafile, entryPoint: string): [string, Metafile["outputs"][string]] {
  const found = Object.entries(metafile.outputs).find(([, out]) => out.entryPoint === entryPoint);
  if (!found) {
    const entries = Object.values(metafile.outputs)
      .map((o) => o.entryPoint)
      .filter(Boolean);
    throw new Error(`bundle: no output for ${entryPoint} (entry points: ${entries.join(", ")})`);
  }
  return found;
}

/**
 * V8's compile hint (Chromium 136+): compile every function of a file while it streams in,
 * off the main thread, instead of on the main thread when each is first called. Every
 * chunk runs at start-up or on the next page, but only a big one gains (React's renderer
 * starts markedly sooner on a slow CPU); a small one would only grow.
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
const COMPILE_HINT_MIN_BYTES = 8 * 1024;

function addCompileHints(metafile: Metafile): void {
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (file.endsWith(".js") && output.bytes >= COMPILE_HINT_MIN_BYTES)
      writeFileSync(file, COMPILE_HINT + readFileSync(file, "utf8"));
  }
}

/** Says so when React Router's unused components could not be left out (treeShaking.ts). */
function warnIfRouterUnchanged(changes: number, files: number): void {
  if (files > 0 && changes === 0)
    process.stderr.write(
      "bundle: warning: nothing to mark in React Router's files; its unused components are in the first load again (tools/actions/bundle/treeShaking.ts)\n",
    );
}

/** An output and every chunk it imports statically, however deep. */
function staticGraph(metafile: Metafile, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of metafile.outputs[file].imports)
    if (imported.kind === "import-statement") staticGraph(metafile, imported.path, seen);
  return seen;
}

async function main(options: Options): Promise<void> {
  const url = (file: string) => options.publicPath + "/" + file.slice(options.outDir.length + 1);
  const common = {
    bundle: true,
    minify: true,
    outdir: options.outDir,
    metafile: true,
    nodePaths: [resolve(options.npm)],
    // Sandbox inputs are symlinks into the source tree: keep the sandbox paths, so the
    // bundle never depends on where the workspace happens to live.
    preserveSymlinks: true,
    legalComments: "none" as const,
    logLevel: "warning" as const,
    // The browsers decide what syntax stays: all three run ES2021 (??=, class fields) as it is.
    target: ["chrome100", "firefox100", "safari15"],
    define: { "process.env.NODE_ENV": '"production"' },
    jsx: "automatic" as const,
  };
  const js = await build({
    ...common,
    entryPoints: { main: options.entry, "search-worker": options.worker },
    format: "esm",
    splitting: true,
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    plugins: [treeShakableRouter(warnIfRouterUnchanged)],
  });
  addCompileHints(js.metafile!);
  const css = await build({
    ...common,
    entryPoints: { main: options.css },
    entryNames: "[name]-[hash]",
    loader: { ".svg": "dataurl", ".woff2": "file" },
  });

  const [entryFile, entryOut] = outputOf(js.metafile!, options.entry);
  const [workerFile] = outputOf(js.metafile!, options.worker);
  const [cssFile] = outputOf(css.metafile!, options.css);
  // A module the entry imports dynamically has a chunk of its own, with it as the entry point.
  const [searchChunk] = outputOf(js.metafile!, options.searchPreload);
  const entryGraph = staticGraph(js.metafile!, entryFile);
  const assets: AssetList = {
    entry: url(entryFile),
    preload: entryOut.imports
      .filter((i) => i.kind === "import-statement")
      .map((i) => url(i.path))
      .sort(),
    css: [url(cssFile)],
    worker: url(workerFile),
    searchPreload: [...staticGraph(js.metafile!, searchChunk)]
      .filter((file) => !entryGraph.has(file))
      .map(url)
      .sort(),
  };
  writeFileSync(options.assetsJson, JSON.stringify(assets, null, 2) + "\n");
}

runMain(undefined, () => main(parse(expandParams(process.argv.slice(2)))));
