/**
 * Which docs a build publishes and lists, from their front matter: a draft is in the route
 * table of a watch build only (`--drafts`); an unlisted doc is in the route table but in no
 * sidebar. Which sidebar a doc shows when its front matter says (`displayed_sidebar`). And
 * where each doc's paginator leads when its front matter says (`pagination_next`,
 * `pagination_prev`, by doc id) and what others' paginators call it (`pagination_label`).
 */
import type { FrontMatterId, ManifestDoc, PageMeta } from "../../../contracts/data";
import { DocError } from "../docpage/source";

/** The docs a build publishes: without drafts unless they are asked for. */
export function publishedDocs(metas: readonly PageMeta[], drafts: boolean): PageMeta[] {
  return drafts ? [...metas] : metas.filter((meta) => !meta.draft);
}

/** The docs of the published ones that sidebars may not show (sources under content/), with every unpublished draft. */
export function docsOutOfSidebars(all: readonly PageMeta[], published: readonly PageMeta[]): Set<string> {
  const shown = new Set(published.map((meta) => meta.source));
  return new Set(all.filter((meta) => meta.unlisted || !shown.has(meta.source)).map((meta) => meta.source));
}

/**
 * The sidebar a doc's front matter `displayed_sidebar` names: its id, null for none, undefined
 * when the front matter says nothing. An id the sidebars file does not define fails, naming the
 * doc's file and line and the file's sidebar ids.
 */
export function displayedSidebar(
  meta: PageMeta,
  sidebarsFile: string,
  sidebarIds: readonly string[],
): string | null | undefined {
  const ref = meta.displayedSidebar;
  if (ref === undefined || ref.id === null || sidebarIds.includes(ref.id)) return ref?.id;
  const ids = sidebarIds.length > 0 ? sidebarIds.map((id) => `"${id}"`).join(", ") : "none";
  throw new DocError(
    ref.file,
    ref.line,
    `front matter "displayed_sidebar" names no sidebar: "${ref.id}" (the sidebars of ${sidebarsFile}: ${ids})`,
  );
}

/** What the route table adds to a doc for paginators: its label, and where its own paginator leads. */
export type PaginationFields = Pick<ManifestDoc, "paginationLabel" | "next" | "previous">;

/**
 * Each published doc's pagination fields, by source. A front matter id that names no doc fails,
 * naming the file and line; one that names a draft left out of this build shows nothing on that
 * side, with a warning.
 */
export function paginationOf(
  all: readonly PageMeta[],
  published: readonly PageMeta[],
  warn: (message: string) => void,
): Map<string, PaginationFields> {
  const byId = new Map<string, PageMeta>();
  for (const meta of all) if (!byId.has(meta.id)) byId.set(meta.id, meta);
  const shown = new Set(published.map((meta) => meta.source));
  const target = (key: string, ref: FrontMatterId | undefined): string | null | undefined => {
    if (ref === undefined || ref.id === null) return ref?.id;
    const doc = byId.get(ref.id);
    if (!doc)
      throw new DocError(
        ref.file,
        ref.line,
        `front matter "${key}" names no doc: "${ref.id}" (a doc id is the doc's path under docs/ without its extension, e.g. concepts/tasks)`,
      );
    if (shown.has(doc.source)) return doc.route;
    warn(`${ref.file}:${ref.line}: warning: front matter "${key}" names "${ref.id}", a draft left out of this build`);
    return null;
  };
  const fields = new Map<string, PaginationFields>();
  for (const meta of published) {
    const next = target("pagination_next", meta.paginationNext);
    const previous = target("pagination_prev", meta.paginationPrev);
    const entry: PaginationFields = {
      ...(meta.paginationLabel ? { paginationLabel: meta.paginationLabel } : {}),
      ...(next !== undefined ? { next } : {}),
      ...(previous !== undefined ? { previous } : {}),
    };
    if (Object.keys(entry).length > 0) fields.set(meta.source, entry);
  }
  return fields;
}
