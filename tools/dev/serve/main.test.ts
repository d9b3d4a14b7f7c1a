import assert from "node:assert/strict";
import { parseServeArgs } from "./main";

describe("serve command line", () => {
  it("takes --port and --dir, with defaults", () => {
    assert.deepEqual(parseServeArgs([], "bazel-bin/dist"), { port: 8080, dir: "bazel-bin/dist" });
    assert.deepEqual(parseServeArgs(["--port", "0", "--dir", "/srv/site"], "d"), { port: 0, dir: "/srv/site" });
  });

  it("names a bad port, an unknown flag and a missing value", () => {
    assert.throws(() => parseServeArgs(["--port", "70000"], "d"), /--port needs a number from 0 to 65535, not "70000"/);
    assert.throws(() => parseServeArgs(["--bogus"], "d"), /Unknown option '--bogus'/);
    assert.throws(() => parseServeArgs(["--dir"], "d"), /'--dir <value>' argument missing/);
  });
});
