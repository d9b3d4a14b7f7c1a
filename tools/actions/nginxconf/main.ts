/**
 * The nginx_conf tool: an nginx server block for the built site (nginx.ts), from its
 * `_headers` and, when the site has one, its `_redirects`.
 * Args: --headers FILE [--redirects FILE] --out FILE
 */
import { readFileSync } from "node:fs";
import { parseCachedDirs, parseHeadersFile } from "../../../contracts/headersFile";
import { parseRedirectsFile } from "../../../contracts/redirectsFile";
import { parseToolArgs, requireFlags, runMain, stringOptions } from "../../cli/cli";
import { writeOutput } from "../prerender/siteRenderer";
import { expandParams } from "../worker/worker";
import { nginxServerBlock } from "./nginx";

export interface NginxConfArgs {
  headers: string;
  redirects?: string;
  out: string;
}

export function parseNginxConfArgs(args: string[]): NginxConfArgs {
  const { values } = parseToolArgs("nginx_conf", { args, options: stringOptions("headers", "redirects", "out") });
  return requireFlags("nginx_conf", values, "headers", "out");
}

function main(args: NginxConfArgs): void {
  const headersText = readFileSync(args.headers, "utf8");
  const redirects = args.redirects ? parseRedirectsFile(readFileSync(args.redirects, "utf8")) : [];
  const hashedDirs = parseCachedDirs(headersText);
  writeOutput(args.out, nginxServerBlock({ headers: parseHeadersFile(headersText), redirects, hashedDirs }));
}

if (require.main === module) runMain("nginx_conf", () => main(parseNginxConfArgs(expandParams(process.argv.slice(2)))));
