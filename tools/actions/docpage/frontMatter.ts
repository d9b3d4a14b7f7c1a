/**
 * The front matter a doc may carry: Docusaurus's doc keys, each with the type it must have
 * and whether this site applies it. A value of the wrong type is an error; a key no one
 * knows, or one this site reads but does not apply yet, is a warning with its line, so
 * nothing a writer wrote is dropped without a word.
 */

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
  sidebar_class_name?: string;
  parse_number_prefixes?: boolean;
}

/** A type as messages name it. */
type Kind = "string" | "number" | "boolean" | "list" | "object" | "string or null" | "date or mapping";

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
  sidebar_class_name: "string",
  parse_number_prefixes: "boolean",
};

/** Keys read and checked but not applied yet, whose effect a writer would miss most: why. */
const MISSED: Readonly<Record<string, [Kind, string]>> = {
  slug: ["string", "the route comes from the file's path"],
  draft: ["boolean", "the page is published"],
  unlisted: ["boolean", "the page is listed and indexed"],
};

/** The other keys Docusaurus knows, by type: checked, not applied yet. */
const NOT_APPLIED: Readonly<Partial<Record<Kind, readonly string[]>>> = {
  string: ["image", "pagination_label"],
  list: ["tags"],
  "string or null": ["pagination_next", "pagination_prev", "custom_edit_url", "displayed_sidebar"],
  object: ["sidebar_custom_props"],
  "date or mapping": ["last_update"],
};

export const FRONT_MATTER_KEYS: Readonly<Record<string, KeySpec>> = Object.fromEntries([
  ...Object.entries(APPLIED).map(([key, kind]) => [key, { kind }]),
  ...Object.entries(MISSED).map(([key, [kind, why]]) => [key, { kind, notApplied: `${NOT_YET}: ${why}` }]),
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
    case "date or mapping":
      return actual === "date" || actual === "string" || actual === "object";
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
    } else if (spec.notApplied) {
      problems.push({ key, severity: "warning", message: `front matter "${key}" ${spec.notApplied}` });
    }
  }
  return problems;
}
