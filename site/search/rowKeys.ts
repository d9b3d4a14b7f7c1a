/**
 * The keys of the navbar search box, as a combobox over the dropdown's rows: Up and Down
 * open the dropdown, then move through the rows (wrapping); Enter or Tab opens the
 * active row (Shift+Tab leaves the box as usual); Escape closes the dropdown.
 */

export interface RowKeyEvent {
  key: string;
  shiftKey: boolean;
  preventDefault(): void;
}

/** The dropdown as the keys see it, and what they can do to it. */
export interface RowList {
  /** The reader has the dropdown open (it shows once there is something to show). */
  open: boolean;
  /** The dropdown is on screen. */
  shown: boolean;
  count: number;
  activeIndex: number;
  setOpen(open: boolean): void;
  setActiveIndex(update: (index: number) => number): void;
  select(index: number): void;
}

export function handleRowKey(event: RowKeyEvent, list: RowList): void {
  const { count } = list;
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    event.preventDefault();
    if (!list.open) {
      list.setOpen(true);
      return;
    }
    const step = event.key === "ArrowDown" ? 1 : count - 1;
    if (count > 0) list.setActiveIndex((index) => (index + step) % count);
  } else if (event.key === "Enter" || event.key === "Tab") {
    if (list.shown && count > 0 && !event.shiftKey) {
      event.preventDefault();
      list.select(Math.min(list.activeIndex, count - 1));
    }
  } else if (event.key === "Escape") {
    // Only an open dropdown takes Escape from the page.
    if (list.open) event.preventDefault();
    list.setOpen(false);
  }
}
