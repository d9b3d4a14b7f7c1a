/**
 * Color mode: light or dark, light by default; the system preference is ignored.
 * The inline THEME_SCRIPT sets <html data-theme data-theme-choice> before the first paint;
 * React state starts from the server's value (so hydration matches) and then adopts what
 * the attributes say. The choice is stored under 'theme' and followed across tabs.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { siteConfig } from "../config";
import { local, STORAGE_KEYS } from "../lib/storage";

export type ColorMode = "light" | "dark";
/** "system" appears only after another tab removed the stored choice. */
export type ColorModeChoice = ColorMode | "system";

export interface ColorModeState {
  colorMode: ColorMode;
  choice: ColorModeChoice;
}

const DEFAULT_MODE: ColorMode = siteConfig.colorMode.defaultMode;
const SERVER_STATE: ColorModeState = { colorMode: DEFAULT_MODE, choice: DEFAULT_MODE };

function toMode(value: string | null | undefined): ColorMode {
  return value === "dark" ? "dark" : "light";
}

function toChoice(value: string | null | undefined): ColorModeChoice {
  return value === "dark" || value === "system" ? value : "light";
}

export function readDocumentColorMode(root: HTMLElement = document.documentElement): ColorModeState {
  return {
    colorMode: toMode(root.getAttribute("data-theme")),
    choice: toChoice(root.getAttribute("data-theme-choice")),
  };
}

export function applyColorMode(state: ColorModeState, root: HTMLElement = document.documentElement): void {
  root.setAttribute("data-theme", state.colorMode);
  root.setAttribute("data-theme-choice", state.choice);
}

/** What a stored value (or its removal, null) means. */
export function colorModeFromStorage(value: string | null): ColorModeState {
  if (value === null || value === "system") return { colorMode: DEFAULT_MODE, choice: "system" };
  return { colorMode: toMode(value), choice: toMode(value) };
}

/** The toggle alternates strictly: dark goes to light, anything else to dark. */
export function nextColorMode(choice: ColorModeChoice): ColorMode {
  return choice === "dark" ? "light" : "dark";
}

export function toggleTitle(choice: ColorModeChoice): string {
  return `${choice} mode`;
}

export function toggleAriaLabel(choice: ColorModeChoice): string {
  return `Switch between dark and light mode (currently ${choice} mode)`;
}

/** Stores the mode; like a write from another tab, a change also fires a `storage` event here. */
export function storeColorMode(mode: ColorMode): void {
  const oldValue = local.get(STORAGE_KEYS.theme);
  local.set(STORAGE_KEYS.theme, mode);
  if (oldValue === mode) return;
  try {
    window.dispatchEvent(
      new StorageEvent("storage", { key: STORAGE_KEYS.theme, oldValue, newValue: mode, storageArea: local.area() }),
    );
  } catch {
    // No StorageEvent constructor (very old browsers): same-tab listeners just miss it.
  }
}

interface ColorModeContextValue extends ColorModeState {
  setColorMode(mode: ColorMode): void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ColorModeState>(SERVER_STATE);

  useEffect(() => {
    setState(readDocumentColorMode());
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.theme) return;
      const area = local.area();
      if (area !== null && event.storageArea !== area) return;
      const next = colorModeFromStorage(event.newValue);
      applyColorMode(next);
      setState(next);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const setColorMode = useCallback((mode: ColorMode) => {
    const next = { colorMode: mode, choice: mode };
    applyColorMode(next);
    setState(next);
    storeColorMode(mode);
  }, []);

  const value = useMemo(() => ({ ...state, setColorMode }), [state, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeContextValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error("useColorMode() must be used inside <ColorModeProvider>.");
  return value;
}
