/** Previous and next pages, in sidebar order. */
import type { SidebarItem } from "../../../contracts/data";
import { previousAndNext } from "../../../contracts/sidebar";
import { Link } from "../Link/Link";

export function DocPaginator({ sidebar, activeKey }: { sidebar: SidebarItem[]; activeKey: string }) {
  const { previous, next } = previousAndNext(sidebar, activeKey);
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
