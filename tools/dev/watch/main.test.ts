import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { countNewer, parseWatchArgs } from "./main";

describe("watch command line", () => {
  it("takes --port and --target, with defaults", () => {
    assert.deepEqual(parseWatchArgs([], "/ws"), { port: 8080, target: "//:dist", workspace: "/ws" });
    assert.deepEqual(parseWatchArgs(["--port", "18000", "--target", "//corpus/n1000:dist"], "/ws"), {
      port: 18000,
      target: "//corpus/n1000:dist",
      workspace: "/ws",
    });
  });

  it("names a bad port and an unknown flag", () => {
    assert.throws(() => parseWatchArgs(["--port", "x"], "/ws"), /--port needs a number from 0 to 65535, not "x"/);
    assert.throws(() => parseWatchArgs(["--bogus"], "/ws"), /Unknown option '--bogus'/);
  });
});

describe("watch progress", () => {
  it("counts the doc groups compiled since the build began, by their link facts, and lives with one deleted meanwhile", () => {
    const dir = mkdtempSync(join(tmpdir(), "watch-progress-"));
    try {
      mkdirSync(join(dir, "docs"));
      writeFileSync(join(dir, "docs", "a.0.links.json"), "[]");
      writeFileSync(join(dir, "docs", "a.0.shards.json"), "");
      writeFileSync(join(dir, "b.0.links.json"), "[]");
      utimesSync(join(dir, "b.0.links.json"), new Date(1000), new Date(1000));
      // What readdir saw and Bazel deleted before the stat: a name whose file is gone.
      symlinkSync(join(dir, "gone"), join(dir, "docs", "c.0.links.json"));
      assert.equal(countNewer(dir, Date.now() - 60_000), 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
