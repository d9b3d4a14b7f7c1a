/**
 * docusaurus-search-local's search, run from its own worker module: esbuild bundles the
 * plugin's worker.js with the constants the Docusaurus build generated (`@generated/…`)
 * into one CommonJS file, and the benchmark calls its SearchWorker as Comlink would,
 * with `fetch` reading the built site's files. So the measured code is theirs: their
 * tokenizer, their smart queries, lunr loading their serialized index.
 */
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LoadedSearch } from "./searchTiming";

const ORIGIN = "http://docs.invalid";

export async function bundleTheirWorker(installDir: string, generatedDir: string, outFile: string): Promise<void> {
  const worker = join(
    installDir,
    "node_modules",
    "@easyops-cn",
    "docusaurus-search-local",
    "dist",
    "client",
    "client",
    "theme",
    "worker.js",
  );
  await build({
    stdin: {
      contents: `export { SearchWorker } from ${JSON.stringify(worker)};`,
      resolveDir: installDir,
      loader: "js",
    },
    bundle: true,
    platform: "node",
    format: "cjs",
    outfile: outFile,
    logLevel: "error",
    plugins: [
      {
        name: "docusaurus-build-context",
        setup(b) {
          // The aliases Docusaurus's bundler gives the plugin's client code.
          b.onResolve({ filter: /^@generated\// }, (args) => ({
            path: join(generatedDir, args.path.slice("@generated/".length)),
          }));
          // The worker exposes itself through Comlink; here it is called directly.
          b.onResolve({ filter: /^comlink$/ }, () => ({ path: "comlink", namespace: "bench-stub" }));
          b.onLoad({ filter: /.*/, namespace: "bench-stub" }, () => ({
            contents: "export function expose() {}",
            loader: "js",
          }));
        },
      },
    ],
  });
}

interface TheirWorker {
  fetchIndexes(baseUrl: string, searchContext: string): Promise<void>;
  search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<unknown[]>;
}

export async function loadTheirSearch(bundleFile: string, buildDir: string, limit: number): Promise<LoadedSearch> {
  const globals = globalThis as unknown as Record<string, unknown>;
  globals.location = { origin: ORIGIN, href: ORIGIN + "/" };
  globals.fetch = async (url: string) => {
    const path = new URL(url, ORIGIN).pathname;
    const text = readFileSync(join(buildDir, decodeURIComponent(path)), "utf8");
    return { ok: true, status: 200, json: async () => JSON.parse(text) };
  };
  const { SearchWorker } = require(bundleFile) as { SearchWorker: new () => TheirWorker };
  const worker = new SearchWorker();
  const started = process.hrtime.bigint();
  // A guide page has no search context; with useAllContextsWithNoSearchContext it searches all docs.
  await worker.fetchIndexes("/", "");
  const loadMs = Number(process.hrtime.bigint() - started) / 1e6;
  return { loadMs, search: async (query) => (await worker.search("/", "", query, limit)).length };
}
