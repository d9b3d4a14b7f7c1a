/** Moving focus between the items of a menu with the keyboard (WAI-ARIA menu pattern). */

/**
 * The item a key moves focus to, from the item at `index` (-1: focus is elsewhere) in a
 * menu of `count` items: Down and Up wrap around, Home and End go to either end. Null
 * when the key does not move focus.
 */
export function menuFocusTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** The items of the menu inside `root`, in document order. */
export function menuItemsOf(root: Element | null): HTMLElement[] {
  return [...(root?.querySelectorAll<HTMLElement>("[role='menuitem']") ?? [])];
}
