/**
 * Summarises a Bazel JSON execution log: how many spawns each mnemonic had and how many
 * of them came from the remote cache. `bazel run //tools/ci/incremental:logstats -- LOG [--require-remote MNEMONIC]`
 * exits 1 when a required mnemonic has a spawn that was not a remote cache hit.
 */
import { readFileSync } from "node:fs";
import { parseToolArgs, runMain, stringOptions, UsageError } from "../../cli/cli";
import { parseExecutionLog } from "./check";

export interface LogStatsArgs {
  log: string;
  /** A mnemonic every spawn of which must be a remote cache hit, or null. */
  requireRemote: string | null;
}

export function parseLogStatsArgs(args: string[]): LogStatsArgs {
  const { values, positionals } = parseToolArgs("logstats", {
    args,
    options: stringOptions("require-remote"),
    allowPositionals: true,
  });
  if (positionals.length !== 1)
    throw new UsageError("logstats", `expected one execution log, got ${positionals.length}`);
  return { log: positionals[0], requireRemote: values["require-remote"] ?? null };
}

function main({ log, requireRemote: required }: LogStatsArgs): void {
  const stats = new Map<string, { spawns: number; remote: number }>();
  for (const spawn of parseExecutionLog(readFileSync(log, "utf8"))) {
    const entry = stats.get(spawn.mnemonic ?? "?") ?? { spawns: 0, remote: 0 };
    entry.spawns++;
    if (spawn.remoteCacheHit) entry.remote++;
    stats.set(spawn.mnemonic ?? "?", entry);
  }
  for (const [mnemonic, { spawns, remote }] of [...stats].sort()) {
    process.stdout.write(
      `${mnemonic.padEnd(18)} ${String(spawns).padStart(5)} spawns, ${remote} from the remote cache\n`,
    );
  }
  if (required !== null) {
    const entry = stats.get(required);
    if (!entry || entry.spawns === 0 || entry.remote !== entry.spawns) {
      process.stdout.write(`FAIL: every ${required} spawn should have come from the remote cache\n`);
      process.exit(1);
    }
    process.stdout.write(`OK: all ${entry.spawns} ${required} spawns came from the remote cache\n`);
  }
}

if (require.main === module)
  runMain(
    "logstats",
    () => main(parseLogStatsArgs(process.argv.slice(2))),
    1,
    "usage: logstats LOG [--require-remote MNEMONIC]",
  );
