/**
 * The results file of a benchmark: each benchmark rewrites one Markdown file of its own
 * (tools/bench/<name>/results.md) with its latest figures, headed by when it ran, on what
 * machine and which commit of the project it measured. A file that two programs write (the
 * search benchmark's, in Node.js and in Chromium) holds a section per program, and each run
 * replaces its own section only. The pure parts (the header, the sections) are tested; the
 * rest asks the machine and Git.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { dirname, resolve } from "node:path";

export interface MachineFacts {
  cores: number;
  memoryBytes: number;
  cpuModel: string;
  node: string;
  bazel: string;
}

/** The commit the working tree is at, and how many files differ from it (what a build of the tree measured). */
export interface SourceFacts {
  commit: string;
  changedFiles: number;
}

export interface RunFacts {
  date: Date;
  /** The command that produced the figures, as a reader would type it. */
  command: string;
  machine: MachineFacts;
  source: SourceFacts;
}

export function cpuModelOf(cpuinfo: string): string {
  const m = /^model name\s*:\s*(.+)$/m.exec(cpuinfo);
  return m ? m[1].trim() : "unknown";
}

/** Debian's Bazel says "bazel no_version"; its package version says what it is. */
function bazelVersion(): string {
  const own = spawnSync("bazel", ["--version"], { encoding: "utf8" }).stdout?.trim() ?? "";
  if (own && !own.includes("no_version")) return own.replace(/^bazel\s+/, "");
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format syntax, not a template.
  const pkg = spawnSync("dpkg-query", ["-W", "-f=${Version}", "bazel-bootstrap"], { encoding: "utf8" }).stdout?.trim();
  return pkg ? `${pkg.replace(/\+.*$/, "")} (Debian bazel-bootstrap ${pkg})` : "unknown";
}

export function machineFacts(): MachineFacts {
  let cpuinfo = "";
  try {
    cpuinfo = readFileSync("/proc/cpuinfo", "utf8");
  } catch {
    // Not Linux: the model stays unknown.
  }
  return {
    cores: cpus().length,
    memoryBytes: totalmem(),
    cpuModel: cpuModelOf(cpuinfo),
    node: process.version,
    bazel: bazelVersion(),
  };
}

/** The number of paths `git status --porcelain` lists (changed, added, deleted or untracked). */
export function changedFilesOf(porcelain: string): number {
  return porcelain.split("\n").filter((line) => line.trim() !== "").length;
}

export function sourceFacts(workspace: string): SourceFacts {
  const git = (...args: string[]) => spawnSync("git", args, { cwd: workspace, encoding: "utf8", maxBuffer: 1 << 26 });
  const head = git("rev-parse", "HEAD");
  const status = git("status", "--porcelain");
  return {
    commit: head.status === 0 ? head.stdout.trim() : "unknown (not a Git checkout)",
    changedFiles: status.status === 0 ? changedFilesOf(status.stdout) : 0,
  };
}

export function runFacts(command: string, workspace: string, date = new Date()): RunFacts {
  return { date, command, machine: machineFacts(), source: sourceFacts(workspace) };
}

const gigabytes = (bytes: number) => `${(bytes / 1e9).toFixed(1)} GB`;

/** The lines under a results file's title: date, command, machine and commit. */
export function resultsHeader(facts: RunFacts): string {
  const { machine: m, source } = facts;
  const changed =
    source.changedFiles === 0
      ? ""
      : `, with ${source.changedFiles} file${source.changedFiles === 1 ? "" : "s"} changed from it (uncommitted)`;
  return [
    `Measured ${facts.date.toISOString().slice(0, 16).replace("T", " ")} UTC by \`${facts.command}\`, which rewrites this file on each run.`,
    "",
    `- Machine: ${m.cores} cores (${m.cpuModel}), ${gigabytes(m.memoryBytes)} memory`,
    `- Commit: ${source.commit}${changed}`,
    `- Node.js ${m.node}, Bazel ${m.bazel}`,
    "",
  ].join("\n");
}

/** A whole results file of one program: its title, the header, then the figures. */
export function resultsDocument(title: string, facts: RunFacts, body: string): string {
  return [`# ${title}`, "", resultsHeader(facts), body.endsWith("\n") ? body : body + "\n"].join("\n");
}

/** A program's printed report, as it goes in a results file. */
export function textBlock(lines: readonly string[]): string {
  return ["```text", ...lines, "```", ""].join("\n");
}

export interface SectionLayout {
  /** The file's title and the paragraph under it. */
  title: string;
  intro: string;
  /** In file order: each section's id, heading and the command that writes it. */
  sections: { id: string; heading: string; command: string }[];
}

const SECTION = /<!-- section: ([\w-]+) -->\n([\s\S]*?)<!-- end: \1 -->/g;

/** `existing` (a results file, or "") with section `id`'s body replaced; the other sections kept as they were. */
export function withSection(existing: string, layout: SectionLayout, id: string, body: string): string {
  if (!layout.sections.some((s) => s.id === id)) throw new Error(`no section ${id} in the layout of ${layout.title}`);
  const bodies = new Map<string, string>();
  for (const match of existing.matchAll(SECTION)) bodies.set(match[1], match[2]);
  bodies.set(id, body.endsWith("\n") ? body : body + "\n");
  const parts = [`# ${layout.title}`, "", layout.intro, ""];
  for (const section of layout.sections) {
    const kept = bodies.get(section.id) ?? `No run recorded yet: \`${section.command}\` writes this section.\n`;
    parts.push(
      `## ${section.heading}`,
      "",
      `<!-- section: ${section.id} -->`,
      kept + `<!-- end: ${section.id} -->`,
      "",
    );
  }
  return parts.join("\n");
}

/** Writes a results file under the workspace; returns its absolute path. */
export function writeResultsFile(workspace: string, path: string, text: string): string {
  const file = resolve(workspace, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** A results file's text, or "" when there is none yet. */
export function readResultsFile(workspace: string, path: string): string {
  try {
    return readFileSync(resolve(workspace, path), "utf8");
  } catch {
    return "";
  }
}

/** Replaces section `id` of the results file `path` (under the workspace) with a report headed by `facts`; returns the file's path. */
export function writeResultsSection(
  workspace: string,
  path: string,
  layout: SectionLayout,
  id: string,
  facts: RunFacts,
  printed: readonly string[],
): string {
  const text = withSection(
    readResultsFile(workspace, path),
    layout,
    id,
    resultsHeader(facts) + "\n" + textBlock(printed),
  );
  return writeResultsFile(workspace, path, text);
}
