/**
 * `bazel run //:serve -- [--port N] [--dir DIR]`: serves the built site on 127.0.0.1.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createSiteServer } from "./server";

function usage(message: string): never {
  process.stderr.write(`serve: ${message}\nusage: bazel run //:serve -- [--port N] [--dir DIR]\n`);
  process.exit(2);
}

function main(args: string[]): void {
  let port = 8080;
  let dir = process.env.BAZEL_RUNFILES ? join(process.env.BAZEL_RUNFILES, "projen_docs", "dist") : "bazel-bin/dist";
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--port") {
      port = Number(args[++i]);
      if (!Number.isInteger(port) || port < 0 || port > 65535) usage(`--port needs a number from 0 to 65535, not "${args[i]}"`);
    } else if (args[i] === "--dir") {
      dir = args[++i] ?? usage("--dir needs a folder");
    } else {
      usage(`unknown argument "${args[i]}"`);
    }
  }
  if (!existsSync(join(dir, "index.html"))) usage(`${dir} has no index.html: build the site first (bazel build //:dist)`);
  const server = createSiteServer({ root: dir });
  server.on("error", (error: NodeJS.ErrnoException) => usage(error.code === "EADDRINUSE" ? `port ${port} is already in use; pick another with --port` : error.message));
  server.listen(port, "127.0.0.1", () => {
    const address = server.address();
    const actual = typeof address === "object" && address ? address.port : port;
    process.stdout.write(`Serving ${dir} at http://127.0.0.1:${actual}/ (Ctrl+C to stop)\n`);
  });
}

main(process.argv.slice(2));
