import assert from "node:assert/strict";
import { INP_BUDGET_MS, interactionLines } from "./interactionsReport";

describe("perf report: Interaction to Next Paint", () => {
  it("prints each action's median and INP as the worst of them, within budget", () => {
    const results = new Map([
      ["toggling the color mode", [40, 56, 48]],
      ["typing a query", [0, 0, 24]],
    ]);
    const { lines, misses } = interactionLines("/docs/x", 3, results);
    assert.match(lines[0], /Interaction to Next Paint on \/docs\/x .*median of 3/);
    assert.match(lines[1], /toggling the color mode +48 ms {3}\(runs: 40, 56, 48\)/);
    assert.match(lines[2], /typing a query +< 16 ms/);
    assert.match(lines[3], /INP, the worst of them +48 ms {3}budget ≤ 200 ms: ok/);
    assert.deepEqual(misses, []);
  });

  it("names a missed budget", () => {
    const { lines, misses } = interactionLines(
      "/docs/x",
      1,
      new Map([["opening the mobile menu", [INP_BUDGET_MS + 8]]]),
    );
    assert.match(lines[lines.length - 1], /MISSED$/);
    assert.deepEqual(misses, ["/docs/x: INP 208 ms > 200 ms"]);
  });
});
