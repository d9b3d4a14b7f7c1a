import assert from "node:assert/strict";
import { parseLogStatsArgs } from "./logstats";

describe("logstats command line", () => {
  it("takes the log and, before or after it, --require-remote", () => {
    assert.deepEqual(parseLogStatsArgs(["/tmp/exec.json", "--require-remote", "DocPage"]), {
      log: "/tmp/exec.json",
      requireRemote: "DocPage",
    });
    assert.deepEqual(parseLogStatsArgs(["--require-remote", "DocPage", "/tmp/exec.json"]), {
      log: "/tmp/exec.json",
      requireRemote: "DocPage",
    });
    assert.deepEqual(parseLogStatsArgs(["/tmp/exec.json"]), { log: "/tmp/exec.json", requireRemote: null });
  });

  it("wants one log and no other flags", () => {
    assert.throws(() => parseLogStatsArgs([]), /expected one execution log, got 0/);
    assert.throws(() => parseLogStatsArgs(["log", "--bogus"]), /Unknown option '--bogus'/);
    assert.throws(() => parseLogStatsArgs(["log", "--require-remote"]), /'--require-remote <value>' argument missing/);
  });
});
