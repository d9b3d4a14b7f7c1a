/** Which clicks on a search result the page leaves to the browser. */
import type { MouseEvent } from "react";

/** A click the browser should handle itself (new tab, new window, download). */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
}
