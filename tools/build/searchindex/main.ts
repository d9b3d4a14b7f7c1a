/**
 * The search_index build step: merges the per-doc search shards (search/index/merge.ts)
 * and writes the index files into the output folder.
 *   node main.js @paramsfile    (one argument per line), or as a persistent worker
 *   args: --manifest FILE --out-dir DIR SHARD_FILE...
 * As a worker it keeps each parsed shard under its Bazel digest, so a rebuild after
 * one edit reads and parses one shard instead of every shard of the site, and links the
 * chunk files it wrote last time instead of writing them again (keptFiles.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SearchShard, SiteManifest } from "../../../contracts/data";
import { SEARCH_DOCUMENT_TYPES, SEARCH_CHUNK_DIR, SearchDocumentType } from "../../../contracts/searchIndex";
import { parseToolArgs, requireFlags, stringOptions } from "../../cli/cli";
import { indexShard, type IndexShard } from "../../../search/index/countedTerms";
import { MergeMemo, mergeIndexes } from "../../../search/index/merge";
import { DigestCache, runWorker, type InputDigests } from "../worker/worker";
import { KeptFiles } from "./keptFiles";

export interface MergeOptions {
  manifest: string;
  outDir: string;
  shards: string[];
}

export function parseMergeArgs(args: string[]): MergeOptions {
  const { values, positionals } = parseToolArgs("merge", { args, options: stringOptions("manifest", "out-dir"), allowPositionals: true });
  const { manifest, "out-dir": outDir } = requireFlags("merge", values, "manifest", "out-dir");
  return { manifest, outDir, shards: positionals };
}

function readJson<T>(file: string, what: string): T {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`merge: cannot read ${what} ${file} (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new Error(`merge: ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

function checkShard(shard: SearchShard, file: string): SearchShard {
  const ok =
    shard && typeof shard.route === "string" && Array.isArray(shard.documents) && shard.documents.length > 0 &&
    shard.documents.every(
      (doc) =>
        doc && typeof doc.terms === "object" && doc.terms !== null && (SEARCH_DOCUMENT_TYPES as readonly number[]).includes(doc.type) &&
        (doc.type === SearchDocumentType.Content ? typeof doc.f === "string" && typeof doc.o === "number" : typeof doc.t === "string"),
    ) &&
    shard.documents[0].type === SearchDocumentType.Title;
  if (!ok) throw new Error(`merge: ${file} is not a search shard (route, documents with counted terms, title first, section texts placed); rebuild it with this version`);
  return shard;
}

/**
 * What a persistent worker keeps of each site it merges (by output folder: a worker may
 * serve the site and a corpus in turn, and one must not push the other out): its parsed
 * shards (terms counted compactly) and route table under their digests, the last merge's
 * memo, and the chunk files it wrote last.
 */
interface KeptSite {
  shards: DigestCache<IndexShard>;
  /** The route table (10,000 docs: 2 MB of JSON). */
  manifest: DigestCache<SiteManifest>;
  memo?: MergeMemo;
  kept: KeptFiles;
}

const sites = new Map<string, KeptSite>();

function keptSite(outDir: string): KeptSite {
  let site = sites.get(outDir);
  if (!site) sites.set(outDir, (site = { shards: new DigestCache(), manifest: new DigestCache(), kept: KeptFiles.create(sites.size) }));
  return site;
}

/** Writes the merge's files; with `kept`, its chunk files by link where it has them. */
function writeOutputs(outDir: string, files: Map<string, string>, kept: KeptFiles | undefined): void {
  mkdirSync(join(outDir, SEARCH_CHUNK_DIR), { recursive: true });
  const chunkPrefix = SEARCH_CHUNK_DIR + "/";
  const chunks = new Set<string>();
  for (const [name, text] of files) {
    if (kept && name.startsWith(chunkPrefix)) {
      const chunk = name.slice(chunkPrefix.length);
      chunks.add(chunk);
      kept.write(join(outDir, name), chunk, text);
    } else writeFileSync(join(outDir, name), text);
  }
  kept?.retain(chunks);
}

/**
 * Runs one merge; `inputs` (path → Bazel digest: a persistent worker's request) lets it
 * reuse what it kept of the site (KeptSite). A one-shot run has none and keeps nothing.
 */
export function runMerge(options: MergeOptions, inputs: InputDigests = new Map()): void {
  const site = inputs.size > 0 ? keptSite(options.outDir) : undefined;
  // Without digests a DigestCache keeps nothing: a one-shot run parses every file once.
  const { manifest: manifests, shards: shardCache } = site ?? { manifest: new DigestCache<SiteManifest>(), shards: new DigestCache<IndexShard>() };
  const manifest = manifests.get(options.manifest, inputs, () => readJson<SiteManifest>(options.manifest, "the manifest"));
  const shards = options.shards.map((file) => shardCache.get(file, inputs, () => indexShard(checkShard(readJson<SearchShard>(file, "the shard"), file))));
  // The site's deleted docs go too, or a long watch session would keep every version.
  manifests.retain([options.manifest]);
  shardCache.retain(options.shards);
  // The memo is kept while the route table is the same one (its digest).
  const routeTable = inputs.get(options.manifest);
  if (site && routeTable && site.memo?.routeTable !== routeTable) site.memo = new MergeMemo(routeTable);
  writeOutputs(options.outDir, mergeIndexes(shards, manifest, routeTable ? site?.memo : undefined), site?.kept);
}

if (require.main === module) {
  runWorker((args, inputs) => {
    runMerge(parseMergeArgs(args), inputs);
    return "";
  });
}
