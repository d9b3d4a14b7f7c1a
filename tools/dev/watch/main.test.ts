import assert from "node:assert/strict";
import { parseWatchArgs } from "./main";

describe("watch command line", () => {
  it("takes --port and --target, with defaults", () => {
    assert.deepEqual(parseWatchArgs([], "/ws"), { port: 8080, target: "//:dist", workspace: "/ws" });
    assert.deepEqual(parseWatchArgs(["--port", "18000", "--target", "//corpus/n1000:dist"], "/ws"), { port: 18000, target: "//corpus/n1000:dist", workspace: "/ws" });
  });

  it("names a bad port and an unknown flag", () => {
    assert.throws(() => parseWatchArgs(["--port", "x"], "/ws"), /--port needs a number from 0 to 65535, not "x"/);
    assert.throws(() => parseWatchArgs(["--bogus"], "/ws"), /Unknown option '--bogus'/);
  });
});
