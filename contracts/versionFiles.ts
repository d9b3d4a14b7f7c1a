/**
 * A docs folder's versions as files, laid out as Docusaurus lays them out: `versions.json`
 * lists the cut versions, newest first; version `<name>` has its docs in
 * `versioned_docs/version-<name>/` and its sidebars in
 * `versioned_sidebars/version-<name>-sidebars.json`; and Docusaurus's rule for a name. The
 * build's tools read them (the version cut writes them); the client's bundle does not, so this
 * is apart from versions.ts, which it loads (esbuild's minified names follow every bundled
 * file's characters). The Starlark twins are in tools/rules/private/versions.bzl.
 */

/** The docs of `docs/` (Docusaurus's current version): never a cut version's name. */
export const CURRENT_VERSION = "current";

/** Where a docs folder lists its cut versions, newest first. */
export const VERSIONS_FILE = "versions.json";

/** A cut version's docs folder, under the docs folder's root (`versioned_docs/version-1.2`). */
export function versionDocsDir(name: string): string {
  return `versioned_docs/version-${name}`;
}

/** A cut version's sidebars file, under the docs folder's root (`versioned_sidebars/version-1.2-sidebars.json`). */
export function versionSidebarsFile(name: string): string {
  return `versioned_sidebars/version-${name}-sidebars.json`;
}

/** Characters a version name may not hold, besides control characters: it names a folder. */
const RESERVED_CHARACTERS = '<>:"|?*';

/**
 * What is wrong with a version name by Docusaurus's rules (validateVersionName), as the end of
 * a sentence that starts "a version name ", or null for a valid name. The Starlark twin is
 * version_name_error in tools/rules/private/versions.bzl (tools/rules/tests checks they agree).
 */
export function versionNameError(name: string): string | null {
  if (!name.trim()) return "must contain at least one character that is not a space";
  if (name.includes("/") || name.includes("\\")) return "must not contain / or \\";
  // JavaScript's length: UTF-16 code units, as Docusaurus counts.
  if (name.length > 32) return "must be at most 32 characters long";
  if ([...name].some((c) => RESERVED_CHARACTERS.includes(c) || c < " "))
    return `must not contain ${[...RESERVED_CHARACTERS].join(" ")} or a control character: it names a folder`;
  if (name === "." || name === "..") return 'must not be "." or ".."';
  return null;
}
