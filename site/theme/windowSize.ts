/** "desktop" above 996 px, "mobile" at or below; "ssr" until mounted. The CSS uses the same breakpoint. */
import { useEffect, useState } from "react";

export const DESKTOP_MIN_WIDTH_EXCLUSIVE = 996;

export type WindowSize = "ssr" | "desktop" | "mobile";

export function windowSizeOf(innerWidth: number): Exclude<WindowSize, "ssr"> {
  return innerWidth > DESKTOP_MIN_WIDTH_EXCLUSIVE ? "desktop" : "mobile";
}

export function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>("ssr");
  useEffect(() => {
    const update = () => setSize(windowSizeOf(window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return size;
}
