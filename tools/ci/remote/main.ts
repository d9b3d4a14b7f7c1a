/**
 * Checks the execution logs of a remote build:
 *   bazel run //tools/ci/remote:execlog -- LOG... [--require-remote] [--forbid STRING]...
 * Prints where the spawns ran and what the build uploaded; exits 1 when --require-remote
 * is given and a spawn ran locally, or when a command line or environment names a
 * --forbid string (e.g. the host's node).
 */
import { readFileSync } from "node:fs";
import { analyze, formatReport, parseExecutionLog } from "./execlog";

function main(args: string[]): number {
  const logs: string[] = [];
  const forbid: string[] = [];
  let requireRemote = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--require-remote") requireRemote = true;
    else if (args[i] === "--forbid") forbid.push(args[++i]);
    else logs.push(args[i]);
  }
  if (logs.length === 0) {
    process.stderr.write("usage: execlog LOG... [--require-remote] [--forbid STRING]...\n");
    return 2;
  }
  const report = analyze(logs.flatMap((log) => parseExecutionLog(readFileSync(log, "utf8"))), forbid);
  process.stdout.write(formatReport(report) + "\n");
  let status = 0;
  if (report.spawns === 0) {
    process.stdout.write("FAIL: the logs have no spawns\n");
    status = 1;
  }
  if (requireRemote && report.local.length > 0) {
    process.stdout.write(`FAIL: ${report.local.length} spawns did not run remotely, e.g. ${report.local.slice(0, 5).map((s) => `${s.mnemonic} (${s.runner})`).join(", ")}\n`);
    status = 1;
  }
  for (const { spawn, found } of report.forbidden.slice(0, 10)) {
    process.stdout.write(`FAIL: a ${spawn.mnemonic} spawn names a forbidden path: ${found}\n`);
  }
  if (report.forbidden.length > 0) status = 1;
  if (status === 0) {
    process.stdout.write(`OK: ${requireRemote ? "every spawn ran remotely" : "logs read"}${forbid.length ? `; none names ${forbid.join(" or ")}` : ""}\n`);
  }
  return status;
}

process.exitCode = main(process.argv.slice(2));
