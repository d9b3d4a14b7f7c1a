/**
 * A docs folder's versions.json as Docusaurus reads it: a JSON list of version names, newest
 * first; no file is no cut version. The build reads the same file in Starlark
 * (doc_versions_of in tools/rules/private/versions.bzl), with the same checks and words.
 */
import { readFileSync } from "node:fs";
import { versionNameError } from "../../../contracts/versionFiles";
import { parseJsonFile } from "../../actions/manifest/sidebarsFile";

/** What a JSON value is, for a message: "an object", "a number"… */
function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/** The 1-based line where `needle` first stands in `text`, as `:N`, or "" when it is not there. */
function lineOf(text: string, needle: string): string {
  const at = text.indexOf(needle);
  return at < 0 ? "" : `:${text.slice(0, at).split("\n").length}`;
}

/** The names `file` (`where`, as messages name it) lists; [] when there is no such file. */
export function readVersionsList(file: string, where: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return [];
    throw new Error(`${where}: error: cannot read the file (${code ?? "error"})`);
  }
  const data = parseJsonFile(where, text, "the file");
  if (!Array.isArray(data))
    throw new Error(
      `${where}: error: expected a JSON list of version names, newest first (as docusaurus docs:version writes it); the file is ${kindOf(data)}`,
    );
  for (const name of data) {
    const at = lineOf(text, JSON.stringify(name));
    if (typeof name !== "string")
      throw new Error(`${where}${at}: error: version names are strings, not ${kindOf(name)}`);
    const problem = versionNameError(name);
    if (problem)
      throw new Error(
        `${where}${at}: error: invalid version name ${JSON.stringify(name)}: a version name ${problem} (Docusaurus's rule)`,
      );
  }
  return data as string[];
}
