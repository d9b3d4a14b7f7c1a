/**
 * The JavaScript parser that reads a doc's MDX import lines and JSX attribute values, loaded
 * the first time a doc has one: most docs have none, and every tool that reads docs (the
 * route table's step too) would otherwise load it at start.
 */
import type * as Babel from "@babel/parser";

let loaded: typeof Babel | undefined;

export function babelParser(): typeof Babel {
  // A require(), not an import: it defers loading until first use.
  loaded ??= require("@babel/parser") as typeof Babel;
  return loaded;
}
