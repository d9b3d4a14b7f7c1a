/**
 * `bazel run //:serve -- [--port N] [--dir DIR]`: serves the built site on 127.0.0.1.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { exitWithError, parseToolArgs, runMain, stringOptions, UsageError } from "../../cli/cli";
import { createSiteServer } from "./server";

const USAGE = "usage: bazel run //:serve -- [--port N] [--dir DIR]";

export interface ServeArgs {
  port: number;
  dir: string;
}

/** `defaultDir`: the built site in the runfiles, else bazel-bin/dist. */
export function parseServeArgs(args: string[], defaultDir: string): ServeArgs {
  const { values } = parseToolArgs("serve", { args, options: stringOptions("port", "dir") });
  const port = values.port === undefined ? 8080 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError("serve", `--port needs a number from 0 to 65535, not "${values.port}"`);
  return { port, dir: values.dir ?? defaultDir };
}

function main({ port, dir }: ServeArgs): void {
  if (!existsSync(join(dir, "index.html")))
    throw new UsageError("serve", `${dir} has no index.html: build the site first (bazel build //:dist)`);
  const server = createSiteServer({ root: dir });
  server.on("error", (error: NodeJS.ErrnoException) => {
    const message =
      error.code === "EADDRINUSE" ? `port ${port} is already in use; pick another with --port` : error.message;
    exitWithError("serve", new UsageError("serve", message), 1, USAGE);
  });
  server.listen(port, "127.0.0.1", () => {
    const address = server.address();
    const actual = typeof address === "object" && address ? address.port : port;
    process.stdout.write(`Serving ${dir} at http://127.0.0.1:${actual}/ (Ctrl+C to stop)\n`);
  });
}

if (require.main === module) {
  const defaultDir = process.env.BAZEL_RUNFILES
    ? join(process.env.BAZEL_RUNFILES, "projen_docs", "dist")
    : "bazel-bin/dist";
  runMain("serve", () => main(parseServeArgs(process.argv.slice(2), defaultDir)), 1, USAGE);
}
