/** The INP section of the perf report: each reader action's median worst interaction, and INP against its budget. Pure. */
import { median } from "../stats/stats";
import { CPU_SLOWDOWN } from "./measure";
import { EVENT_THRESHOLD_MS } from "./interactions";

/** Interaction to Next Paint: "good" up to 200 ms. */
export const INP_BUDGET_MS = 200;

const ms = (value: number) => (value < EVENT_THRESHOLD_MS ? `< ${EVENT_THRESHOLD_MS} ms` : `${value.toFixed(0)} ms`);

/** `results`: per action, its worst interaction in each run (0 when none reached the API's threshold). */
export function interactionLines(
  path: string,
  runs: number,
  results: Map<string, number[]>,
): { lines: string[]; misses: string[] } {
  const lines = [
    `\nInteraction to Next Paint on ${path} (cold loads, CPU ${CPU_SLOWDOWN}x slower), median of ${runs}:`,
  ];
  let worst = 0;
  for (const [name, latencies] of results) {
    const figure = median(latencies);
    worst = Math.max(worst, figure);
    lines.push(
      `  ${name.padEnd(30)} ${ms(figure).padStart(9)}   (runs: ${latencies.map((l) => l.toFixed(0)).join(", ")})`,
    );
  }
  const ok = worst <= INP_BUDGET_MS;
  lines.push(
    `  ${"INP, the worst of them".padEnd(30)} ${ms(worst).padStart(9)}   budget ≤ ${INP_BUDGET_MS} ms: ${ok ? "ok" : "MISSED"}`,
  );
  return { lines, misses: ok ? [] : [`${path}: INP ${worst.toFixed(0)} ms > ${INP_BUDGET_MS} ms`] };
}
