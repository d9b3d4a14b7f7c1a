/**
 * The build renders each code block with a "Copy" button; this makes them work: one
 * delegated listener per doc body, "Copied" for two seconds after a copy.
 */
import { useEffect, type RefObject } from "react";

export const COPIED_LABEL = "Copied";
const RESET_AFTER_MS = 2000;

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure origins: copy through a hidden textarea.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand("copy")) throw new Error("Copy command was refused");
  } finally {
    area.remove();
  }
}

export function codeOfButton(button: Element): string {
  return button.closest(".code-block")?.querySelector("pre code")?.textContent ?? "";
}

export function useCopyButtons(container: RefObject<HTMLElement | null>, contentKey: unknown): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(".copy-button");
      if (!(button instanceof HTMLElement) || !root.contains(button)) return;
      const label = button.getAttribute("aria-label");
      writeClipboard(codeOfButton(button)).then(
        () => {
          button.textContent = COPIED_LABEL;
          button.setAttribute("aria-label", COPIED_LABEL);
          button.classList.add("copy-button--copied");
          const timer = setTimeout(() => {
            timers.delete(timer);
            button.textContent = "Copy";
            if (label !== null) button.setAttribute("aria-label", label);
            button.classList.remove("copy-button--copied");
          }, RESET_AFTER_MS);
          timers.add(timer);
        },
        (error: unknown) => console.warn("Could not copy the code block", error),
      );
    };
    root.addEventListener("click", onClick);
    return () => {
      root.removeEventListener("click", onClick);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [container, contentKey]);
}
