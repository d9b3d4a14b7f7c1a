/**
 * Watch mode: `bazel run //tools/dev/watch -- [--port 8080] [--target //:dist]`.
 * Builds the site with its drafts, serves it on 127.0.0.1, rebuilds through Bazel on every save under
 * content/, contracts/, search/, site/ or tools/ (Bazel re-runs only what changed), and reloads
 * open tabs once the new output is in place, or shows the build error in them.
 * A failed build never stops the watcher.
 */
import { spawn, spawnSync } from "node:child_process";
import { type Dirent, readdirSync, readFileSync, statSync, watch } from "node:fs";
import type { ServerResponse } from "node:http";
import { join } from "node:path";
import { exitWithError, parseToolArgs, runMain, UsageError } from "../../cli/cli";
import { createSiteServer } from "../serve/server";
import { syncCommand, syncRepositories } from "../sync/sync";
import { CLIENT_SCRIPT } from "./client";
import { ANSI, parseDiagnostics, type Diagnostic } from "./diagnostics";

const WATCHED = ["content", "contracts", "search", "site", "tools", "BUILD.bazel", "package.json"];

interface Options {
  port: number;
  target: string;
  workspace: string;
}

export function parseWatchArgs(args: string[], workspace: string): Options {
  const { values } = parseToolArgs("watch", {
    args,
    options: { port: { type: "string", default: "8080" }, target: { type: "string", default: "//:dist" } },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError("watch", `--port needs a number from 0 to 65535, not "${values.port}"`);
  return { port, target: values.target, workspace };
}

const USAGE = "usage: bazel run //tools/dev/watch -- [--port N] [--target //:dist]";

/** How a watch build differs from the production one: docs with `draft: true` are built (//tools/rules:drafts_shown). */
export const WATCH_BUILD_FLAGS = ["--define=drafts=show"];

/** The repository rule whose sync a doc's action asks for when its front matter moved its route since Bazel read the routes. */
const ROUTES_REPOSITORY = "doc_routes";

/** What that action's message says to run (docpage/compile.ts). */
const SYNC_ROUTES = syncCommand([ROUTES_REPOSITORY]);

/** bazel-bin path of a site target's output folder, e.g. //corpus/n1000:dist → bazel-bin/corpus/n1000/dist. */
function outputDir(workspace: string, target: string, suffix = ""): string {
  const [pkg, name] = target.replace(/^\/\//, "").split(":");
  return join(workspace, "bazel-bin", pkg, name + suffix);
}

/** The one output of each doc group's action that names it (tools/rules/private/doc_page.bzl): its link facts. */
const GROUP_FILE = ".links.json";

/** Doc groups compiled since `since` under `dir`, by their link facts (a file per group); Bazel deletes and writes them meanwhile. */
export function countNewer(dir: string, since: number): number {
  let count = 0;
  const walk = (path: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith(GROUP_FILE) && (statSync(child, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= since)
        count++;
    }
  };
  walk(dir);
  return count;
}

class Watcher {
  private clients = new Set<ServerResponse>();
  private building = false;
  private pending = false;
  private lastError: { diagnostics: Diagnostic[]; tail: string } | null = null;
  private totalGroups = 0;

  constructor(private readonly options: Options) {}

  start(): void {
    // Every group of docs has one link facts file among its action's outputs.
    const query = spawnSync(
      "bazel",
      ["aquery", `mnemonic("DocPage", deps(${this.options.target}))`, "--output=text", "--include_commandline=false"],
      {
        cwd: this.options.workspace,
        encoding: "utf8",
        maxBuffer: 256 * 1024 * 1024,
      },
    );
    this.totalGroups = query.stdout.split(GROUP_FILE).length - 1;
    const server = createSiteServer({
      root: outputDir(this.options.workspace, this.options.target),
      transformHtml: (html) => html.replace(/<\/body>/i, '<script src="/__watch/client.js"></script></body>'),
      intercept: (request, response) => {
        if (request.url === "/__watch/client.js") {
          response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" });
          response.end(CLIENT_SCRIPT);
          return true;
        }
        if (request.url === "/__watch/events") {
          response.writeHead(200, {
            "Content-Type": "text/event-stream",
            "Cache-Control": "no-store",
            Connection: "keep-alive",
          });
          response.write(": connected\n\n");
          if (this.lastError) response.write(`event: error-state\ndata: ${JSON.stringify(this.lastError)}\n\n`);
          this.clients.add(response);
          request.on("close", () => this.clients.delete(response));
          return true;
        }
        return false;
      },
    });
    server.on("error", (error: NodeJS.ErrnoException) => {
      exitWithError(
        "watch",
        error.code === "EADDRINUSE" ? `port ${this.options.port} is in use; pick another with --port` : error.message,
        2,
      );
    });
    // A site built from elsewhere (e.g. //corpus/n1000:dist) has its docs in its own package.
    const pkg = this.options.target.replace(/^\/\//, "").split(":")[0];
    const watched =
      pkg && !WATCHED.some((path) => pkg === path || pkg.startsWith(path + "/")) ? [...WATCHED, pkg] : WATCHED;
    server.listen(this.options.port, "127.0.0.1", () => {
      process.stdout.write(`Watching ${watched.join(", ")}; serving http://127.0.0.1:${this.options.port}/\n`);
    });
    for (const path of watched) {
      try {
        watch(join(this.options.workspace, path), { recursive: true }, (_event, file) => {
          if (file && /(^|\/)(\.|#|.*~$)/.test(String(file))) return; // editor temp files
          this.schedule();
        });
      } catch {
        // A missing folder is simply not watched.
      }
    }
    this.build();
  }

  private broadcast(event: string, data: unknown): void {
    for (const client of this.clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private schedule(): void {
    if (this.building) {
      this.pending = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.build(), 30);
  }
  private timer?: NodeJS.Timeout;
  /** The last build asked for the docs' routes to be read again, and they were. */
  private synced = false;

  private build(): void {
    this.building = true;
    this.broadcast("building", {});
    const started = Date.now();
    const pagesDir = outputDir(this.options.workspace, this.options.target, "_pages");
    const progress = setInterval(() => {
      const done = countNewer(pagesDir, started - 1000);
      if (this.totalGroups > 2 && done > 0)
        process.stdout.write(`  doc groups compiled: ${Math.min(done, this.totalGroups)} / ${this.totalGroups}\n`);
    }, 2000);
    const bazel = spawn("bazel", ["build", this.options.target, ...WATCH_BUILD_FLAGS, "--color=yes", "--curses=no"], {
      cwd: this.options.workspace,
    });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    };
    bazel.stdout.on("data", collect);
    bazel.stderr.on("data", collect);
    bazel.on("close", (code) => {
      clearInterval(progress);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0 || !output.includes(SYNC_ROUTES)) this.synced = false;
      if (code === 0) {
        this.lastError = null;
        process.stdout.write(`Built in ${seconds} s; reloading open pages.\n`);
        this.printWarnings();
        this.broadcast("reload", {});
      } else if (!this.synced && output.includes(SYNC_ROUTES)) {
        // A doc gained a slug or id that Bazel has not read (docpage/compile.ts says so): read them, build again.
        process.stdout.write(`A doc's front matter moved its route; running ${SYNC_ROUTES}.\n`);
        syncRepositories(this.options.workspace, [ROUTES_REPOSITORY]);
        this.synced = true;
        this.pending = true;
      } else {
        const diagnostics = parseDiagnostics(output);
        const tail = output.replace(ANSI, "").split("\n").slice(-20).join("\n");
        this.lastError = { diagnostics, tail };
        process.stdout.write(
          `Build failed after ${seconds} s:\n${diagnostics.map((d) => `  ${d.file}${d.line ? ":" + d.line : ""}: ${d.reason}`).join("\n")}\nWatching for the fix…\n`,
        );
        this.broadcast("error-state", this.lastError);
      }
      this.building = false;
      if (this.pending) {
        this.pending = false;
        this.schedule();
      }
    });
  }

  private printWarnings(): void {
    try {
      const report = readFileSync(outputDir(this.options.workspace, this.options.target, "_links.txt"), "utf8");
      if (report) process.stdout.write(report);
    } catch {
      // No report: nothing to say.
    }
  }
}

if (require.main === module) {
  const workspace = process.env.BUILD_WORKSPACE_DIRECTORY ?? process.cwd();
  runMain("watch", () => new Watcher(parseWatchArgs(process.argv.slice(2), workspace)).start(), 1, USAGE);
}
