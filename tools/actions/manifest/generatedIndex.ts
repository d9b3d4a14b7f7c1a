/**
 * A category's `link: {type: "generated-index"}`, as Docusaurus makes it: a page of its own
 * that lists the category's items as cards (tools/actions/prerender/generatedIndex.ts
 * writes it). Its route is `/docs/category/<slug>`: the link's `slug`, else the category's
 * label in kebab case. Bazel declares the folder of those pages before any doc is read, so
 * a slug elsewhere cannot be honoured: it is a warning, and the page takes the default.
 */
import type { GeneratedIndex, ManifestDoc, SidebarItem } from "../../../contracts/data";
import { GENERATED_INDEX_DIR } from "../../../contracts/paths";

export interface GeneratedIndexLink {
  title?: string;
  description?: string;
  /** `/category/<x>` (from the docs' route), when the link gives one that can be honoured. */
  slug?: string;
}

const APPLIED = ["type", "title", "description", "slug"];

/** Reads a generated-index link; `where` names it in messages (`file` or `file:line`). */
export function readGeneratedIndexLink(
  where: string,
  label: string,
  link: Record<string, unknown>,
  warn: (message: string) => void,
): GeneratedIndexLink {
  const read: GeneratedIndexLink = {};
  for (const key of Object.keys(link)) {
    if (!APPLIED.includes(key))
      warn(`${where}: warning: category "${label}": "${key}" of a generated index is not applied by this site`);
  }
  for (const key of ["title", "description", "slug"] as const) {
    const value = link[key];
    if (value !== undefined && typeof value !== "string")
      warn(`${where}: warning: category "${label}": the generated index's "${key}" must be a string; it is ignored`);
    else if (value !== undefined) read[key] = value;
  }
  const prefix = GENERATED_INDEX_DIR.slice("/docs".length);
  if (read.slug !== undefined && !(read.slug.startsWith(prefix) && read.slug.length > prefix.length)) {
    warn(
      `${where}: warning: category "${label}": a generated index page goes under ${GENERATED_INDEX_DIR} here, ` +
        `so its slug "${read.slug}" is not used (the page is at ${GENERATED_INDEX_DIR}${kebabCase(label)})`,
    );
    delete read.slug;
  }
  return read;
}

/** The category item's link and page facts for a generated index. */
export function generatedIndexOf(
  label: string,
  link: GeneratedIndexLink,
): { href: string; generatedIndex: GeneratedIndex } {
  const href = link.slug ? "/docs" + link.slug : GENERATED_INDEX_DIR + kebabCase(label);
  return {
    href,
    generatedIndex: { title: link.title ?? label, ...(link.description ? { description: link.description } : {}) },
  };
}

/** `Guides for Teams v2` → `guides-for-teams-v-2`: words split at case and digit changes, as lodash's kebabCase. */
export function kebabCase(text: string): string {
  const words = text.match(/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|[\p{L}\p{M}]+/gu) ?? [];
  return words.map((word) => word.toLowerCase()).join("-");
}

/** The route table's entries for the generated index pages of `sidebars`, each in its sidebar. */
export function generatedIndexDocs(sidebars: Record<string, SidebarItem[]>): ManifestDoc[] {
  const docs: ManifestDoc[] = [];
  const visit = (sidebar: string, items: SidebarItem[]): void => {
    for (const item of items) {
      if (item.type !== "category") continue;
      if (item.generatedIndex && item.href)
        docs.push({ route: item.href, title: item.generatedIndex.title, source: "", sidebar, generated: true });
      visit(sidebar, item.items);
    }
  };
  for (const [id, items] of Object.entries(sidebars)) visit(id, items);
  return docs;
}
