/**
 * The build renders each <Tabs> with its default tab shown (tools/actions/docpage/markdown/
 * tabs.ts); this makes them switch, as Docusaurus's tabs do:
 *  - a click, or the arrow keys, Home and End on the tab list (WAI-ARIA tabs, automatic
 *    activation), show a tab and keep it where it was on screen;
 *  - tabs of one `groupId` switch together across the page, and the choice is kept in
 *    localStorage (`docusaurus.tab.<groupId>`) for every page;
 *  - with `queryString`, the choice is in the URL (`?<key>=<value>`), which wins on load;
 *  - find in page and links to a heading inside a hidden tab show that tab.
 * One delegated listener per doc body; the markup stays the build's. useTabs.ts loads this
 * module only for a body that has tabs.
 */
import { local, tabGroupKey } from "../../lib/storage";

const TAB = '[role="tab"]';

function tabsOf(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(`:scope > [role="tablist"] > ${TAB}`)];
}

function panelsOf(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')];
}

/** Shows the tab of `value` in one container; false when it has none. */
export function showTab(container: Element, value: string): boolean {
  const tabs = tabsOf(container);
  if (!tabs.some((tab) => tab.dataset.value === value)) return false;
  for (const tab of tabs) {
    const selected = tab.dataset.value === value;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  for (const panel of panelsOf(container)) {
    if (panel.dataset.value === value) panel.removeAttribute("hidden");
    else panel.setAttribute("hidden", "until-found");
  }
  return true;
}

/** Shows `value` in `container` and, for a group, in every tabs of the group; remembers it. */
export function chooseTab(root: ParentNode, container: HTMLElement, value: string): void {
  const { groupId, queryKey } = container.dataset;
  if (!groupId) showTab(container, value);
  else {
    for (const other of root.querySelectorAll<HTMLElement>(".tabs[data-group-id]"))
      if (other.dataset.groupId === groupId) showTab(other, value);
    local.set(tabGroupKey(groupId), value);
  }
  if (queryKey) {
    const url = new URL(window.location.href);
    url.searchParams.set(queryKey, value);
    // The router's state stays as it is: only the address changes, as a replace.
    window.history.replaceState(window.history.state, "", url);
  }
}

/** Each tabs' choice as the reader left it: the URL's, else the group's stored one. */
export function restoreTabs(root: ParentNode): void {
  const query = new URLSearchParams(window.location.search);
  for (const container of root.querySelectorAll<HTMLElement>(".tabs[data-group-id], .tabs[data-query-key]")) {
    const { groupId, queryKey } = container.dataset;
    const fromQuery = queryKey ? query.get(queryKey) : null;
    const stored = groupId ? local.get(tabGroupKey(groupId)) : null;
    if (!(fromQuery !== null && showTab(container, fromQuery)) && stored !== null) showTab(container, stored);
  }
}

/** The tab the arrow keys, Home and End move to from `tab`, or null for other keys. */
export function tabForKey(tab: HTMLElement, key: string): HTMLElement | null {
  const container = tab.closest(".tabs");
  const tabs = container ? tabsOf(container) : [];
  const at = tabs.indexOf(tab);
  if (at < 0) return null;
  switch (key) {
    case "ArrowRight":
      return tabs[(at + 1) % tabs.length];
    case "ArrowLeft":
      return tabs[(at - 1 + tabs.length) % tabs.length];
    case "Home":
      return tabs[0];
    case "End":
      return tabs[tabs.length - 1];
    default:
      return null;
  }
}

/** Moves to the tab the key leads to from `tab` (focus and choice); false for other keys. */
export function moveByKey(root: HTMLElement, tab: HTMLElement, key: string): boolean {
  const next = tabForKey(tab, key);
  if (!next) return false;
  next.focus();
  select(root, next);
  return true;
}

/** Chooses `tab`, keeping it where it is on screen (tabs above it may change height). */
export function select(root: HTMLElement, tab: HTMLElement): void {
  const container = tab.closest<HTMLElement>(".tabs");
  const value = tab.dataset.value;
  if (!container || value === undefined) return;
  const top = tab.getBoundingClientRect().top;
  chooseTab(root, container, value);
  const moved = tab.getBoundingClientRect().top - top;
  if (moved !== 0) window.scrollBy(0, moved);
}

/** Makes the tabs in `root` switch (clicks, keys, find in page) and restores their choices; returns a detach function. */
export function attachTabs(root: HTMLElement): () => void {
  restoreTabs(root);
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>(TAB);
    if (tab && root.contains(tab)) select(root, tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>(TAB);
    if (tab && root.contains(tab) && moveByKey(root, tab, event.key)) event.preventDefault();
  };
  // Find in page, or a #link to a heading inside a hidden tab: the browser reveals the panel.
  const onBeforeMatch = (event: Event) => {
    const panel = (event.target as Element).closest<HTMLElement>('[role="tabpanel"]');
    const tabs = panel?.parentElement;
    if (panel?.dataset.value !== undefined && tabs) chooseTab(root, tabs, panel.dataset.value);
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  root.addEventListener("beforematch", onBeforeMatch);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
    root.removeEventListener("beforematch", onBeforeMatch);
  };
}
