/** Whether this component has hydrated: false on the server and during hydration. */
import { useEffect, useState } from "react";

export function useHasHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Marks <html data-has-hydrated="true"> once the app has hydrated (CSS and tests key on it). */
export function useMarkDocumentHydrated(): void {
  useEffect(() => document.documentElement.setAttribute("data-has-hydrated", "true"), []);
}
