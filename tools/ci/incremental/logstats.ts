/**
 * Summarises a Bazel JSON execution log: how many spawns each mnemonic had and how many
 * of them came from the remote cache. `bazel run //tools/ci/incremental:logstats -- LOG [--require-remote MNEMONIC]`
 * exits 1 when a required mnemonic has a spawn that was not a remote cache hit.
 */
import { readFileSync } from "node:fs";
import { parseExecutionLog } from "./check";

const [file, flag, required] = process.argv.slice(2);
if (!file) {
  process.stderr.write("usage: logstats LOG [--require-remote MNEMONIC]\n");
  process.exit(2);
}
const stats = new Map<string, { spawns: number; remote: number }>();
for (const spawn of parseExecutionLog(readFileSync(file, "utf8"))) {
  const entry = stats.get(spawn.mnemonic ?? "?") ?? { spawns: 0, remote: 0 };
  entry.spawns++;
  if (spawn.remoteCacheHit) entry.remote++;
  stats.set(spawn.mnemonic ?? "?", entry);
}
for (const [mnemonic, { spawns, remote }] of [...stats].sort()) {
  process.stdout.write(`${mnemonic.padEnd(18)} ${String(spawns).padStart(5)} spawns, ${remote} from the remote cache\n`);
}
if (flag === "--require-remote") {
  const entry = stats.get(required);
  if (!entry || entry.spawns === 0 || entry.remote !== entry.spawns) {
    process.stdout.write(`FAIL: every ${required} spawn should have come from the remote cache\n`);
    process.exit(1);
  }
  process.stdout.write(`OK: all ${entry.spawns} ${required} spawns came from the remote cache\n`);
}
