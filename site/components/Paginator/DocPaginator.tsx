/** Previous and next pages: in sidebar order, unless the doc's front matter names others. */
import type { ManifestDoc, SidebarItem } from "../../../contracts/data";
import { paginatorLinks } from "../../../contracts/sidebar";
import { useSite } from "../../app/SiteContext";
import { Link } from "../Link/Link";

export function DocPaginator({ sidebar, doc }: { sidebar: SidebarItem[] | undefined; doc: ManifestDoc }) {
  const { docsByKey } = useSite().index;
  const { previous, next } = paginatorLinks(sidebar, doc, (key) => docsByKey.get(key));
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous && (
        <Link className="pagination-nav__link pagination-nav__link--prev" href={previous.href}>
          <span className="pagination-nav__sublabel">Previous</span>
          <span className="pagination-nav__label">{previous.label}</span>
        </Link>
      )}
      {next && (
        <Link className="pagination-nav__link pagination-nav__link--next" href={next.href}>
          <span className="pagination-nav__sublabel">Next</span>
          <span className="pagination-nav__label">{next.label}</span>
        </Link>
      )}
    </nav>
  );
}
