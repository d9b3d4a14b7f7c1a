import assert from "node:assert/strict";
import { parseLoadTestArgs } from "./loadtest";

describe("loadtest command line", () => {
  it("takes what CI passes, with defaults", () => {
    assert.deepEqual(parseLoadTestArgs(["--connections", "100", "--seconds", "20"]), { connections: 100, seconds: 20 });
    assert.deepEqual(parseLoadTestArgs([]), { connections: 100, seconds: 20 });
  });

  it("names a bad count and an unknown flag", () => {
    assert.throws(() => parseLoadTestArgs(["--seconds", "soon"]), /--seconds needs a whole number ≥ 1, not "soon"/);
    assert.throws(() => parseLoadTestArgs(["--bogus"]), /Unknown option '--bogus'/);
  });
});
