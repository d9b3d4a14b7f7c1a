/**
 * The search_index build step: merges the docs' search shards (indexer/index/merge.ts)
 * and writes the index files into the output folder.
 *   node main.js @paramsfile    (one argument per line), or as a persistent worker
 *   args: --manifest FILE --out-dir DIR SHARDS_FILE...
 * A shards file is a group's (tools/actions/docpage): a doc's shard per line. As a worker it
 * keeps each parsed shard under a hash of its line, so a rebuild after one edit reads one
 * group's file and parses one shard instead of every shard of the site (the others stay
 * the same objects, which is how the merge sees what did not change), and links the chunk
 * files it wrote last time instead of writing them again (worker/keptOutputs.ts).
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { totalmem } from "node:os";
import { join } from "node:path";
import type { SearchShard, SiteManifest } from "../../../contracts/data";
import { SEARCH_DOCUMENT_TYPES, SEARCH_CHUNK_DIR, SearchDocumentType } from "../../../contracts/searchIndex";
import { parseToolArgs, requireFlags, stringOptions } from "../../cli/cli";
import { indexShard, type IndexShard } from "../../../indexer/index/countedTerms";
import { MergeMemo, mergeIndexes } from "../../../indexer/index/merge";
import { parseSynonyms } from "../../../indexer/index/synonyms";
import { DigestCache, runWorker, type InputDigests } from "../worker/worker";
import { KeptOutputs } from "../worker/keptOutputs";

export interface MergeOptions {
  manifest: string;
  outDir: string;
  /** The docs team's synonyms file (indexer/index/synonyms.ts), if the site has one. */
  synonyms?: string;
  /** The groups' shards files. */
  shards: string[];
}

export function parseMergeArgs(args: string[]): MergeOptions {
  const { values, positionals } = parseToolArgs("merge", {
    args,
    options: stringOptions("manifest", "out-dir", "synonyms"),
    allowPositionals: true,
  });
  const { manifest, "out-dir": outDir } = requireFlags("merge", values, "manifest", "out-dir");
  return { manifest, outDir, shards: positionals, ...(values.synonyms ? { synonyms: values.synonyms } : {}) };
}

function readText(file: string, what: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`merge: cannot read ${what} ${file} (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
}

function parseJson<T>(text: string, where: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new Error(`merge: ${where} is not valid JSON: ${(error as Error).message}`);
  }
}

function checkShard(shard: SearchShard, file: string): SearchShard {
  const ok =
    shard &&
    typeof shard.route === "string" &&
    Array.isArray(shard.documents) &&
    shard.documents.length > 0 &&
    shard.documents.every(
      (doc) =>
        doc &&
        typeof doc.terms === "object" &&
        doc.terms !== null &&
        (SEARCH_DOCUMENT_TYPES as readonly number[]).includes(doc.type) &&
        (doc.type === SearchDocumentType.Content
          ? typeof doc.f === "string" && typeof doc.o === "number"
          : typeof doc.t === "string"),
    ) &&
    shard.documents[0].type === SearchDocumentType.Title;
  if (!ok)
    throw new Error(
      `merge: ${file} is not a search shard (route, documents with counted terms, title first, section texts placed); rebuild it with this version`,
    );
  return shard;
}

/** Parsed shards by a hash of their line: a group's file read again parses only its changed lines. */
export type ParsedShards = Map<string, IndexShard>;

/** A group's parsed shards, in its file's order, and their lines' hashes (none when run once). */
interface GroupShards {
  keys: string[];
  shards: IndexShard[];
}

/** The shards of a group's file, each taken from `known` when its line is the same (none: parse all). */
export function readShards(file: string, known: ParsedShards | undefined): GroupShards {
  const lines = readText(file, "the shards file").split("\n");
  const keys: string[] = [];
  const shards: IndexShard[] = [];
  lines.forEach((line, k) => {
    if (line === "") return;
    const key = known ? createHash("sha1").update(line).digest("base64") : "";
    const where = `${file}:${k + 1}`;
    keys.push(key);
    shards.push(known?.get(key) ?? indexShard(checkShard(parseJson<SearchShard>(line, where), where)));
  });
  return { keys, shards };
}

/**
 * What a persistent worker keeps of each site it merges (by output folder: a worker may
 * serve the site and a corpus in turn, and one must not push the other out): its groups'
 * parsed shards (terms counted compactly) and route table under their digests, each shard
 * also by its line, the last merge's memo, and the chunk files it wrote last.
 */
interface KeptSite {
  groups: DigestCache<GroupShards>;
  byLine: ParsedShards;
  /** The route table (a large site's is megabytes of JSON). */
  manifest: DigestCache<SiteManifest>;
  memo?: MergeMemo;
  kept: KeptOutputs;
}

const sites = new Map<string, KeptSite>();

function keptSite(outDir: string): KeptSite {
  let site = sites.get(outDir);
  if (!site)
    sites.set(
      outDir,
      (site = {
        groups: new DigestCache(),
        byLine: new Map(),
        manifest: new DigestCache(),
        kept: KeptOutputs.forProcess(sites.size),
      }),
    );
  return site;
}

/** Writes the merge's files; with `kept`, its chunk files by link where it has them. */
function writeOutputs(outDir: string, files: Map<string, string>, kept: KeptOutputs | undefined): void {
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
  const manifests = site?.manifest ?? new DigestCache<SiteManifest>();
  const groupCache = site?.groups ?? new DigestCache<GroupShards>();
  const manifest = manifests.get(options.manifest, inputs, (file) =>
    parseJson<SiteManifest>(readText(file, "the manifest"), file),
  );
  const groups = options.shards.map((file) => groupCache.get(file, inputs, () => readShards(file, site?.byLine)));
  // The site's deleted docs go too, or a long watch session would keep every version.
  manifests.retain([options.manifest]);
  groupCache.retain(options.shards);
  if (site)
    site.byLine = new Map(groups.flatMap(({ keys, shards }) => keys.map((key, k) => [key, shards[k]] as const)));
  // The memo is kept while the route table is the same one (its digest).
  const routeTable = inputs.get(options.manifest);
  if (site && routeTable && site.memo?.routeTable !== routeTable) site.memo = new MergeMemo(routeTable);
  // Read on every merge: a small file, and its errors must show on every build until fixed.
  const rules = options.synonyms
    ? parseSynonyms(options.synonyms, readText(options.synonyms, "the synonyms file"))
    : undefined;
  writeOutputs(
    options.outDir,
    mergeIndexes(
      groups.flatMap(({ shards }) => shards),
      manifest,
      routeTable ? site?.memo : undefined,
      rules,
    ),
    site?.kept,
  );
}

/**
 * The merge's handler process gives its memory back after this long without a request, not
 * after the doc workers' half second: it is the build's last action, so nothing waits on
 * its idle memory within a build, while collecting its large heap takes long and leaves so
 * little room that the next merge stops for another full collection, and one that comes
 * soon after waits for the first.
 */
const MERGE_IDLE_TRIM_MS = 10_000;

/**
 * Half the machine's memory for the merge's heap, not Node's default of about 4 GB: the merge
 * holds every shard of the site, and at 100,000 docs that passed 4 GB and the build failed.
 */
const MERGE_HEAP_LIMIT_MB = Math.floor(totalmem() / 2 ** 20 / 2);

if (require.main === module) {
  runWorker(
    (args, inputs) => {
      runMerge(parseMergeArgs(args), inputs);
      return "";
    },
    { idleTrimMs: MERGE_IDLE_TRIM_MS, heapLimitMb: MERGE_HEAP_LIMIT_MB },
  );
}
