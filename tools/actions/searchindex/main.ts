/**
 * The search_index build step: merges the docs' search shards (indexer/index/merge.ts)
 * and writes the index files into the output folder (the site's search base).
 *   node main.js @paramsfile    (one argument per line), or as a persistent worker
 *   args: --manifest FILE --out-dir DIR [--synonyms FILE] SHARDS_FILE...
 * A large site is merged in segments, an action each, then its index files in one more:
 *   --manifest FILE --out-dir DIR --segment NAME --entries OUT SHARDS_FILE...
 *       (its chunk files into DIR/search-chunks/NAME, its entries into OUT)
 *   --out-dir DIR [--synonyms FILE] --index ENTRIES_FILE...
 *       (the index files and the search manifest, from the segments' entries in order)
 * A shards file is a group's (tools/actions/docpage): a doc's shard per line (ShardLine). As a worker it
 * keeps each parsed shard under a hash of its line, so a rebuild after one edit reads one
 * group's file and parses one shard instead of every shard of the site (the others stay
 * the same objects, which is how the merge sees what did not change), and links the chunk
 * files it wrote last time instead of writing them again (worker/keptOutputs.ts).
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { totalmem } from "node:os";
import { join } from "node:path";
import type { ShardLine, ShardLineDocument, SiteManifest } from "../../../contracts/data";
import {
  SEARCH_DOCUMENT_TYPES,
  SearchDocumentType,
  chunkDirOf,
  isTitleOrHeading,
} from "../../../contracts/searchIndex";
import { parseToolArgs, requireFlags, stringOptions } from "../../cli/cli";
import { indexShardLine, type IndexShard } from "../../../indexer/index/countedTerms";
import { bytesOf, type FileBytes } from "../../../indexer/index/fileBytes";
import { indexFiles, MergeMemo, mergeIndexes, mergeSegment, type SegmentEntries } from "../../../indexer/index/merge";
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
  /** A segment's merge: its name (its chunk folder's) and the file its entries go to. */
  segment?: { name: string; entries: string };
}

/** The last step of a merge in segments: the index files from the segments' entries files. */
export interface IndexOptions {
  outDir: string;
  synonyms?: string;
  entries: string[];
}

/** Whether a step's options are the last step's of a merge in segments. */
export const isIndexStep = (options: MergeOptions | IndexOptions): options is IndexOptions => !("manifest" in options);

export function parseMergeArgs(args: string[]): MergeOptions | IndexOptions {
  const { values, positionals } = parseToolArgs("merge", {
    args,
    options: { ...stringOptions("manifest", "out-dir", "synonyms", "segment", "entries"), index: { type: "boolean" } },
    allowPositionals: true,
  });
  const synonyms = values.synonyms ? { synonyms: values.synonyms } : {};
  if (values.index) {
    const { "out-dir": outDir } = requireFlags("merge", values, "out-dir");
    return { outDir, entries: positionals, ...synonyms };
  }
  const { manifest, "out-dir": outDir } = requireFlags("merge", values, "manifest", "out-dir");
  if (values.segment === undefined) return { manifest, outDir, shards: positionals, ...synonyms };
  const { segment, entries } = requireFlags("merge", values, "segment", "entries");
  return { manifest, outDir, shards: positionals, segment: { name: segment, entries } };
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

/** Whether a line's document has its terms as a flat list of terms and counts, and its words or section marks in range. */
function isLineDocument(doc: ShardLineDocument): boolean {
  const { terms, w, m } = doc;
  if (!Array.isArray(terms) || terms.length % 2 !== 0) return false;
  for (let k = 0; k < terms.length; k += 2)
    if (typeof terms[k] !== "string" || typeof terms[k + 1] !== "number") return false;
  if (isTitleOrHeading(doc.type) && typeof w !== "number") return false;
  return m === undefined || (Array.isArray(m) && m.every((k) => Number.isInteger(k) && k >= 0 && k < terms.length / 2));
}

function checkShard(shard: ShardLine, file: string): ShardLine {
  const ok =
    shard &&
    typeof shard.route === "string" &&
    Array.isArray(shard.documents) &&
    shard.documents.length > 0 &&
    shard.documents.every(
      (doc) =>
        doc &&
        isLineDocument(doc) &&
        (SEARCH_DOCUMENT_TYPES as readonly number[]).includes(doc.type) &&
        (doc.type === SearchDocumentType.Content
          ? typeof doc.f === "string" && typeof doc.o === "number"
          : typeof doc.t === "string"),
    ) &&
    shard.documents[0].type === SearchDocumentType.Title;
  if (!ok)
    throw new Error(
      `merge: ${file} is not a search shard (route, documents with counted terms as a flat list and their words or section marks, title first, section texts placed); rebuild it with this version`,
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
    shards.push(known?.get(key) ?? indexShardLine(checkShard(parseJson<ShardLine>(line, where), where)));
  });
  return { keys, shards };
}

/**
 * What a persistent worker keeps of each site or segment it merges (by chunk folder: a worker
 * may serve the site and a corpus in turn, and one must not push the other out): its groups'
 * parsed shards (terms counted compactly) under their digests, each shard also by its line,
 * the last merge's memo, and the chunk files it wrote last.
 */
interface KeptSite {
  groups: DigestCache<GroupShards>;
  byLine: ParsedShards;
  memo?: MergeMemo;
  kept: KeptOutputs;
}

const sites = new Map<string, KeptSite>();

/** The route tables, by path: a site's segments share its table (a large site's is megabytes of JSON). */
const manifests = new DigestCache<SiteManifest>();

function keptSite(chunkDir: string): KeptSite {
  let site = sites.get(chunkDir);
  if (!site)
    sites.set(
      chunkDir,
      (site = {
        groups: new DigestCache(),
        byLine: new Map(),
        kept: KeptOutputs.forProcess(sites.size),
      }),
    );
  return site;
}

/** Writes the merge's files; with `kept`, its chunk files (in `chunkDir`) by link where it has them. */
function writeOutputs(
  outDir: string,
  chunkDir: string,
  files: Map<string, FileBytes>,
  kept: KeptOutputs | undefined,
): void {
  mkdirSync(join(outDir, chunkDir), { recursive: true });
  const chunkPrefix = chunkDir + "/";
  const chunks = new Set<string>();
  for (const [name, text] of files) {
    if (kept && name.startsWith(chunkPrefix)) {
      const chunk = name.slice(chunkPrefix.length);
      chunks.add(chunk);
      kept.write(join(outDir, name), chunk, text);
    } else writeFileSync(join(outDir, name), bytesOf(text));
  }
  kept?.retain(chunks);
}

/** The synonyms of `options`, if any. Read on every merge: a small file, and its errors must show on every build until fixed. */
function rulesOf(options: { synonyms?: string }) {
  return options.synonyms
    ? parseSynonyms(options.synonyms, readText(options.synonyms, "the synonyms file"))
    : undefined;
}

/**
 * Runs one merge, of the site or of a segment; `inputs` (path → Bazel digest: a persistent
 * worker's request) lets it reuse what it kept of them (KeptSite). A one-shot run has none and
 * keeps nothing.
 */
export function runMerge(options: MergeOptions, inputs: InputDigests = new Map()): void {
  const segment = options.segment?.name ?? "";
  const chunkDir = chunkDirOf(segment);
  const site = inputs.size > 0 ? keptSite(join(options.outDir, chunkDir)) : undefined;
  // Without digests a DigestCache keeps nothing: a one-shot run parses every file once.
  const groupCache = site?.groups ?? new DigestCache<GroupShards>();
  const manifest = manifests.get(options.manifest, inputs, (file) =>
    parseJson<SiteManifest>(readText(file, "the manifest"), file),
  );
  const groups = options.shards.map((file) => groupCache.get(file, inputs, () => readShards(file, site?.byLine)));
  // The site's deleted docs go too, or a long watch session would keep every version.
  groupCache.retain(options.shards);
  if (site)
    site.byLine = new Map(groups.flatMap(({ keys, shards }) => keys.map((key, k) => [key, shards[k]] as const)));
  // The memo is kept while the route table is the same one (its digest).
  const routeTable = inputs.get(options.manifest);
  if (site && routeTable && site.memo?.routeTable !== routeTable) site.memo = new MergeMemo(routeTable);
  const shards = groups.flatMap(({ shards }) => shards);
  const memo = routeTable ? site?.memo : undefined;
  if (!options.segment) {
    writeOutputs(options.outDir, chunkDir, mergeIndexes(shards, manifest, memo, rulesOf(options)), site?.kept);
    return;
  }
  const { files, entries } = mergeSegment(shards, manifest, memo, { segment });
  writeOutputs(options.outDir, chunkDir, files, site?.kept);
  writeFileSync(options.segment.entries, JSON.stringify(entries));
}

/** Writes the index files and the search manifest of a site merged in segments, from their entries files. */
export function runIndex(options: IndexOptions): void {
  const segments = options.entries.map((file) =>
    parseJson<SegmentEntries>(readText(file, "the segment's entries"), file),
  );
  mkdirSync(options.outDir, { recursive: true });
  for (const [name, text] of indexFiles(segments, rulesOf(options))) writeFileSync(join(options.outDir, name), text);
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

/**
 * The merge's heap grows by half of what it keeps after each full collection, not by V8's
 * own factor (up to 4×): it keeps every segment's memo, gigabytes at 100,000 docs, and what a
 * merge drops waited in the heap until the next collection. A 25,000-doc segment's merge and
 * six edits peaked at 1.15 GB of resident memory instead of 1.84, the edits no slower.
 */
const MERGE_HEAP_GROWING_PERCENT = 50;

if (require.main === module) {
  runWorker(
    (args, inputs) => {
      const options = parseMergeArgs(args);
      if (isIndexStep(options)) runIndex(options);
      else runMerge(options, inputs);
      return "";
    },
    {
      idleTrimMs: MERGE_IDLE_TRIM_MS,
      heapLimitMb: MERGE_HEAP_LIMIT_MB,
      nodeFlags: [`--heap-growing-percent=${MERGE_HEAP_GROWING_PERCENT}`],
    },
  );
}
