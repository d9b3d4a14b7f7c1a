/**
 * The doc_page tool: compiles one doc per request, as a Bazel persistent worker or
 * once per process (`@params` file). Arguments:
 *   --src FILE --doc-path PATH --page OUT --meta OUT --shard OUT --links OUT [--anchor-routes FILE]
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { runWorker } from "../worker/worker";
import { compileDoc } from "./compile";
import { DocError } from "./source";

function parseArgs(args: string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    if (!args[i].startsWith("--") || i + 1 >= args.length) throw new Error(`doc_page: unexpected argument "${args[i]}"`);
    options.set(args[i].slice(2), args[i + 1]);
  }
  for (const required of ["src", "doc-path", "page", "meta", "shard", "links"]) {
    if (!options.has(required)) throw new Error(`doc_page: missing --${required}`);
  }
  return options;
}

/** Writes every output only once all of them are ready, each through a rename. */
function writeAll(files: [string, unknown][]): void {
  const texts = files.map(([path, value]) => [path, JSON.stringify(value)] as const);
  for (const [path, text] of texts) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path + ".tmp", text);
    renameSync(path + ".tmp", path);
  }
}

export function handle(args: string[]): string {
  const options = parseArgs(args);
  const file = options.get("src")!;
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new DocError(file, null, `cannot read the file (${code})`);
  }
  const anchorRoutesFile = options.get("anchor-routes");
  const compiled = compileDoc({
    file,
    docPath: options.get("doc-path")!,
    bytes,
    anchorRoutes: anchorRoutesFile ? JSON.parse(readFileSync(anchorRoutesFile, "utf8")) : undefined,
  });
  writeAll([
    [options.get("page")!, compiled.page],
    [options.get("meta")!, compiled.meta],
    [options.get("shard")!, compiled.shard],
    [options.get("links")!, compiled.links],
  ]);
  return "";
}

if (require.main === module) runWorker(handle);
