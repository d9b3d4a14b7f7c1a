/**
 * The docs version the reader prefers, stored by name under docs-preferred-version-default
 * (Docusaurus's key and value). Only the version dropdown and the banner's link to the latest
 * version write it. A stored name that is no version of the site is removed once the site's
 * versions are known: at mount on an unversioned site (its one version is its table's), after
 * the list is fetched on a versioned one. The value is null until mounted.
 */
import { useCallback, useEffect, useState } from "react";
import { local, STORAGE_KEYS } from "../lib/storage";

/** The stored name, or null; a name not among `known` is removed (null `known`: not known yet, kept). */
export function readPreferredVersion(known: readonly string[] | null): string | null {
  const stored = local.get(STORAGE_KEYS.docsPreferredVersion);
  if (stored === null || known === null || known.includes(stored)) return stored;
  local.remove(STORAGE_KEYS.docsPreferredVersion);
  return null;
}

export function useDocsPreferredVersion(known: readonly string[] | null): [string | null, (name: string) => void] {
  const [preferred, setPreferred] = useState<string | null>(null);
  const knownKey = known?.join("\n") ?? null;
  // `knownKey` stands for `known`: a new array of the same names needs no second read.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setPreferred(readPreferredVersion(known)), [knownKey]);
  const save = useCallback((name: string) => {
    local.set(STORAGE_KEYS.docsPreferredVersion, name);
    setPreferred(name);
  }, []);
  return [preferred, save];
}
