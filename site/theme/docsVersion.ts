/**
 * The docs version the reader prefers. There is one version, 'current' (labelled 'Next'),
 * and no version picker writes it; we still honour the stored key: a stored name that is
 * not a version is removed on mount. The value is null until mounted.
 */
import { useCallback, useEffect, useState } from "react";
import { local, STORAGE_KEYS } from "../lib/storage";

export const DOCS_VERSIONS = [{ name: "current", label: "Next" }] as const;
export type DocsVersionName = (typeof DOCS_VERSIONS)[number]["name"];

export function readPreferredVersion(): DocsVersionName | null {
  const stored = local.get(STORAGE_KEYS.docsPreferredVersion);
  if (stored === null) return null;
  const version = DOCS_VERSIONS.find((v) => v.name === stored);
  if (!version) {
    local.remove(STORAGE_KEYS.docsPreferredVersion);
    return null;
  }
  return version.name;
}

export function useDocsPreferredVersion(): [DocsVersionName | null, (name: DocsVersionName) => void] {
  const [preferred, setPreferred] = useState<DocsVersionName | null>(null);
  useEffect(() => setPreferred(readPreferredVersion()), []);
  const save = useCallback((name: DocsVersionName) => {
    local.set(STORAGE_KEYS.docsPreferredVersion, name);
    setPreferred(name);
  }, []);
  return [preferred, save];
}
