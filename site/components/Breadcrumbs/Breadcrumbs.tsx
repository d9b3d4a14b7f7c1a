/** Home › categories › page, following the page's place in its sidebar. */
import type { SidebarItem } from "../../../contracts/data";
import { sidebarTrail } from "../../../contracts/sidebar";
import { HomeIcon } from "../Icons/Icons";
import { Link } from "../Link/Link";

export function Breadcrumbs({ sidebar, activeKey }: { sidebar: SidebarItem[]; activeKey: string }) {
  const trail = sidebarTrail(sidebar, activeKey);
  if (trail.length === 0) return null;
  return (
    <nav className="breadcrumbs-nav" aria-label="Breadcrumbs">
      <ul className="breadcrumbs">
        <li className="breadcrumbs__item">
          <Link href="/" className="breadcrumbs__link breadcrumbs__link--home" aria-label="Home page">
            <HomeIcon />
          </Link>
        </li>
        {trail.map((item, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={i} className={last ? "breadcrumbs__item breadcrumbs__item--active" : "breadcrumbs__item"}>
              {last ? (
                <span className="breadcrumbs__link" aria-current="page">
                  {item.label}
                </span>
              ) : item.href !== undefined ? (
                <Link href={item.href} className="breadcrumbs__link">
                  {item.label}
                </Link>
              ) : (
                <span className="breadcrumbs__link">{item.label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
