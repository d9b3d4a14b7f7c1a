/**
 * "Last updated on DATE by AUTHOR": the doc's last commit (written by the git_dates repository
 * rule, tools/rules/private/git_dates.bzl), under the front matter's `last_update`, which wins
 * field by field as in Docusaurus. Dates are ISO 8601 in UTC, so every build of a commit, on
 * any machine and in any time zone, writes the same bytes.
 */
import { readFileSync } from "node:fs";
import type { PageData } from "../../../contracts/data";
import type { FrontMatter } from "./frontMatter";

/** A doc's last commit: its author's name and its commit time in seconds. */
export interface LastCommit {
  author: string;
  timestamp: number;
}

/** Reads a git_dates file; one that is not what the rule writes fails, naming it. */
export function readLastCommit(file: string): LastCommit {
  const data = JSON.parse(readFileSync(file, "utf8")) as Partial<LastCommit>;
  if (typeof data.author !== "string" || !Number.isInteger(data.timestamp))
    throw new Error(`${file}: error: a last commit is {"author": string, "timestamp": seconds}`);
  return { author: data.author, timestamp: data.timestamp! };
}

const DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A front matter date as an ISO 8601 UTC string: `YYYY-MM-DD`, maybe a time, UTC unless it has an offset. */
export function isoDate(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  const match = typeof value === "string" ? DATE.exec(value.trim()) : null;
  if (!match) return undefined;
  const [, day, time = "00:00", zone = "Z"] = match;
  const date = new Date(`${day}T${time}${zone}`);
  // new Date() rolls 2024-02-30 over to March: a day that does not exist is not a date.
  if (Number.isNaN(date.getTime()) || (zone === "Z" && !date.toISOString().startsWith(day))) return undefined;
  return date.toISOString();
}

/** What the page shows: the front matter's date and author over the last commit's; none when neither has any. */
export function lastUpdateOf(
  commit: LastCommit | undefined,
  frontMatter: FrontMatter["last_update"],
): PageData["lastUpdate"] {
  const date = isoDate(frontMatter?.date) ?? (commit ? new Date(commit.timestamp * 1000).toISOString() : undefined);
  const author = frontMatter?.author ?? commit?.author;
  if (date === undefined && author === undefined) return undefined;
  return { ...(date !== undefined ? { date } : {}), ...(author !== undefined ? { author } : {}) };
}
