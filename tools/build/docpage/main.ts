/**
 * The doc_page tool: compiles one doc per request, as a Bazel persistent worker or
 * once per process (`@params` file). Arguments:
 *   --src FILE --doc-path PATH --page OUT --meta OUT --shard OUT --texts DIR --links OUT
 *   [--anchor-routes FILE]
 * `--texts` is the page's own folder of section texts (textDirOf(route)); its files are
 * named by their hashes.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { parseToolArgs, requireFlags, stringOptions } from "../../cli/cli";
import { runWorker } from "../worker/worker";
import { compileDoc } from "./compile";
import { DocError } from "./source";

const REQUIRED = ["src", "doc-path", "page", "meta", "shard", "texts", "links"] as const;
const OPTIONS = stringOptions(...REQUIRED, "anchor-routes");

export type DocPageArgs = Record<(typeof REQUIRED)[number], string> & { "anchor-routes"?: string };

export function parseDocPageArgs(args: string[]): DocPageArgs {
  const { values } = parseToolArgs("doc_page", { args, options: OPTIONS });
  return { ...requireFlags("doc_page", values, ...REQUIRED) };
}

/** Writes every output only once all of them are ready, each through a rename. */
function writeAll(files: [string, unknown][], texts: [string, string][]): void {
  const all = [...files.map(([path, value]) => [path, JSON.stringify(value)] as const), ...texts];
  for (const [path, text] of all) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path + ".tmp", text);
    renameSync(path + ".tmp", path);
  }
}

export function handle(args: string[]): string {
  const options = parseDocPageArgs(args);
  const file = options.src;
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new DocError(file, null, `cannot read the file (${code})`);
  }
  const anchorRoutesFile = options["anchor-routes"];
  const compiled = compileDoc({
    file,
    docPath: options["doc-path"],
    bytes,
    anchorRoutes: anchorRoutesFile ? JSON.parse(readFileSync(anchorRoutesFile, "utf8")) : undefined,
  });
  // The folder is the page's own (a Bazel tree artifact): each text file by its base name.
  mkdirSync(options.texts, { recursive: true });
  const texts = [...compiled.texts].map(([name, bytes]): [string, string] => [join(options.texts, basename(name)), bytes]);
  writeAll(
    [
      [options.page, compiled.page],
      [options.meta, compiled.meta],
      [options.shard, compiled.shard],
      [options.links, compiled.links],
    ],
    texts,
  );
  return "";
}

if (require.main === module) runWorker(handle);
