/**
 * The front matter a doc may carry: Docusaurus's doc keys, each with the type it must have
 * and whether this site applies it. A value of the wrong type is an error; a key no one
 * knows, or one this site reads but does not apply yet, is a warning with its line, so
 * nothing a writer wrote is dropped without a word.
 */
import { type RouteFrontMatter, routeFromDocPath } from "../../../contracts/paths";
import { isoDate } from "./lastUpdate";

export interface FrontMatter {
  title?: string;
  description?: string;
  keywords?: string[];
  sidebar_label?: string;
  sidebar_position?: number;
  hide_table_of_contents?: boolean;
  hide_title?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  id?: string;
  /** The route, from the docs folder's (`/x`) or from the doc's folder (`x`): routeFromDocPath. */
  slug?: string;
  sidebar_class_name?: string;
  parse_number_prefixes?: boolean;
  draft?: boolean;
  unlisted?: boolean;
  image?: string;
  tags?: FrontMatterTag[];
  pagination_label?: string;
  pagination_next?: string | null;
  pagination_prev?: string | null;
  /** The id of the sidebar the doc shows, whichever lists it; null for none. */
  displayed_sidebar?: string | null;
  /** The "Edit this page" link: a URL, or null for none (the site's editUrl otherwise). */
  custom_edit_url?: string | null;
  /** Overrides the date and author of the doc's last commit (lastUpdate.ts). */
  last_update?: { date?: string | Date; author?: string };
}

/** The route of the doc at `docPath` (under the content root), as its front matter sets it. */
export function docRoute(docPath: string, fm: FrontMatter): string {
  return routeFromDocPath(docPath, routeFrontMatter(fm));
}

/** What of a doc's front matter moves its route. */
export function routeFrontMatter(fm: FrontMatter): RouteFrontMatter {
  return { slug: fm.slug, id: fm.id, parseNumberPrefixes: fm.parse_number_prefixes };
}

/** A tag as Docusaurus takes it: a label, or an object with a label (and a permalink, a description). */
export type FrontMatterTag = string | { label: string; [field: string]: unknown };

/** A type as messages name it. */
type Kind = "string" | "number" | "boolean" | "list" | "object" | "string or null";

interface KeySpec {
  kind: Kind;
  /** Why the key has no effect here yet; absent for the keys the site applies. */
  notApplied?: string;
}

const NOT_YET = "is not applied by this site yet";

/** The keys this site applies, by type. */
const APPLIED: Readonly<Record<string, Kind>> = {
  title: "string",
  description: "string",
  keywords: "list",
  sidebar_label: "string",
  sidebar_position: "number",
  hide_table_of_contents: "boolean",
  hide_title: "boolean",
  toc_min_heading_level: "number",
  toc_max_heading_level: "number",
  id: "string",
  slug: "string",
  sidebar_class_name: "string",
  parse_number_prefixes: "boolean",
  draft: "boolean",
  unlisted: "boolean",
  image: "string",
  tags: "list",
  pagination_label: "string",
  pagination_next: "string or null",
  pagination_prev: "string or null",
  displayed_sidebar: "string or null",
  custom_edit_url: "string or null",
  last_update: "object",
};

/** The other keys Docusaurus knows, by type: checked, not applied yet. */
const NOT_APPLIED: Readonly<Partial<Record<Kind, readonly string[]>>> = {
  object: ["sidebar_custom_props"],
};

export const FRONT_MATTER_KEYS: Readonly<Record<string, KeySpec>> = Object.fromEntries([
  ...Object.entries(APPLIED).map(([key, kind]) => [key, { kind }]),
  ...Object.entries(NOT_APPLIED).flatMap(([kind, keys]) =>
    keys.map((key) => [key, { kind: kind as Kind, notApplied: NOT_YET }]),
  ),
]);

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "list";
  if (value instanceof Date) return "date";
  return typeof value;
}

function fits(kind: Kind, value: unknown): boolean {
  const actual = kindOf(value);
  switch (kind) {
    case "list":
      return actual === "list" || actual === "string"; // "a, b" is a list of two
    case "string or null":
      return actual === "string" || actual === "null";
    default:
      return actual === kind;
  }
}

export interface FrontMatterProblem {
  key: string;
  /** "error" stops the build; "warning" is reported and the build goes on. */
  severity: "error" | "warning";
  message: string;
}

const TAGS_SHAPE = 'front matter "tags" must be a list of labels (strings) or of objects with a string "label"';

function isTag(value: unknown): value is FrontMatterTag {
  if (typeof value === "string") return value.trim() !== "";
  return kindOf(value) === "object" && typeof (value as { label?: unknown }).label === "string";
}

/** The labels of a doc's tags ("a, b" is two), in the order written. */
export function tagLabels(tags: FrontMatter["tags"] | string | undefined): string[] {
  const list = typeof tags === "string" ? tags.split(",") : (tags ?? []);
  return list.map((tag) => (typeof tag === "string" ? tag : tag.label).trim()).filter((label) => label !== "");
}

/**
 * The 1-based line of a front matter key in a doc's text (the `---` line is line 1), or 1.
 * Read again from the text, for the few messages that need a key's line after parsing.
 */
export function frontMatterKeyLine(text: string, key: string): number {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  for (let i = 1; i < lines.length && !/^---[ \t]*$/.test(lines[i]); i++)
    if (lines[i].startsWith(key + ":")) return i + 1;
  return 1;
}

/** What is wrong with a doc's front matter, key by key, in the order written. */
export function checkFrontMatter(data: Record<string, unknown>): FrontMatterProblem[] {
  const problems: FrontMatterProblem[] = [];
  for (const [key, value] of Object.entries(data)) {
    const spec = FRONT_MATTER_KEYS[key];
    if (!spec) {
      problems.push({ key, severity: "warning", message: `unknown front matter key "${key}" is ignored` });
    } else if (!fits(spec.kind, value)) {
      problems.push({
        key,
        severity: "error",
        message: `front matter "${key}" must be a ${spec.kind}, not ${kindOf(value)}`,
      });
    } else if (key.startsWith("toc_") && ((value as number) < 2 || (value as number) > 6)) {
      problems.push({ key, severity: "error", message: `front matter "${key}" must be between 2 and 6, not ${value}` });
    } else if (key === "tags" && Array.isArray(value) && !value.every(isTag)) {
      problems.push({ key, severity: "error", message: TAGS_SHAPE });
    } else if (key === "custom_edit_url" && typeof value === "string" && !/^https?:\/\/\S+$/.test(value)) {
      problems.push({
        key,
        severity: "error",
        message: `front matter "custom_edit_url" must be an http(s) URL or null, not ${JSON.stringify(value)}`,
      });
    } else if (key === "last_update" && lastUpdateProblem(value as Record<string, unknown>)) {
      problems.push({ key, severity: "error", message: lastUpdateProblem(value as Record<string, unknown>)! });
    } else if (spec.notApplied) {
      problems.push({ key, severity: "warning", message: `front matter "${key}" ${spec.notApplied}` });
    }
  }
  return problems;
}

/** What is wrong with a `last_update` mapping (Docusaurus's shape: a date, an author, or both), or nothing. */
function lastUpdateProblem(value: Record<string, unknown>): string | undefined {
  const { date, author, ...rest } = value;
  const shape = 'front matter "last_update" takes "date" (e.g. 2024-05-31) and "author" (a name)';
  if (Object.keys(rest).length > 0) return `${shape}, not ${Object.keys(rest).join(", ")}`;
  if (date === undefined && author === undefined) return `${shape}: give one or both`;
  if (author !== undefined && typeof author !== "string") return `${shape}: "author" must be a string`;
  if (date !== undefined && isoDate(date) === undefined)
    return `${shape}: "date" ${JSON.stringify(date)} is not a date written YYYY-MM-DD (a time after it is read as UTC unless it has an offset)`;
  return undefined;
}
