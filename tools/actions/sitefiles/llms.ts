/**
 * `llms.txt` (llmstxt.org): the site's title and tagline, then each sidebar as a list of
 * links to its docs' Markdown (`<route>.md`), nested as the sidebar nests them, for tools
 * and language models that read docs without running the site.
 */
import type { SidebarItem, SiteManifest } from "../../../contracts/data";
import { isExternalHref } from "../../../contracts/links";
import { markdownUrlOf, routeKey } from "../../../contracts/paths";

/** A sidebar's heading: its id, as words ("docs" → "Docs", "api" → "API"). */
function headingOf(sidebarId: string): string {
  if (sidebarId.length <= 3) return sidebarId.toUpperCase();
  return sidebarId.charAt(0).toUpperCase() + sidebarId.slice(1).replace(/[-_]/g, " ");
}

/** Markdown link text: brackets that would end it early are escaped. */
function linkText(text: string): string {
  return text.replace(/[[\]\\]/g, (c) => `\\${c}`);
}

function listOf(items: SidebarItem[], origin: string, docRoutes: ReadonlySet<string>, depth: number): string[] {
  const indent = "  ".repeat(depth);
  return items.flatMap((item): string[] => {
    if (item.type === "html") return [];
    const target =
      item.href === undefined
        ? undefined
        : docRoutes.has(routeKey(item.href))
          ? origin + markdownUrlOf(item.href)
          : isExternalHref(item.href)
            ? item.href
            : origin + item.href;
    const line = target ? `${indent}- [${linkText(item.label)}](${target})` : `${indent}- ${item.label}`;
    return item.type === "category" ? [line, ...listOf(item.items, origin, docRoutes, depth + 1)] : [line];
  });
}

export function llmsTxt(origin: string, title: string, tagline: string, manifest: SiteManifest): string {
  // A generated index page has no Markdown of its own: it is linked as a page.
  const docRoutes = new Set(
    manifest.docs.filter((doc) => !doc.unlisted && !doc.generated).map((doc) => routeKey(doc.route)),
  );
  const sections = Object.entries(manifest.sidebars).map(
    ([id, items]) => `## ${headingOf(id)}\n\n${listOf(items, origin, docRoutes, 0).join("\n")}\n`,
  );
  return `# ${title}\n\n> ${tagline}\n\n${sections.join("\n")}`;
}
