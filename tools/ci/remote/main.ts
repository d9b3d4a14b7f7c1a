/**
 * Checks the execution logs of a remote build:
 *   bazel run //tools/ci/remote:execlog -- LOG... [--require-remote] [--forbid STRING]...
 * Prints where the spawns ran and what the build uploaded; exits 1 when --require-remote
 * is given and a spawn ran locally, or when a command line or environment names a
 * --forbid string (e.g. the host's node).
 */
import { readFileSync } from "node:fs";
import { parseToolArgs, runMain, UsageError } from "../../cli/cli";
import { analyze, formatReport, parseExecutionLog, type Report } from "./execlog";

const TOOL = "execlog";
const USAGE = "usage: execlog LOG... [--require-remote] [--forbid STRING]...";

/** The lines that fail the check; none when the logs pass. */
export function failures(report: Report, requireRemote: boolean): string[] {
  const lines: string[] = [];
  if (report.spawns === 0) lines.push("FAIL: the logs have no spawns");
  if (requireRemote && report.local.length > 0) {
    const examples = report.local.slice(0, 5).map((s) => `${s.mnemonic} (${s.runner})`);
    lines.push(`FAIL: ${report.local.length} spawns did not run remotely, e.g. ${examples.join(", ")}`);
  }
  for (const { spawn, found } of report.forbidden.slice(0, 10))
    lines.push(`FAIL: a ${spawn.mnemonic} spawn names a forbidden path: ${found}`);
  return lines;
}

function main(): void {
  const { values, positionals: logs } = parseToolArgs(TOOL, {
    options: {
      "require-remote": { type: "boolean", default: false },
      forbid: { type: "string", multiple: true, default: [] },
    },
    allowPositionals: true,
  });
  if (logs.length === 0) throw new UsageError(TOOL, "no execution log given");
  const requireRemote = values["require-remote"] === true;
  const forbid = values.forbid ?? [];
  const report = analyze(
    logs.flatMap((log) => parseExecutionLog(readFileSync(log, "utf8"))),
    forbid,
  );
  process.stdout.write(formatReport(report) + "\n");
  const failed = failures(report, requireRemote);
  if (failed.length > 0) {
    process.stdout.write(failed.join("\n") + "\n");
    process.exitCode = 1;
    return;
  }
  const none = forbid.length ? `; none names ${forbid.join(" or ")}` : "";
  process.stdout.write(`OK: ${requireRemote ? "every spawn ran remotely" : "logs read"}${none}\n`);
}

if (require.main === module) runMain(TOOL, main, 1, USAGE);
