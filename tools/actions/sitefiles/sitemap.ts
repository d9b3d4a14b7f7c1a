/**
 * `sitemap.xml` (sitemaps.org 0.9): every route a search engine should index, as absolute
 * URLs. The home page and every published doc; not /search (noindex), not the 404 page, not
 * an unlisted doc (noindex) and not a draft (not published). A redirect's source is never a
 * route of the table (the build refuses one), so it is not listed either. On a site with
 * docs versions, every version's docs are listed, each at its own route.
 */
import type { SiteManifest } from "../../../contracts/data";
import { escapeHtml } from "../../../contracts/html";

/** The routes a sitemap lists: the home page, then each route table's docs in its order (a table per docs version). */
export function indexableRoutes(tables: readonly SiteManifest[]): string[] {
  const docs = tables.flatMap((table) => table.docs.filter((doc) => !doc.unlisted).map((doc) => doc.route));
  return ["/", ...docs];
}

/** The sitemap of `routes` on the site at `origin` (no trailing slash); `lastmod` by route where known. */
export function sitemapXml(
  origin: string,
  routes: readonly string[],
  lastmod: ReadonlyMap<string, string> = new Map(),
): string {
  const urls = routes.map((route) => {
    const date = lastmod.get(route);
    return `<url><loc>${escapeHtml(origin + route)}</loc>${date ? `<lastmod>${escapeHtml(date)}</lastmod>` : ""}</url>`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`
  );
}
