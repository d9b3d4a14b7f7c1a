/**
 * React Router, made tree-shakable for esbuild. Its ESM build is one big module per entry
 * (a `chunk-<hash>.mjs` under `react-router/dist/`), in which every component is kept whether the site
 * uses it or not: each is made by a call esbuild cannot know is pure
 * (`var NavLink = React10.forwardRef(...)`) and named for React DevTools by a statement of
 * its own (`NavLink.displayName = "NavLink"`). That kept <NavLink>, <Form>,
 * <ScrollRestoration>, the history router and all they use in every page's first load
 * (about 3 KB gzip) although the site renders none of them.
 *
 * Here the calls that make a component or a context are marked pure and the displayName
 * statements are left out. A displayName only names a component in React DevTools and in
 * the component stacks of error reports; what the site renders and does is the same.
 */
import { readFileSync } from "node:fs";
import type { Plugin } from "esbuild";

/** React Router's ESM files, as the bundle resolves them (its development or production build). */
export const ROUTER_FILES = /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/;

/** `var X = React3.forwardRef(` at the top level: makes a component or context, nothing else. */
const MAKER_CALL = /^((?:var|const|let) [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** `X.displayName = "X";` at the top level, on one line. */
const DISPLAY_NAME = /^[\w$]+\.displayName = (?:"[^"\n]*"|'[^'\n]*'|`[^`\n]*`);\n/gm;

export interface TreeShaken {
  source: string;
  /** How many calls were marked pure and statements left out: 0 when the file has none. */
  changes: number;
}

/** The module with its component makers marked pure and its displayName statements left out. */
export function treeShakable(source: string): TreeShaken {
  let changes = 0;
  const marked = source.replace(MAKER_CALL, (_, declaration: string, call: string) => {
    changes++;
    return `${declaration}/* @__PURE__ */ ${call}`;
  });
  const shaken = marked.replace(DISPLAY_NAME, () => {
    changes++;
    return "";
  });
  return { source: shaken, changes };
}

/**
 * The esbuild plugin. `onChanges` hears, once the build has ended, how many changes were made
 * in React Router's files: none means that a new version writes its code in another way,
 * and its unused components are in the bundle again.
 */
export function treeShakableRouter(onChanges: (changes: number, files: number) => void): Plugin {
  return {
    name: "tree-shakable-react-router",
    setup(build) {
      let changes = 0;
      let files = 0;
      build.onStart(() => {
        changes = 0;
        files = 0;
      });
      build.onLoad({ filter: ROUTER_FILES }, ({ path }) => {
        const shaken = treeShakable(readFileSync(path, "utf8"));
        changes += shaken.changes;
        files++;
        return { contents: shaken.source, loader: "js" };
      });
      build.onEnd(() => {
        onChanges(changes, files);
      });
    },
  };
}
