/**
 * Ctrl/Cmd+K anywhere on the page focuses the search box and starts loading its index.
 * Returns whether this is a Mac (Cmd, and the "⌘" hint): known after the first effect
 * only, so the server and the first client render both say "ctrl".
 */
import { useEffect, useState, type RefObject } from "react";
import { isMacPlatform, isSearchShortcut } from "./shortcut";

export function useSearchShortcut(inputRef: RefObject<HTMLInputElement | null>, load: () => Promise<unknown>): boolean {
  const [mac, setMac] = useState(false);

  useEffect(() => setMac(isMacPlatform(typeof navigator === "undefined" ? undefined : navigator)), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, mac)) return;
      event.preventDefault();
      inputRef.current?.focus();
      void load();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mac, load, inputRef]);

  return mac;
}
