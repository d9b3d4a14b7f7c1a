/** One navbar item from the config, in its desktop (bar) or mobile (drawer menu) form. */
import { useEffect } from "react";
import type { NavbarItemConfig } from "../../config";
import { useCurrentPage } from "../../app/currentSidebar";
import { useSite } from "../../app/SiteContext";
import { cx } from "../../lib/classNames";
import { routeKey } from "../../../contracts/paths";
import { inShownVersion, sidebarNameOfHref } from "../../lib/routeMatch";
import { GitHubIcon } from "../Icons/Icons";
import { Link } from "../Link/Link";
import { DocsVersionDropdown, useDocsVersionItems } from "./DocsVersionDropdown";
import { NavbarDropdown, type DropdownItem } from "./NavbarDropdown";

/**
 * A docSidebar item is active on every doc of its sidebar (`sidebarId`, else the one its target
 * doc belongs to); on a docs version without that sidebar, on none.
 */
function useActivity(item: NavbarItemConfig): { active: boolean; isPage: boolean; to?: string } {
  const { index } = useSite();
  const { match, activeKey } = useCurrentPage();
  if (item.type !== "docSidebar") return { active: false, isPage: false };
  const to = inShownVersion(item.to, index, item.sidebarId);
  const isPage = routeKey(to) === activeKey;
  const named = item.sidebarId ?? sidebarNameOfHref(index, to);
  const sidebar = named !== null && named in index.manifest.sidebars ? named : null;
  if (match.kind === "doc" && sidebar !== null) return { active: match.doc.sidebar === sidebar, isPage, to };
  return { active: isPage, isPage, to };
}

/** A dropdown inside the mobile drawer: a labelled group of links, always open. */
function MobileGroup({ label, items, onNavigate }: { label: string; items: DropdownItem[]; onNavigate?: () => void }) {
  return (
    <li className="menu__list-item">
      <span className="menu__link menu__link--group">{label}</span>
      <ul className="menu__list" aria-label={label}>
        {items.map((child) => (
          <li key={child.href + child.label} className="menu__list-item">
            <Link
              className={cx("menu__link", child.active && "menu__link--active")}
              href={child.href}
              aria-current={child.active ? "true" : undefined}
              onClick={() => {
                child.onSelect?.();
                onNavigate?.();
              }}
            >
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

function MobileDocsVersionGroup({ onNavigate }: { onNavigate?: () => void }) {
  const { label, items, onIntent } = useDocsVersionItems();
  // The drawer shows the group's links at once: fetch the other versions' routes for them.
  useEffect(onIntent, [onIntent]);
  return <MobileGroup label={`Version: ${label}`} items={items} onNavigate={onNavigate} />;
}

export function NavbarItem({
  item,
  mobile = false,
  onNavigate,
}: {
  item: NavbarItemConfig;
  mobile?: boolean;
  onNavigate?: () => void;
}) {
  const { active, isPage, to } = useActivity(item);
  if (item.type === "dropdown") {
    if (!mobile) return <NavbarDropdown label={item.label} items={item.items} />;
    return <MobileGroup label={item.label} items={item.items} onNavigate={onNavigate} />;
  }
  if (item.type === "docsVersionDropdown") {
    return mobile ? <MobileDocsVersionGroup onNavigate={onNavigate} /> : <DocsVersionDropdown />;
  }

  const href = item.type === "docSidebar" ? (to ?? item.to) : item.href;
  const icon = item.type === "link" && item.icon === "github" ? <GitHubIcon /> : null;
  const content = (
    <>
      {icon}
      <span>{item.label}</span>
    </>
  );
  if (mobile) {
    return (
      <li className="menu__list-item">
        <Link
          className={cx("menu__link", active && "menu__link--active")}
          href={href}
          aria-current={isPage ? "page" : undefined}
          onClick={onNavigate}
        >
          {content}
        </Link>
      </li>
    );
  }
  return (
    <Link
      className={cx("navbar__item navbar__link", icon && "navbar__link--icon", active && "navbar__link--active")}
      href={href}
      aria-current={isPage ? "page" : undefined}
    >
      {content}
    </Link>
  );
}
