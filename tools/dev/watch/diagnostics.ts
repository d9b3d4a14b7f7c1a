/**
 * Turns Bazel's output for a failed build into diagnostics a writer can act on:
 * the file, the line and the reason, from our tools ("file:line: error: reason") and
 * from TypeScript ("file(line,col): error TSnnnn: reason").
 */

export interface Diagnostic {
  file: string;
  line: number | null;
  reason: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: it matches the ESC that starts an ANSI colour code
export const ANSI = /\x1b\[[0-9;]*m/g;
const OURS = /^(\S+?):(\d+)(?::\d+)?: error: (.+)$/;
const OURS_NO_LINE = /^(\S+?\.(?:md|ya?ml|json)): error: (.+)$/;
const TYPESCRIPT = /^(\S+?)\((\d+),\d+\): error (TS\d+: .+)$/;
const BAZEL = /^ERROR: (?:(\S+?):(\d+):\d+: )?(.+)$/;

/** Workspace-relative path for a file named inside a sandbox or bazel-out. */
function tidy(file: string): string {
  return file.replace(/^.*?\/execroot\/[^/]+\//, "").replace(/^bazel-out\/[^/]+\/bin\//, "");
}

export function parseDiagnostics(output: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  const fallback: Diagnostic[] = [];
  for (const raw of output.split("\n")) {
    const line = raw.replace(ANSI, "").trim();
    let match: RegExpExecArray | null;
    if ((match = TYPESCRIPT.exec(line))) found.push({ file: tidy(match[1]), line: Number(match[2]), reason: match[3] });
    else if ((match = OURS.exec(line))) found.push({ file: tidy(match[1]), line: Number(match[2]), reason: match[3] });
    else if ((match = OURS_NO_LINE.exec(line))) found.push({ file: tidy(match[1]), line: null, reason: match[2] });
    else if ((match = BAZEL.exec(line)) && !/Build did NOT complete|failed: \(Exit|Analysis of target/.test(line)) {
      fallback.push({
        file: match[1] ? tidy(match[1]) : "BUILD",
        line: match[2] ? Number(match[2]) : null,
        reason: match[3],
      });
    }
  }
  const unique = new Map((found.length > 0 ? found : fallback).map((d) => [`${d.file}:${d.line}:${d.reason}`, d]));
  return [...unique.values()];
}
