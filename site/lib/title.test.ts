import assert from "node:assert/strict";
import { formatDocumentTitle } from "./title";

describe("formatDocumentTitle", () => {
  /** Arguments, and the title they give, by the rule they show. */
  const RULES: Record<string, [args: Parameters<typeof formatDocumentTitle>, title: string][]> = {
    "joins page and site title with the delimiter": [[["Tasks"], "Tasks | projen"]],
    "trims the page title": [[["  Tasks \n"], "Tasks | projen"]],
    "gives the site title alone for an empty, missing or site-named page title": [
      [[""], "projen"],
      [["   "], "projen"],
      [[undefined], "projen"],
      [["projen"], "projen"],
    ],
    "uses the given site title and delimiter": [[["A", "Site", "·"], "A · Site"]],
  };
  for (const [rule, cases] of Object.entries(RULES)) {
    it(rule, () => {
      for (const [args, title] of cases) assert.equal(formatDocumentTitle(...args), title, JSON.stringify(args));
    });
  }
});
