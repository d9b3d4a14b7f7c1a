import assert from "node:assert/strict";
import { parseLinkCheckArgs } from "./main";

describe("link_check command line", () => {
  it("takes what the link_check rule passes: --out, then the link files", () => {
    assert.deepEqual(parseLinkCheckArgs(["--out", "report.txt", "a.links.json", "b.links.json"]), {
      out: "report.txt",
      linkFiles: ["a.links.json", "b.links.json"],
    });
    assert.deepEqual(parseLinkCheckArgs(["a.links.json", "--out", "report.txt"]).linkFiles, ["a.links.json"]);
  });

  it("takes the renderer bundle that holds onBrokenLinks, and a severity that overrides it", () => {
    assert.deepEqual(parseLinkCheckArgs(["--out", "r", "--renderer", "renderer.js", "--severity", "throw", "a"]), {
      out: "r",
      linkFiles: ["a"],
      renderer: "renderer.js",
      severity: "throw",
    });
    assert.throws(
      () => parseLinkCheckArgs(["--out", "r", "--severity", "fail"]),
      /--severity is "warn" or "throw", not "fail"/,
    );
  });

  it("takes the site's docs versions as JSON, and names a list it cannot read", () => {
    const versions = [{ name: "current", label: "Next", path: "/docs", isLast: true }];
    assert.deepEqual(
      parseLinkCheckArgs(["--out", "r", "--versions", JSON.stringify(versions), "a"]).versions,
      versions,
    );
    assert.throws(
      () => parseLinkCheckArgs(["--out", "r", "--versions", '[{"name": "1.0"}]']),
      /--versions is a JSON list of \{name, label, path, isLast\}, not \[\{"name": "1\.0"\}\]/,
    );
    assert.throws(() => parseLinkCheckArgs(["--out", "r", "--versions", "{"]), /--versions is a JSON list/);
  });

  it("names a flag it does not know or lacks", () => {
    assert.throws(() => parseLinkCheckArgs(["--out", "r", "--bogus"]), /^Error: link_check: Unknown option '--bogus'/);
    assert.throws(() => parseLinkCheckArgs(["a.links.json"]), /^Error: link_check: missing --out$/);
  });
});
