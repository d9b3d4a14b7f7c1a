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

/** Parsed shards of earlier requests (their terms counted compactly), under their digests. */
const parsedShards = new DigestCache<IndexShard>();
/** The route table as last parsed (10,000 docs: 2 MB of JSON). */
const parsedManifests = new DigestCache<SiteManifest>();
/** What the last merge of each site worked out (mergeIndexes' memo), by output folder. */
const memos = new Map<string, MergeMemo>();

/** Per output folder, the chunk files a persistent worker wrote last. */
const keptByOutDir = new Map<string, KeptFiles>();

function keptFor(outDir: string): KeptFiles {
  let kept = keptByOutDir.get(outDir);
  if (!kept) keptByOutDir.set(outDir, (kept = KeptFiles.create(keptByOutDir.size)));
  return kept;
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
 * reuse parsed shards and link the chunk files it wrote before. A one-shot run has none
 * and keeps nothing.
 */
export function runMerge(options: MergeOptions, inputs: InputDigests = new Map()): void {
  // Kept while the route table is the same one (its digest; one-shot runs have none).
  const routeTable = inputs.get(options.manifest);
  const manifest = parsedManifests.get(options.manifest, inputs, () => readJson<SiteManifest>(options.manifest, "the manifest"));
  parsedManifests.retain([options.manifest]);
  if (routeTable && memos.get(options.outDir)?.routeTable !== routeTable) memos.set(options.outDir, new MergeMemo(routeTable));
  const memo = routeTable ? memos.get(options.outDir) : undefined;
  const shards = options.shards.map((file) => parsedShards.get(file, inputs, () => indexShard(checkShard(readJson<SearchShard>(file, "the shard"), file))));
  // Shards of deleted docs go too, or a long watch session would keep every version.
  parsedShards.retain(options.shards);
  writeOutputs(options.outDir, mergeIndexes(shards, manifest, memo), inputs.size > 0 ? keptFor(options.outDir) : undefined);
}

if (require.main === module) {
  runWorker((args, inputs) => {
    runMerge(parseMergeArgs(args), inputs);
    return "";
  });
}
