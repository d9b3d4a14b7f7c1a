/**
 * The server the perf runs load from: the built site, plus the two baselines measured the
 * same way: a blank page (what a load costs this machine for nothing) and any page's HTML
 * without its scripts and stylesheets (the browser's cost to parse and lay out the content).
 */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { chooseEncoding, compress } from "../../dev/serve/compression";
import { createSiteServer } from "../../dev/serve/server";

const BLANK_PATH = "/__perf-blank";
const BLANK_HTML = `<!doctype html><html lang="en" data-has-hydrated="true"><head><meta charset="utf-8"><title>Blank</title></head><body><p>Blank.</p></body></html>`;
/** Prefix of a page served as plain HTML: no scripts, no stylesheets. */
const PLAIN_PREFIX = "/__perf-plain";

/** The page's HTML without what runs or styles it; marked hydrated so the load waits for nothing. */
export function plainHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="(?:stylesheet|preload|modulepreload|prefetch)"[^>]*>/g, "")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/<html\b/, '<html data-has-hydrated="true"');
}

export interface PerfServer {
  /** The site's page at `path`. */
  url(path: string): string;
  blankUrl(): string;
  /** The page at `path` as plain HTML. */
  plainUrl(path: string): string;
  close(): void;
}

/** Serves the site in `root` on a free loopback port. */
export async function startPerfServer(root: string): Promise<PerfServer> {
  const server = createSiteServer({
    root,
    intercept: (request, response) => {
      const url = request.url ?? "";
      let html: string;
      if (url === BLANK_PATH) html = BLANK_HTML;
      else if (url.startsWith(PLAIN_PREFIX + "/") && !url.includes("..")) html = plainHtml(readFileSync(join(root, url.slice(PLAIN_PREFIX.length).split("?")[0], "index.html"), "utf8"));
      else return false;
      // Compressed as the site's own pages are, so the baseline pays the same transfer.
      const type = "text/html; charset=utf-8";
      const body = Buffer.from(html);
      const encoding = chooseEncoding(request, type, body.length);
      const sent = encoding ? compress(body, encoding) : body;
      response.writeHead(200, { "Content-Type": type, "Content-Length": sent.length, ...(encoding ? { "Content-Encoding": encoding } : {}) });
      response.end(sent);
      return true;
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => origin + path,
    blankUrl: () => origin + BLANK_PATH,
    plainUrl: (path) => origin + PLAIN_PREFIX + path,
    close: () => server.close(),
  };
}
