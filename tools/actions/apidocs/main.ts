/**
 * Generates the API reference with jsii-docgen from the jsii assembly in @npm: one
 * markdown doc per submodule (with front matter), and an anchor → route map so a link
 * to a type on another submodule's page resolves there.
 * Args: --npm DIR --package NAME --route-prefix /docs/api --anchor-routes OUT --root OUT
 *       [--submodule FQN OUT]...
 */
import { Documentation, Language } from "jsii-docgen";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseToolArgs, requireFlags, runMain, stringOptions, UsageError } from "../../cli/cli";
import { expandParams } from "../worker/worker";

interface Options {
  npm: string;
  pkg: string;
  routePrefix: string;
  anchorRoutes: string;
  root: string;
  submodules: [string, string][];
}

const OPTIONS = {
  ...stringOptions("npm", "package", "route-prefix", "anchor-routes", "root"),
  submodule: { type: "string", multiple: true },
} as const;

export function parseApiDocsArgs(args: string[]): Options {
  const { values, tokens } = parseToolArgs("apidocs", { args, options: OPTIONS, allowPositionals: true, tokens: true });
  const flags = requireFlags("apidocs", values, "npm", "package", "route-prefix", "anchor-routes", "root");
  return {
    npm: flags.npm,
    pkg: flags.package,
    routePrefix: flags["route-prefix"],
    anchorRoutes: flags["anchor-routes"],
    root: flags.root,
    submodules: submodulePairs(tokens),
  };
}

type ArgToken =
  | { kind: "option"; name: string; value?: string }
  | { kind: "positional"; value: string }
  | { kind: "option-terminator" };

/** `--submodule FQN OUT` takes two values: parseArgs gives the FQN, and OUT as the positional right after it. */
function submodulePairs(tokens: ArgToken[]): [string, string][] {
  const pairs: [string, string][] = [];
  let fqn: string | null = null;
  for (const token of tokens) {
    if (token.kind === "positional" && fqn !== null) {
      pairs.push([fqn, token.value]);
      fqn = null;
    } else if (token.kind === "positional") {
      throw new UsageError("apidocs", `unexpected argument "${token.value}"`);
    } else if (fqn !== null) {
      throw new UsageError("apidocs", `--submodule ${fqn} needs an output file after it`);
    } else if (token.kind === "option" && token.name === "submodule") {
      fqn = token.value ?? null;
    }
  }
  if (fqn !== null) throw new UsageError("apidocs", `--submodule ${fqn} needs an output file after it`);
  return pairs;
}

/** The short name of a submodule: `projen.github.workflows` → `github.workflows`. */
function shortName(pkg: string, fqn: string): string {
  return fqn.startsWith(pkg + ".") ? fqn.slice(pkg.length + 1) : fqn;
}

/** Which page documents a type: the longest submodule that prefixes its fqn, else the root. */
export function pageOfType(pkg: string, fqn: string, submodules: string[]): string {
  let best = pkg;
  for (const sub of submodules) if (fqn.startsWith(sub + ".") && sub.length > best.length) best = sub;
  return best;
}

/**
 * Turns jsii-docgen's markdown into one of our docs: front matter instead of the
 * "API Reference" h1, and links to types of other assemblies (which have no page
 * here) reduced to their text.
 */
export function toDoc(markdown: string, title: string, label: string, description: string, pkg: string): string {
  // Docstrings copied from other tools' docs link to anchors of those docs
  // (e.g. "[`index_url`](#index-url)"): with no such heading here, keep only the text.
  const ids = new Set([...markdown.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
  const body = markdown
    .replace(/^# API Reference[^\n]*\n/, "")
    .replace(/<a href="#([^"]+)">([^<]*)<\/a>/g, (whole, target: string, text: string) =>
      target.startsWith(pkg + ".") ? whole : text,
    )
    .replace(/\[([^\]\n]*)\]\(#([^)\s]+)\)/g, (whole, text: string, target: string) =>
      ids.has(target) || target.startsWith(pkg + ".") ? whole : text,
    );
  const yaml = [
    `title: ${JSON.stringify(title)}`,
    `sidebar_label: ${JSON.stringify(label)}`,
    `description: ${JSON.stringify(description)}`,
    // Made from the published package's docstrings, not from a file anyone edits: no "Edit this page" (docs/writing.md).
    "custom_edit_url: null",
  ];
  return `---\n${yaml.join("\n")}\n---\n\n${body}`;
}

async function main(options: Options): Promise<void> {
  const docs = await Documentation.forAssembly(options.pkg, resolve(options.npm));
  const assembly = JSON.parse(readFileSync(join(options.npm, options.pkg, ".jsii"), "utf8")) as {
    types: Record<string, unknown>;
  };
  const fqns = options.submodules.map(([fqn]) => fqn);

  const routes: Record<string, string> = {};
  for (const type of Object.keys(assembly.types).sort()) {
    routes[type] = `${options.routePrefix}/${shortName(options.pkg, pageOfType(options.pkg, type, fqns))}`;
  }
  writeFileSync(options.anchorRoutes, JSON.stringify(routes));

  const root = await docs.toMarkdown({ language: Language.TYPESCRIPT });
  writeFileSync(
    options.root,
    toDoc(
      root.render(),
      options.pkg,
      options.pkg,
      `API reference of the ${options.pkg} root module: its classes, interfaces, structs and enums.`,
      options.pkg,
    ),
  );
  for (const [fqn, out] of options.submodules) {
    const markdown = await docs.toMarkdown({ language: Language.TYPESCRIPT, submodule: fqn });
    const name = shortName(options.pkg, fqn);
    writeFileSync(
      out,
      toDoc(
        markdown.render(),
        fqn,
        name,
        `API reference of the ${fqn} submodule: its classes, interfaces, structs and enums.`,
        options.pkg,
      ),
    );
  }
}

if (require.main === module) runMain("apidocs", () => main(parseApiDocsArgs(expandParams(process.argv.slice(2)))));
