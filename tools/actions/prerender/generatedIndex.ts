/**
 * A category's generated index page (Docusaurus's `link: {type: "generated-index"}`): its
 * title, its description and a card for each item of the category, a doc or link by its
 * label, a category by its label and how many items it holds. It is a page like a doc's, so
 * the site shows it with the sidebar, breadcrumbs and paginator (the route table lists it,
 * tools/actions/manifest/generatedIndex.ts).
 */
import type { LinkFacts, ManifestDoc, PageData, SidebarItem, SiteManifest } from "../../../contracts/data";
import { escapeHtml } from "../../../contracts/html";
import { routeKey } from "../../../contracts/paths";

/** The category item whose generated index is at `route`, in its sidebar. */
function categoryAt(items: SidebarItem[], route: string): Extract<SidebarItem, { type: "category" }> | undefined {
  for (const item of items) {
    if (item.type !== "category") continue;
    if (item.generatedIndex && item.href && routeKey(item.href) === routeKey(route)) return item;
    const inside = categoryAt(item.items, route);
    if (inside) return inside;
  }
  return undefined;
}

/** Where a card leads: the item's link, or for a category without one its first doc. */
function cardHref(item: SidebarItem): string | undefined {
  if (item.type === "link") return item.href;
  if (item.type !== "category") return undefined;
  return item.href ?? item.items.map(cardHref).find((href) => href !== undefined);
}

function card(item: SidebarItem): string {
  const href = cardHref(item);
  if (!href || item.type === "html") return "";
  const count = item.type === "category" ? item.items.filter((i) => i.type !== "html").length : 0;
  const meta =
    item.type === "category" ? `<span class="doc-card__meta">${count} ${count === 1 ? "item" : "items"}</span>` : "";
  return (
    `<li><a class="doc-card${item.type === "category" ? " doc-card--category" : ""}" href="${escapeHtml(href)}">` +
    `<span class="doc-card__title">${escapeHtml(item.label)}</span>${meta}</a></li>`
  );
}

/** The generated index page of `doc` (a route table entry with `generated`), and its links for the link check. */
export function generatedIndexPage(manifest: SiteManifest, doc: ManifestDoc): { page: PageData; links: LinkFacts } {
  const category = doc.sidebar ? categoryAt(manifest.sidebars[doc.sidebar] ?? [], doc.route) : undefined;
  if (!category?.generatedIndex) throw new Error(`no category of the route table has the generated index ${doc.route}`);
  const { title, description = "" } = category.generatedIndex;
  const cards = category.items.map(card).filter(Boolean);
  const intro = description ? `<p class="doc-cards__description">${escapeHtml(description)}</p>\n` : "";
  const html = `${intro}<ul class="doc-cards">\n${cards.join("\n")}\n</ul>\n`;
  return {
    page: {
      route: doc.route,
      title,
      description,
      html,
      toc: [],
      hideTableOfContents: true,
      // No file to edit: the page is made from the sidebar.
      customEditUrl: null,
    },
    links: {
      route: doc.route,
      source: `${doc.route} (generated index of category "${category.label}")`,
      anchors: [],
      links: category.items.flatMap((item) => {
        const href = cardHref(item);
        return href && item.type !== "html" && href.startsWith("/") ? [{ href, line: 1, markdown: false }] : [];
      }),
    },
  };
}
