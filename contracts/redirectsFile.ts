/**
 * The `_redirects` file of the built site: the format static hosts such as Netlify and
 * Cloudflare Pages read, one rule a line, `<from> <to> 301`. The build writes it from
 * `redirects.yaml` (tools/actions/redirects); the preview server and the nginx server
 * block (tools/actions/nginxconf) read it. Sources match as routes do (routeKey: with or
 * without a trailing slash, `.html` or `/index.html`); the reader's query string is kept.
 */
import { routeKey } from "./paths";

/** One rule: a path that is no page of the site, and the route it moved to. */
export interface Redirect {
  from: string;
  to: string;
}

/** The status every rule answers with: the page moved for good. */
export const REDIRECT_STATUS = 301;

/** Where the file lives in the site folder. */
export const REDIRECTS_FILE = "_redirects";

/** The file for `rules`, in their order. */
export function formatRedirectsFile(rules: readonly Redirect[]): string {
  return rules.map(({ from, to }) => `${from} ${to} ${REDIRECT_STATUS}\n`).join("");
}

/**
 * Reads the rules of a `_redirects` file: blank lines and `#` comments are skipped, and a
 * line without a status means 301, as hosts read it. Only 301 and 308 rules are taken:
 * this site writes no rewrites (200) and no other statuses.
 */
export function parseRedirectsFile(text: string): Redirect[] {
  const rules: Redirect[] = [];
  for (const line of text.split("\n")) {
    const fields = line.trim().split(/\s+/);
    if (!fields[0] || fields[0].startsWith("#") || fields.length < 2) continue;
    const status = fields[2] ?? String(REDIRECT_STATUS);
    if (status === "301" || status === "308") rules.push({ from: fields[0], to: fields[1] });
  }
  return rules;
}

/** Rules by the key of their source, for lookups per request (the first rule of a key wins, as on hosts). */
export function indexRedirects(rules: readonly Redirect[]): Map<string, Redirect> {
  const index = new Map<string, Redirect>();
  for (const rule of rules) if (!index.has(routeKey(rule.from))) index.set(routeKey(rule.from), rule);
  return index;
}

/**
 * The Location a request for `pathname` (decoded, no query) with `search` (`""` or `?…`, as
 * sent) is sent to, or null when no rule matches: the target percent-encoded (targets are
 * routes, written decoded), then the query as it came.
 */
export function redirectLocation(
  index: ReadonlyMap<string, Redirect>,
  pathname: string,
  search: string,
): string | null {
  const rule = index.get(routeKey(pathname));
  return rule ? encodeURI(rule.to) + (search.length > 1 ? search : "") : null;
}
