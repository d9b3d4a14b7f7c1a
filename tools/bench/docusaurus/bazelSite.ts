/**
 * System A, our pipeline: `bazel build //corpus/bench/nN:dist` (`//corpus/bench/nNvV/content:dist`
 * with docs versions) in an output base of its own per corpus (so "cold" never reuses another corpus's server or outputs, and a
 * colleague's Bazel server in the workspace is never touched), with the local disk cache
 * in a scratch folder and no convenience symlinks in the workspace.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, openSync, closeSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { measureOf, type BuildMeasure } from "./buildMeasure";
import { cleanEnv } from "./childEnv";
import type { Corpus } from "./corpus";
import { timedRun } from "./timedRun";

/** "INFO: 9 processes: 3 internal, 6 worker." → "9 processes: 3 internal, 6 worker" */
export function processSummary(log: string): string {
  const m = /INFO:\s*(\d+ processes?[^\n]*?)\.?\s*$/m.exec(log);
  return m ? m[1] : "";
}

/** From this many docs, Bazel's JVM runs as docs/scale.md advises large sites (.bazelrc's settings suit the rest). */
export const LARGE_SITE_DOCS = 10_000;

/**
 * Bazel's startup options for a site of `docs` docs (docs/scale.md has the figures). C2
 * compiles the JDK's SHA-256 with the CPU's SHA instructions: with C1 only, hashing the
 * outputs was two thirds of the Bazel server's samples in a 100,000-doc cold build. A fixed
 * young generation instead of a third of a heap that grows past 1.5 GB keeps the server smaller.
 */
export function startupOptions(docs: number): string[] {
  return docs >= LARGE_SITE_DOCS ? ["--host_jvm_args=-XX:TieredStopAtLevel=4", "--host_jvm_args=-Xmn128m"] : [];
}

export class BazelSite {
  readonly outputBase: string;
  readonly diskCache: string;
  readonly label: string;
  readonly distDir: string;

  constructor(
    private readonly workspace: string,
    scratch: string,
    private readonly corpus: Corpus,
    private readonly logDir: string,
    private readonly timeoutMs: number,
  ) {
    const root = join(scratch, "bazel", corpus.name);
    this.outputBase = join(root, "output_base");
    this.diskCache = join(root, "disk_cache");
    this.label = `//${corpus.pkg}:dist`;
    this.distDir = join(
      this.outputBase,
      "execroot",
      "projen_docs",
      "bazel-out",
      "k8-fastbuild",
      "bin",
      corpus.pkg,
      "dist",
    );
  }

  private startup(): string[] {
    return [`--output_base=${this.outputBase}`, ...startupOptions(this.corpus.docs)];
  }

  private flags(): string[] {
    return [
      "--symlink_prefix=/",
      `--disk_cache=${this.diskCache}`,
      "--color=no",
      "--curses=no",
      "--show_progress_rate_limit=10",
    ];
  }

  /** An untimed Bazel command; its output goes to a log. */
  private bazel(args: string[], log: string): void {
    const fd = openSync(join(this.logDir, log), "w");
    try {
      const result = spawnSync("bazel", [...this.startup(), ...args], {
        cwd: this.workspace,
        env: cleanEnv(),
        stdio: ["ignore", fd, fd],
      });
      if (result.status !== 0)
        throw new Error(`bazel ${args.join(" ")} failed (exit ${result.status}); see ${join(this.logDir, log)}`);
    } finally {
      closeSync(fd);
    }
  }

  /** Writes the corpus with //tools/dev/corpus and fetches the npm packages, outside any timing. */
  prepare(): void {
    mkdirSync(this.diskCache, { recursive: true });
    const { docs, versions, folderDocs, dir, name } = this.corpus;
    const corpusArgs = ["--docs", String(docs), "--versions", String(versions), "--out", dir];
    if (folderDocs !== null) corpusArgs.push("--folder-docs", String(folderDocs));
    this.bazel(["run", ...this.flags(), "//tools/dev/corpus", "--", ...corpusArgs], `ours-${name}-corpus.log`);
    // @doc_versions ran before the corpus was written: it finds the new versions.json only when told to.
    if (versions > 1) this.bazel(["sync", "--only=doc_versions"], `ours-${name}-sync.log`);
    this.bazel(["fetch", this.label], `ours-${name}-fetch.log`);
  }

  private serverPid(): number[] {
    try {
      return [Number(readFileSync(join(this.outputBase, "server", "server.pid.txt"), "utf8").trim())];
    } catch {
      return [];
    }
  }

  async build(name: string): Promise<BuildMeasure> {
    const tag = `ours-${this.corpus.name}-${name}`;
    const result = await timedRun({
      command: "bazel",
      args: [
        ...this.startup(),
        "build",
        ...this.flags(),
        `--profile=${join(this.logDir, tag + ".profile.gz")}`,
        this.label,
      ],
      cwd: this.workspace,
      env: cleanEnv(),
      logFile: join(this.logDir, tag + ".log"),
      timeoutMs: this.timeoutMs,
      extraRoots: () => this.serverPid(),
    });
    return measureOf(result, processSummary(result.log));
  }

  /** No outputs, no action cache, an empty disk cache and a new server: nothing to reuse but the fetched npm packages. */
  async cold(name: string): Promise<BuildMeasure> {
    this.bazel(["clean"], `ours-${this.corpus.name}-clean.log`);
    this.shutdown();
    rmSync(this.diskCache, { recursive: true, force: true });
    mkdirSync(this.diskCache, { recursive: true });
    return this.build(name);
  }

  /** Frees the server's and workers' memory before the other system runs. */
  shutdown(): void {
    this.bazel(["shutdown"], `ours-${this.corpus.name}-shutdown.log`);
  }
}
