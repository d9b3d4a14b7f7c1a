/**
 * The top bar: brand, Docs and API Reference links, GitHub, the color-mode switch and
 * the search box. Sticky, never hidden on scroll. At 996 px and below the links move
 * into a slide-in drawer opened by the hamburger button.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { NAVBAR_BACKDROP_ID } from "../../app/domIds";
import { useCurrentPage } from "../../app/currentSidebar";
import { useSite } from "../../app/SiteContext";
import { siteConfig } from "../../config";
import { cx } from "../../lib/classNames";
import { SearchBar } from "../../search/SearchBar";
import { useWindowSize } from "../../theme/windowSize";
import { MenuIcon } from "../Icons/Icons";
import { ColorModeToggle } from "./ColorModeToggle";
import { useDrawerHistoryEntry, useLockBodyScroll } from "./drawerBehaviour";
import { MobileSidebar } from "./MobileSidebar";
import { NavbarBrand } from "./NavbarBrand";
import { NavbarItem } from "./NavbarItem";

const items = siteConfig.navbar.items;
const leftItems = items.filter((item) => item.position === "left");
const rightItems = items.filter((item) => item.position === "right");

function useMobileDrawer() {
  const windowSize = useWindowSize();
  const [shown, setShown] = useState(false);
  const toggleButton = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setShown(false);
    // Give focus back to the button that opened the drawer, if focus was inside it.
    if (document.activeElement?.closest(".navbar-sidebar")) toggleButton.current?.focus();
  }, []);

  // The drawer belongs to mobile widths only.
  useEffect(() => {
    if (windowSize === "desktop") setShown(false);
  }, [windowSize]);

  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [shown, close]);

  useLockBodyScroll(shown);
  useDrawerHistoryEntry(shown, close);
  return { windowSize, shown, toggle: () => setShown((value) => !value), close, toggleButton };
}

export function Navbar() {
  const { sidebar, activeKey } = useCurrentPage();
  const drawer = useMobileDrawer();
  // The page's docs version: its search box searches that version's index.
  const version = useSite().index.manifest.version;

  return (
    <nav aria-label="Main" className={cx("navbar", drawer.shown && "navbar-sidebar--show")}>
      <div className="navbar__inner">
        <div className="navbar__items">
          <button
            ref={drawer.toggleButton}
            type="button"
            className="navbar__toggle"
            aria-label="Toggle navigation bar"
            aria-expanded={drawer.shown}
            onClick={drawer.toggle}
          >
            <MenuIcon />
          </button>
          <NavbarBrand />
          {leftItems.map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {rightItems.map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
          <ColorModeToggle className="navbar__color-toggle" />
          <div className="navbar__search-slot">
            <SearchBar searchBase={version.searchBase} routeBase={version.path} />
          </div>
        </div>
      </div>
      <div id={NAVBAR_BACKDROP_ID} role="presentation" className="navbar-sidebar__backdrop" onClick={drawer.toggle} />
      {drawer.windowSize === "mobile" && (
        <MobileSidebar
          shown={drawer.shown}
          close={drawer.close}
          items={items}
          sidebar={sidebar}
          activeKey={activeKey}
        />
      )}
    </nav>
  );
}
