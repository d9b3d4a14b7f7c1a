/**
 * `bazel run //:serve -- [--port N] [--dir DIR]`: serves the built site on 127.0.0.1.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createSiteServer } from "./server";

function usage(message: string): never {
  process.stderr.write(`serve: ${message}\nusage: bazel run //:serve -- [--port N] [--dir DIR]\n`);
  process.exit(2);
}

export interface ServeArgs {
  port: number;
  dir: string;
}

/** `defaultDir`: the built site in the runfiles, else bazel-bin/dist. */
export function parseServeArgs(args: string[], defaultDir: string): ServeArgs {
  const { values } = parseArgs({ args, options: { port: { type: "string" }, dir: { type: "string" } } });
  const port = values.port === undefined ? 8080 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port needs a number from 0 to 65535, not "${values.port}"`);
  return { port, dir: values.dir ?? defaultDir };
}

function main(args: string[]): void {
  let options: ServeArgs;
  try {
    options = parseServeArgs(args, process.env.BAZEL_RUNFILES ? join(process.env.BAZEL_RUNFILES, "projen_docs", "dist") : "bazel-bin/dist");
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  const { port, dir } = options;
  if (!existsSync(join(dir, "index.html"))) usage(`${dir} has no index.html: build the site first (bazel build //:dist)`);
  const server = createSiteServer({ root: dir });
  server.on("error", (error: NodeJS.ErrnoException) => usage(error.code === "EADDRINUSE" ? `port ${port} is already in use; pick another with --port` : error.message));
  server.listen(port, "127.0.0.1", () => {
    const address = server.address();
    const actual = typeof address === "object" && address ? address.port : port;
    process.stdout.write(`Serving ${dir} at http://127.0.0.1:${actual}/ (Ctrl+C to stop)\n`);
  });
}

if (require.main === module) main(process.argv.slice(2));
