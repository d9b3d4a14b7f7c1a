/**
 * The docs sidebar: links and collapsible categories. Categories open and close
 * independently and never close on their own; the ones holding the current page open.
 * Items of a closed category are not in the markup until it first opens; a category
 * without a page of its own links to its first page, so it still works without JS. A
 * long list shows a window around the current page until the reader asks for all
 * (sidebarWindow): a page's HTML does not grow with the size of its folder. The items a
 * page's part of the route table left out come from their list's file when first shown.
 */
import { useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { useSite } from "../../app/SiteContext";
import type { SidebarItem } from "../../../contracts/data";
import { cx } from "../../lib/classNames";
import { LEFT_OUT, mergeList } from "../../lib/pageTable";
import { hasHeadFile, type ListPart } from "../../../contracts/routeFiles";
import { categoryContains, firstHref, hrefMatches, SIDEBAR_WINDOW, sidebarWindow } from "../../../contracts/sidebar";
import { Collapsible } from "../Collapsible/Collapsible";
import { Link } from "../Link/Link";

type Category = Extract<SidebarItem, { type: "category" }>;

interface MenuProps {
  items: SidebarItem[];
  /** The sidebar's name in the route table, whose list files hold what `items` left out. */
  sidebar?: string;
  /** routeKey() of the page on screen. */
  activeKey: string;
  /** Called when the reader follows a link (the mobile drawer closes). */
  onNavigate?: () => void;
}

export function DocSidebarMenu(props: MenuProps) {
  return (
    <ul className="menu__list">
      <SidebarItems {...props} places={NO_PLACES} />
    </ul>
  );
}

const NO_PLACES: readonly number[] = [];

/** Whether the items [start, end) of a list, with its file's when here, lack some the page left out. */
function lacksItems(items: SidebarItem[], file: SidebarItem[] | undefined, start: number, end: number): boolean {
  return (file ? mergeList(items, file) : items).slice(start, end).includes(LEFT_OUT);
}

/** The file that fills what a list shows [start, end): a long list's head when it shows its first window, else all of it. */
function partFor(length: number, end: number): ListPart {
  return hasHeadFile(length) && end <= SIDEBAR_WINDOW ? "head" : "all";
}

/**
 * A list's items, with its file's where the page left them out and the list shows some
 * (`start`..`end`); `complete` once nothing is missing; `load` fetches all of them.
 */
function useListItems(
  items: SidebarItem[],
  sidebar: string | undefined,
  places: readonly number[],
  start: number,
  end: number,
): { items: SidebarItem[]; complete: boolean; load: () => Promise<unknown> } {
  const lists = useSite().sidebarLists;
  const [, setLoaded] = useState(0);
  const file = sidebar === undefined ? undefined : lists?.get(sidebar, places);
  const merged = useMemo(() => (file ? mergeList(items, file) : items), [items, file]);
  const missing = merged.slice(start, end).includes(LEFT_OUT);
  const load = useMemo(
    () =>
      (part: ListPart = "all") =>
        !lists || sidebar === undefined
          ? Promise.resolve()
          : lists.load(sidebar, places, part).then(
              () => setLoaded((n) => n + 1),
              (error: unknown) => console.warn(`Loading the sidebar's items failed.`, error),
            ),
    [lists, sidebar, places],
  );
  const part = partFor(items.length, end);
  useEffect(() => {
    if (missing) void load(part);
  }, [missing, load, part]);
  return { items: merged, complete: !merged.includes(LEFT_OUT), load };
}

/** The items of one list: all of them, or a window of a long list with buttons that show the rest. */
function SidebarItems({
  items: pageItems,
  sidebar,
  places,
  activeKey,
  onNavigate,
}: MenuProps & { places: readonly number[] }) {
  const [all, setAll] = useState(false);
  // Where focus goes once the rest is shown: the nearest item the button revealed.
  const focusTarget = useRef<{ list: Element; index: number } | null>(null);
  const { start, end } = all ? { start: 0, end: pageItems.length } : sidebarWindow(pageItems, activeKey);
  const { items, complete, load } = useListItems(pageItems, sidebar, places, start, end);
  useEffect(() => {
    const target = focusTarget.current;
    if (!all || !target) return;
    focusTarget.current = null;
    target.list.children[target.index]?.querySelector<HTMLElement>("a, button")?.focus();
  }, [all]);
  const showAll = (event: MouseEvent<HTMLButtonElement>, index: number) => {
    const list = event.currentTarget.closest("ul")!;
    const show = () => {
      focusTarget.current = { list, index };
      setAll(true);
    };
    // The rest of the list first, when the page left it out: then every item is there to focus.
    if (complete) show();
    else void load().then(show);
  };
  return (
    <>
      {start > 0 && (
        <li className="menu__list-item">
          <button type="button" className="menu__link menu__more" onClick={(event) => showAll(event, start - 1)}>
            {`Show ${start} earlier items`}
          </button>
        </li>
      )}
      {items
        .slice(start, end)
        .map((item, k) =>
          item === LEFT_OUT ? null : item.type === "category" ? (
            <SidebarCategory
              key={`${start + k}:${item.label}`}
              item={item}
              sidebar={sidebar}
              places={[...places, start + k]}
              activeKey={activeKey}
              onNavigate={onNavigate}
            />
          ) : item.type === "html" ? (
            <SidebarHtml key={`${start + k}:html`} item={item} />
          ) : (
            <SidebarLink key={`${start + k}:${item.href}`} item={item} activeKey={activeKey} onNavigate={onNavigate} />
          ),
        )}
      {end < items.length && (
        <li className="menu__list-item">
          <button type="button" className="menu__link menu__more" onClick={(event) => showAll(event, end)}>
            {`Show ${items.length - end} more items`}
          </button>
        </li>
      )}
    </>
  );
}

function SidebarLink({
  item,
  activeKey,
  onNavigate,
}: { item: Extract<SidebarItem, { type: "link" }> } & Omit<MenuProps, "items">) {
  return (
    <li className={cx("menu__list-item", item.className)}>
      <PageLink
        href={item.href}
        label={item.label}
        active={hrefMatches(item.href, activeKey)}
        onNavigate={onNavigate}
      />
    </li>
  );
}

/** A link to a page of the sidebar, marked when it is the page on screen. */
function PageLink({
  href,
  label,
  active,
  onNavigate,
}: {
  href: string;
  label: string;
  active: boolean;
  onNavigate?: () => void;
}) {
  return (
    <Link
      href={href}
      className={cx("menu__link", active && "menu__link--active")}
      aria-current={active ? "page" : undefined}
      onClick={onNavigate}
    >
      {label}
    </Link>
  );
}

/** Markup the sidebars file placed among the items (checked to run no script when the table was built). */
function SidebarHtml({ item }: { item: Extract<SidebarItem, { type: "html" }> }) {
  return (
    <li
      className={cx("menu__list-item", item.defaultStyle && "menu__list-item--html", item.className)}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}

/** Open when configured open or when it holds the current page; opens (never closes) when navigation lands inside. */
export function useCategoryCollapsed(item: Category, activeKey: string): [boolean, (collapsed: boolean) => void] {
  const holdsActive = hrefMatches(item.href, activeKey) || categoryContains(item, activeKey);
  const [collapsed, setCollapsed] = useState(item.collapsible !== false && item.collapsed && !holdsActive);
  const [heldActive, setHeldActive] = useState(holdsActive);
  if (heldActive !== holdsActive) {
    setHeldActive(holdsActive);
    if (holdsActive && collapsed) setCollapsed(false);
  }
  return [collapsed, setCollapsed];
}

/** Opens or closes a category; the items the page left out come first, so that it opens at its full height. */
function useCategoryToggle(
  item: Category,
  sidebar: string | undefined,
  places: readonly number[],
  activeKey: string,
  collapsed: boolean,
  setCollapsed: (collapsed: boolean) => void,
): () => void {
  const lists = useSite().sidebarLists;
  return () => {
    const { start, end } = sidebarWindow(item.items, activeKey);
    if (collapsed && sidebar !== undefined && lists && lacksItems(item.items, lists.get(sidebar, places), start, end))
      lists.load(sidebar, places, partFor(item.items.length, end)).then(
        () => setCollapsed(false),
        (error: unknown) => console.warn(`Loading the sidebar's items failed.`, error),
      );
    else setCollapsed(!collapsed);
  };
}

function SidebarCategory({
  item,
  sidebar,
  places,
  activeKey,
  onNavigate,
}: { item: Category; places: readonly number[] } & Omit<MenuProps, "items">) {
  const [collapsed, setCollapsed] = useCategoryCollapsed(item, activeKey);
  const isPage = hrefMatches(item.href, activeKey);
  const toggle = useCategoryToggle(item, sidebar, places, activeKey, collapsed, setCollapsed);

  return (
    <li className={cx("menu__list-item", collapsed && "menu__list-item--collapsed", item.className)}>
      <div className="menu__list-item-collapsible">
        {item.collapsible === false ? (
          <FixedCategoryLabel item={item} isPage={isPage} onNavigate={onNavigate} />
        ) : item.href !== undefined ? (
          <>
            <Link
              href={item.href}
              className={cx("menu__link menu__link--sublist", isPage && "menu__link--active")}
              aria-current={isPage ? "page" : undefined}
              onClick={() => {
                // On its own page the label toggles; elsewhere it navigates and opens.
                setCollapsed(isPage ? !collapsed : false);
                onNavigate?.();
              }}
            >
              {item.label}
            </Link>
            <button
              type="button"
              className="menu__caret"
              aria-label={`${collapsed ? "Expand" : "Collapse"} sidebar category '${item.label}'`}
              aria-expanded={!collapsed}
              onClick={toggle}
            />
          </>
        ) : (
          <a
            href={firstHref(item.items) ?? "#"}
            role="button"
            aria-expanded={!collapsed}
            className="menu__link menu__link--sublist menu__link--sublist-caret"
            onClick={(event) => {
              event.preventDefault();
              toggle();
            }}
            onKeyDown={(event) => {
              if (event.key === " ") {
                event.preventDefault();
                toggle();
              }
            }}
          >
            {item.label}
          </a>
        )}
      </div>
      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        <SidebarItems
          items={item.items}
          sidebar={sidebar}
          places={places}
          activeKey={activeKey}
          onNavigate={onNavigate}
        />
      </Collapsible>
    </li>
  );
}

/** The label of a category that cannot collapse: its page's link, or plain text; no toggle. */
function FixedCategoryLabel({
  item,
  isPage,
  onNavigate,
}: {
  item: Category;
  isPage: boolean;
  onNavigate?: () => void;
}) {
  return item.href !== undefined ? (
    <PageLink href={item.href} label={item.label} active={isPage} onNavigate={onNavigate} />
  ) : (
    <span className="menu__link">{item.label}</span>
  );
}

/** The desktop sidebar column. On mount the current page's link is scrolled into the sidebar's view. */
export function DocSidebar({ items, sidebar, activeKey }: Omit<MenuProps, "onNavigate">) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = ref.current;
    const link = nav?.querySelector<HTMLElement>(".menu__link--active");
    if (!nav || !link) return;
    const linkTop = link.getBoundingClientRect().top - nav.getBoundingClientRect().top + nav.scrollTop;
    if (linkTop < nav.scrollTop || linkTop > nav.scrollTop + nav.clientHeight - link.offsetHeight) {
      nav.scrollTop = linkTop - nav.clientHeight / 3;
    }
    // Only on mount: later the reader's own scrolling wins.
  }, []);
  return (
    <nav ref={ref} className="menu doc-sidebar" aria-label="Docs sidebar">
      <DocSidebarMenu items={items} sidebar={sidebar} activeKey={activeKey} />
    </nav>
  );
}
