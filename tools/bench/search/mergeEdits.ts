/**
 * What a one-doc edit costs the search merge on a built corpus. Each edit appends a
 * paragraph (with a word of its own, as writing adds words) to a guide doc, rebuilds the
 * corpus with `--profile`, reads the merge action's time from the profile and counts the
 * chunk files whose names (content hashes) are new; then it restores the doc and rebuilds.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { SEARCH_CHUNK_DIR } from "../../../contracts/searchIndex";
import { spreadSample } from "./corpusQueries";

/** The progress message of the merge action (tools/rules/private/site_steps.bzl). */
const MERGE_ACTION = "Merging search shards";

interface ProfileEvent {
  cat?: string;
  name?: string;
  dur?: number;
}

/** The merge action's time in a Bazel JSON profile, in ms; null when the merge did not run. */
export function mergeActionMs(profile: { traceEvents?: ProfileEvent[] }): number | null {
  const event = (profile.traceEvents ?? []).find(
    (e) => e.cat === "action processing" && e.name?.startsWith(MERGE_ACTION),
  );
  return event?.dur === undefined ? null : event.dur / 1000;
}

/** How many of `after`'s names are not in `before`. */
export function newNames(before: readonly string[], after: readonly string[]): number {
  const known = new Set(before);
  return after.filter((name) => !known.has(name)).length;
}

export interface EditFigures {
  /** Per edit: the merge action (ms), the whole rebuild (s), and the chunk files it wrote anew. */
  mergeMs: number[];
  rebuildS: number[];
  newChunks: number[];
  /** Chunk files of the site after the last edit. */
  chunks: number;
}

/** `build(extraArgs)` builds the corpus (a Bazel build of its dist target). */
export function editMerges(
  contentDir: string,
  dist: string,
  edits: number,
  build: (extra: string[]) => void,
  profile: string,
): EditFigures {
  const guide = join(contentDir, "docs", "guide");
  const docs = spreadSample(
    readdirSync(guide, { recursive: true, encoding: "utf8" })
      .filter((path) => path.endsWith(".md"))
      .sort(),
    edits,
  );
  // A segmented index has a folder per segment.
  const chunkNames = () =>
    readdirSync(join(dist, SEARCH_CHUNK_DIR), { recursive: true, encoding: "utf8" }).filter((name) =>
      name.endsWith(".json"),
    );
  const figures: EditFigures = { mergeMs: [], rebuildS: [], newChunks: [], chunks: 0 };
  build([]);
  docs.forEach((doc, k) => {
    const file = join(guide, doc);
    const original = readFileSync(file);
    const before = chunkNames();
    try {
      writeFileSync(
        file,
        Buffer.concat([
          original,
          Buffer.from(`\n\nA paragraph the benchmark added, with the word edit${k}x${process.pid}.\n`),
        ]),
      );
      const started = Date.now();
      build([`--profile=${profile}`]);
      figures.rebuildS.push((Date.now() - started) / 1000);
    } finally {
      writeFileSync(file, original);
    }
    const after = chunkNames();
    figures.newChunks.push(newNames(before, after));
    figures.chunks = after.length;
    const ms = mergeActionMs(JSON.parse(gunzipSync(readFileSync(profile)).toString("utf8")));
    if (ms === null) throw new Error(`the merge did not run after editing ${file}`);
    figures.mergeMs.push(ms);
    build([]);
  });
  return figures;
}
