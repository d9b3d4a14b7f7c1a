import assert from "node:assert/strict";
import { mergeActionMs, newNames } from "./mergeEdits";

describe("merge edits", () => {
  it("reads the merge action's time from a Bazel profile, and nothing when it did not run", () => {
    const profile = {
      traceEvents: [
        {
          cat: "critical path component",
          name: "action 'Merging search shards //corpus/n10000:dist_search'",
          dur: 999_000,
        },
        { cat: "action processing", name: "Compiling doc docs/guide/a.md", dur: 30_000 },
        { cat: "action processing", name: "Merging search shards //corpus/n10000:dist_search", dur: 467_500 },
      ],
    };
    assert.equal(mergeActionMs(profile), 467.5);
    assert.equal(mergeActionMs({ traceEvents: profile.traceEvents.slice(0, 2) }), null);
    assert.equal(mergeActionMs({}), null);
  });

  it("counts the names that are new", () => {
    assert.equal(newNames(["a.json", "b.json"], ["b.json", "c.json", "d.json"]), 2);
    assert.equal(newNames(["a.json"], ["a.json"]), 0);
  });
});
