import assert from "node:assert/strict";
import { formatCacheBlocks, parseCachedDirs, parseHeadersFile } from "../../../contracts/headersFile";
import { hashedDirsOf } from "../../../contracts/hosting";
import { parseNginxConfArgs } from "./main";
import { LISTEN_LINE, nginxServerBlock, ROOT_LINE, spellingsOf } from "./nginx";

const CSP = "default-src 'self'; script-src 'self' 'sha256-abc='";

describe("nginx server block", () => {
  const conf = nginxServerBlock({
    headers: { "Content-Security-Policy": CSP, "X-Frame-Options": "DENY" },
    redirects: [
      { from: "/docs/old", to: "/docs/new/" },
      { from: "/docs/Ältere/", to: "/docs/Ünïcode" },
    ],
  });
  /** The lines of the block that opens with `opening`, up to its closing brace. */
  const block = (opening: string): string[] => {
    const lines = conf.split("\n");
    const start = lines.findIndex((l) => l.trim() === opening);
    assert.ok(start >= 0, `no block ${opening}`);
    return lines.slice(start, lines.indexOf("    }", start) + 1);
  };

  it("is one server block with its listen and root lines for a team to set", () => {
    assert.equal(conf.match(/^server \{$/gm)?.length, 1);
    assert.ok(conf.includes(`\n${LISTEN_LINE}\n`) && conf.includes(`\n${ROOT_LINE}\n`));
    assert.equal(conf.split("{").length, conf.split("}").length, "braces balance");
  });

  it("sends the site's _headers and no-cache with every response, 404s and redirects included", () => {
    assert.ok(conf.includes(`\n    add_header Content-Security-Policy "${CSP}" always;\n`));
    assert.ok(conf.includes('\n    add_header X-Content-Type-Options "nosniff" always;\n'));
    assert.ok(conf.includes('\n    add_header Cache-Control "no-cache" always;\n'));
  });

  it("caches hashed folders for good, repeating every header there (nginx does not merge add_header)", () => {
    const assets = block("location ^~ /assets/ {").join("\n");
    assert.ok(assets.includes('add_header Cache-Control "public, max-age=31536000, immutable" always;'));
    assert.ok(assets.includes(`add_header Content-Security-Policy "${CSP}" always;`));
    assert.ok(assets.includes('add_header Referrer-Policy "strict-origin-when-cross-origin" always;'));
    for (const dir of ["search-chunks", "search-texts", "content-files"]) block(`location ^~ /${dir}/ {`);
  });

  it("caches the hashed folders _headers lists too: a docs version's search chunks and texts, the route tables' files", () => {
    const tables = ["/_site/table-aa11/", "/_site/table-bb22/"];
    const headersText = `/*\n  X-Frame-Options: DENY\n${formatCacheBlocks(hashedDirsOf(["/", "/docs/1.0/"], tables))}`;
    const versioned = nginxServerBlock({ headers: {}, redirects: [], hashedDirs: parseCachedDirs(headersText) });
    const locations = versioned.split("\n").filter((l) => l.startsWith("    location ^~ "));
    assert.deepEqual(
      locations.map((l) => l.trim().split(" ")[2]),
      [
        "/assets/",
        "/search-chunks/",
        "/search-texts/",
        "/content-files/",
        "/_table/",
        "/docs/1.0/search-chunks/",
        "/docs/1.0/search-texts/",
        "/_site/table-aa11/",
        "/_site/table-bb22/",
      ],
    );
    assert.deepEqual(parseHeadersFile(headersText), { "X-Frame-Options": "DENY" });
  });

  it("reaches a page with or without its trailing slash, .html or /index.html, and shows 404.html with 404", () => {
    assert.deepEqual(block("location / {").slice(1, -1), ["        try_files $uri $uri/index.html =404;"]);
    assert.deepEqual(block("location ~ ^(?<route>.*?)(?:/index)?\\.html$ {").slice(1, -1), [
      "        try_files $uri $uri/index.html $route/index.html =404;",
    ]);
    assert.ok(conf.includes("\n    error_page 404 /404.html;\n"));
  });

  it("answers each spelling of a source with 301 and the query kept, the target encoded", () => {
    for (const path of spellingsOf("/docs/old"))
      assert.ok(conf.includes(`    location = "${path}" { return 301 "/docs/new/$is_args$args"; }`), path);
    assert.ok(conf.includes('    location = "/docs/Ältere/" { return 301 "/docs/%C3%9Cn%C3%AFcode$is_args$args"; }'));
    assert.deepEqual(spellingsOf("/docs/old/"), ["/docs/old", "/docs/old/", "/docs/old.html", "/docs/old/index.html"]);
    assert.ok(conf.includes("\n    absolute_redirect off;\n"));
  });
});

describe("nginx server block: compression, types and values", () => {
  const conf = nginxServerBlock({ headers: {}, redirects: [] });
  const block = (opening: string): string[] => {
    const lines = conf.split("\n");
    const start = lines.findIndex((l) => l.trim() === opening);
    return lines.slice(start, lines.indexOf("    }", start) + 1);
  };

  it("compresses text with gzip from the preview server's threshold, not images", () => {
    const types = /\n {4}gzip_types ([^;]+);/.exec(conf)?.[1].split(" ") ?? [];
    assert.ok(types.includes("text/css") && types.includes("application/json") && types.includes("image/svg+xml"));
    assert.ok(!types.includes("image/png") && !types.includes("text/html"), "text/html is always compressed");
    assert.ok(conf.includes("\n    gzip_min_length 1024;\n"));
  });

  it("sends the preview server's content types, charset included", () => {
    const types = block("types {").join("\n");
    assert.ok(types.includes(" text/html html;") && types.includes(" text/javascript js mjs;"));
    assert.ok(conf.includes("\n    charset utf-8;\n"));
    const charsetTypes = /\n {4}charset_types ([^;]+);/.exec(conf)?.[1].split(" ") ?? [];
    assert.deepEqual(charsetTypes.sort(), [
      "application/json",
      "text/css",
      "text/javascript",
      "text/markdown",
      "text/plain",
    ]);
  });

  it("refuses a value nginx would read otherwise than written", () => {
    assert.throws(
      () => nginxServerBlock({ headers: { "X-Test": 'a"b' }, redirects: [] }),
      /header X-Test cannot be written in nginx's configuration/,
    );
    assert.throws(
      () => nginxServerBlock({ headers: {}, redirects: [{ from: "/a", to: "/$host" }] }),
      /target \/\$host cannot be written/,
    );
  });

  it("takes its files from the command line", () => {
    assert.deepEqual({ ...parseNginxConfArgs(["--headers", "h", "--out", "o"]) }, { headers: "h", out: "o" });
    assert.throws(() => parseNginxConfArgs(["--headers", "h"]), /nginx_conf: missing --out/);
  });
});
