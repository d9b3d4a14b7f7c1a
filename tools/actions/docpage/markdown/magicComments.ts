/**
 * The magic comments of a code block (`highlight-next-line`, `highlight-start` …
 * `highlight-end`), recognised as Docusaurus 3 recognises them: alone on their line, in a
 * comment style of the block's language, opened and closed alike (`/* … *\/`, not `/* … -->`).
 * A language Docusaurus names has its own styles (a `#` line in a JavaScript block is code);
 * any other language, and a block with none, takes the five common styles.
 */

/** A comment style: the patterns before and after the directive. */
type Style = readonly [open: string, close: string];

const LINE = ["//", ""] as const;
const BLOCK = ["/\\*", "\\*/"] as const;
/** `{/* … *\/}`, a comment in JSX. */
const JSX = ["\\{\\s*/\\*", "\\*/\\s*\\}"] as const;
const HASH = ["#", ""] as const;
const HTML = ["<!--", "-->"] as const;
const DASHES = ["--", ""] as const;
const REM = ["[Rr][Ee][Mm]\\b", ""] as const;
/** Free-form Fortran's. */
const BANG = ["!", ""] as const;
const ML = ["\\(\\*", "\\*\\)"] as const;

/** The styles of a language Docusaurus does not name, or of a block without one. */
const COMMON: readonly Style[] = [LINE, BLOCK, JSX, HASH, HTML];

/** The languages Docusaurus gives their own styles, by the names written on the fence (lowercased). */
const OWN_STYLES: Readonly<Record<string, readonly Style[]>> = {
  "js javascript ts typescript": [LINE, BLOCK],
  "jsx tsx": [LINE, BLOCK, JSX],
  html: [LINE, BLOCK, HTML],
  "python py bash": [HASH],
  // Markdown's text takes HTML comments (MDX's JSX ones), its front matter `#`.
  "markdown md": [HTML, JSX, HASH],
  "tex latex matlab": [["%", ""]],
  "lua haskell": [DASHES],
  sql: [DASHES, BLOCK],
  wasm: [[";;", ""]],
  "vb vba visual-basic": [["['‘’]", ""], REM],
  vbnet: [["(?:_\\s*)?['‘’]", ""], REM],
  batch: [REM],
  basic: [REM, BANG],
  fsharp: [LINE, ML],
  "ocaml sml": [ML],
  fortran: [BANG],
  cobol: [["\\*>", ""]],
};

const BY_LANGUAGE = new Map(
  Object.entries(OWN_STYLES).flatMap(([names, styles]) => names.split(" ").map((name) => [name, styles] as const)),
);

const DIRECTIVE = "highlight-(next-line|start|end)";
const patterns = new Map<readonly Style[], RegExp>();

/** A line that is a magic comment in the language: each style has a group for the directive. */
function magicLine(language: string): RegExp {
  const styles = BY_LANGUAGE.get(language.toLowerCase()) ?? COMMON;
  let pattern = patterns.get(styles);
  if (!pattern) {
    const alternatives = styles.map(([open, close]) => `${open}\\s*${DIRECTIVE}\\s*${close}`);
    pattern = new RegExp(`^\\s*(?:${alternatives.join("|")})\\s*$`);
    patterns.set(styles, pattern);
  }
  return pattern;
}

/** The code without its magic-comment lines, and the 1-based lines they mark. */
export function takeMagicComments(code: string, language: string): { code: string; marked: Set<number> } {
  const magic = magicLine(language);
  const kept: string[] = [];
  const marked = new Set<number>();
  let nextLine = false;
  let inRange = false;
  for (const line of code.split("\n")) {
    const match = magic.exec(line);
    if (match) {
      const directive = match.slice(1).find((group) => group !== undefined);
      if (directive === "next-line") nextLine = true;
      else inRange = directive === "start";
      continue;
    }
    kept.push(line);
    if (nextLine || inRange) marked.add(kept.length);
    nextLine = false;
  }
  return { code: kept.join("\n"), marked };
}
