/** Tests of the execution-log checks: runners, forbidden paths and upload counting. */
import assert from "node:assert/strict";
import { analyze, parseExecutionLog, type Spawn } from "./execlog";
import { failures } from "./main";

const digest = (hash: string, size: number) => ({ hash, sizeBytes: String(size) });

describe("execlog", () => {
  it("reads a stream of pretty-printed JSON objects", () => {
    const text = '{\n  "mnemonic": "A",\n  "runner": "remote"\n}\n{"mnemonic": "B", "runner": "worker"}\n';
    assert.deepEqual(
      parseExecutionLog(text).map((s) => s.mnemonic),
      ["A", "B"],
    );
  });

  it("finds local spawns and forbidden paths in command lines and environments", () => {
    const spawns: Spawn[] = [
      { mnemonic: "TsProject", runner: "remote", commandArgs: ["external/nodejs/bin/node", "tsc"] },
      { mnemonic: "Cached", runner: "remote cache hit" },
      { mnemonic: "Bad", runner: "linux-sandbox", commandArgs: ["/usr/bin/node", "x.js"] },
      { mnemonic: "Env", runner: "remote", environmentVariables: [{ name: "NODE", value: "/usr/bin/node" }] },
    ];
    const report = analyze(spawns, ["/usr/bin/node"]);
    assert.deepEqual(
      report.local.map((s) => s.mnemonic),
      ["Bad"],
    );
    assert.deepEqual(
      report.forbidden.map((f) => [f.spawn.mnemonic, f.found]),
      [
        ["Bad", "/usr/bin/node"],
        ["Env", "NODE=/usr/bin/node"],
      ],
    );
    assert.equal(report.runners.get("remote"), 2);
    assert.deepEqual(Object.fromEntries(report.programs), {
      "external/nodejs/bin/node": 1,
      "/usr/bin/node": 1,
      "?": 2,
    });
  });

  it("counts each uploaded input once, and never one a spawn of the build wrote", () => {
    const spawns: Spawn[] = [
      {
        mnemonic: "A",
        runner: "remote",
        inputs: [
          { path: "src/a.ts", digest: digest("a", 10) },
          { path: "node", digest: digest("n", 1000) },
        ],
        actualOutputs: [{ path: "out/a.js", digest: digest("aj", 5) }],
      },
      {
        mnemonic: "B",
        inputs: [
          { path: "out/a.js", digest: digest("aj", 5) },
          { path: "node", digest: digest("n", 1000) },
        ],
      },
    ];
    const report = analyze(spawns, []);
    assert.equal(report.uploadFiles, 2);
    assert.equal(report.uploadBytes, 1010);
    assert.deepEqual([report.downloadFiles, report.downloadBytes], [1, 5]);
  });

  it("fails on no spawns, on local spawns when remote is required, and on a forbidden path", () => {
    assert.deepEqual(failures(analyze([], []), false), ["FAIL: the logs have no spawns"]);
    const local = analyze([{ mnemonic: "DocPage", runner: "worker" }], []);
    assert.deepEqual(failures(local, false), []);
    assert.match(failures(local, true).join("\n"), /1 spawns did not run remotely, e\.g\. DocPage \(worker\)/);
    const named = analyze(
      [{ mnemonic: "Bundle", runner: "remote", commandArgs: ["/usr/bin/node"] }],
      ["/usr/bin/node"],
    );
    assert.deepEqual(failures(named, true), ["FAIL: a Bundle spawn names a forbidden path: /usr/bin/node"]);
  });
});
