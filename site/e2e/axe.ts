/** axe-core in real Chromium: the violations of a page, and a report of them. */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

let axeSource: string | undefined;

/** Runs axe-core in the page (evaluated, not injected as a <script>, so a CSP cannot stop it). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> } }).axe;
    const { violations } = await axe.run(document);
    // Only what a report needs: axe's node objects do not cross the bridge well.
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
    }));
  });
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `[${v.id}] ${v.impact}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(" ")}: ${n.failureSummary ?? ""}`)
          .join("\n"),
    )
    .join("\n");
}
