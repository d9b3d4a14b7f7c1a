import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { formatCacheBlocks } from "../../../contracts/headersFile";
import { CACHE_IMMUTABLE, hashedDirsOf } from "../../../contracts/hosting";
import { createSiteServer } from "./server";

interface Reply {
  status: number;
  body: string;
  raw: Buffer;
  headers: Record<string, unknown>;
}

function get(port: number, path: string, method = "GET", headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, body: raw.toString("utf8"), raw, headers: res.headers });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Serves `root` on a free port while the enclosing describe's tests run; `port` is set once it listens. */
function serve(root: string): { port: number } {
  const server = createSiteServer({ root });
  const served = { port: 0 };
  before((done) => {
    server.listen(0, "127.0.0.1", () => {
      served.port = (server.address() as AddressInfo).port;
      done();
    });
  });
  after((done) => {
    server.close(() => done());
  });
  return served;
}

describe("preview server", () => {
  const outside = mkdtempSync(join(tmpdir(), "outside-"));
  writeFileSync(join(outside, "secret.txt"), "secret");
  const root = mkdtempSync(join(tmpdir(), "dist-"));
  mkdirSync(join(root, "docs/faq"), { recursive: true });
  writeFileSync(join(root, "index.html"), "home");
  writeFileSync(join(root, "404.html"), "not found page");
  writeFileSync(join(root, "docs/faq/index.html"), "faq");
  symlinkSync(join(outside, "secret.txt"), join(root, "link.txt"));
  const server = serve(root);

  it("serves pages with and without .html, /index.html and a trailing slash", async () => {
    for (const path of ["/docs/faq", "/docs/faq/", "/docs/faq.html", "/docs/faq/index.html", "/index.html", "/"]) {
      const res = await get(server.port, path);
      assert.equal(res.status, 200, path);
      assert.equal(res.body, path === "/" || path === "/index.html" ? "home" : "faq", path);
      assert.equal(res.headers["content-type"], "text/html; charset=utf-8");
    }
  });

  it("shows the not-found page with status 404 for unmatched paths", async () => {
    const res = await get(server.port, "/docs/nope");
    assert.equal(res.status, 404);
    assert.equal(res.body, "not found page");
  });

  it("reaches nothing outside the folder, however the path is encoded", async () => {
    for (const path of [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/%2e%2e%2fsecret.txt",
      "/docs/%2e%2e/%2e%2e/secret.txt",
      "/..%5csecret.txt",
      "/link.txt",
      "/%00",
      "/%E0%A4%A",
    ]) {
      const res = await get(server.port, path);
      assert.equal(res.status, 404, path);
      assert.ok(!res.body.includes("secret"), path);
    }
  });

  it("answers HEAD without a body and conditional GETs with 304", async () => {
    const head = await get(server.port, "/docs/faq", "HEAD");
    assert.equal(head.status, 200);
    assert.equal(head.body, "");
    const again = await get(server.port, "/docs/faq", "GET", { "If-None-Match": String(head.headers.etag) });
    assert.equal(again.status, 304);
  });

  it("refuses other methods", async () => {
    assert.equal((await get(server.port, "/", "POST")).status, 405);
  });
});

describe("compression", () => {
  const root = mkdtempSync(join(tmpdir(), "dist-"));
  const page = "<!doctype html><p>" + "tasks and components ".repeat(400) + "</p>";
  writeFileSync(join(root, "index.html"), page);
  writeFileSync(join(root, "small.json"), "{}");
  writeFileSync(join(root, "logo.png"), Buffer.alloc(4096, 1));
  const server = serve(root);

  it("sends text in the encoding the client prefers, smaller and with the same content", async () => {
    const br = await get(server.port, "/", "GET", { "Accept-Encoding": "gzip, deflate, br" });
    assert.equal(br.headers["content-encoding"], "br");
    assert.equal(br.headers.vary, "Accept-Encoding");
    assert.equal(Number(br.headers["content-length"]), br.raw.length);
    assert.ok(br.raw.length < page.length / 10, `${br.raw.length} bytes`);
    assert.equal(brotliDecompressSync(br.raw).toString(), page);
    const gzip = await get(server.port, "/", "GET", { "Accept-Encoding": "gzip;q=1, br;q=0" });
    assert.equal(gzip.headers["content-encoding"], "gzip");
    assert.equal(gunzipSync(gzip.raw).toString(), page);
    assert.notEqual(gzip.headers.etag, br.headers.etag);
  });

  it("sends the bytes as they are without Accept-Encoding, for small files and for images", async () => {
    const plain = await get(server.port, "/");
    assert.equal(plain.headers["content-encoding"], undefined);
    assert.equal(plain.body, page);
    for (const path of ["/small.json", "/logo.png"]) {
      const res = await get(server.port, path, "GET", { "Accept-Encoding": "br, gzip" });
      assert.equal(res.headers["content-encoding"], undefined, path);
    }
  });

  it("answers a conditional GET of the compressed page with 304, and HEAD with its length", async () => {
    const head = await get(server.port, "/", "HEAD", { "Accept-Encoding": "gzip" });
    assert.equal(head.body, "");
    assert.ok(Number(head.headers["content-length"]) < page.length / 10);
    const again = await get(server.port, "/", "GET", {
      "Accept-Encoding": "gzip",
      "If-None-Match": String(head.headers.etag),
    });
    assert.equal(again.status, 304);
  });
});

describe("site headers", () => {
  it("applies the site's _headers, e.g. its Content-Security-Policy", async () => {
    const root = mkdtempSync(join(tmpdir(), "dist-"));
    writeFileSync(join(root, "index.html"), "home");
    writeFileSync(join(root, "_headers"), "/*\n  Content-Security-Policy: default-src 'self'\n  X-Test: yes\n");
    const server = createSiteServer({ root });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const res = await get((server.address() as AddressInfo).port, "/");
      assert.equal(res.headers["content-security-policy"], "default-src 'self'");
      assert.equal(res.headers["x-test"], "yes");
      assert.equal(res.headers["x-content-type-options"], "nosniff");
    } finally {
      server.close();
    }
  });
});

describe("caching of content-hashed folders", () => {
  const root = mkdtempSync(join(tmpdir(), "dist-"));
  const files = [
    "search-chunks/a.json",
    "docs/1.0/search-chunks/b.json",
    "docs/1.0/search-texts/c.json",
    "docs/assets/index.html",
  ];
  for (const file of files) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), "{}");
  }
  writeFileSync(join(root, "index.html"), "home");
  // What the build writes: the security headers, then a block per hashed folder (docs version 1.0's too).
  writeFileSync(join(root, "_headers"), `/*\n  X-Test: yes\n${formatCacheBlocks(hashedDirsOf(["/", "/docs/1.0/"]))}`);
  const server = serve(root);
  const cacheOf = async (path: string) => (await get(server.port, path)).headers["cache-control"];

  it("caches for good the files of the folders _headers lists, a docs version's search folders included", async () => {
    assert.equal(await cacheOf("/search-chunks/a.json"), CACHE_IMMUTABLE);
    assert.equal(await cacheOf("/docs/1.0/search-chunks/b.json"), CACHE_IMMUTABLE);
    assert.equal(await cacheOf("/docs/1.0/search-texts/c.json"), CACHE_IMMUTABLE);
  });

  it("asks caches to revalidate a page whose route merely holds a hashed folder's name", async () => {
    assert.equal(await cacheOf("/docs/assets/"), "no-cache");
    assert.equal(await cacheOf("/"), "no-cache");
  });
});

describe("_redirects", () => {
  const root = mkdtempSync(join(tmpdir(), "dist-"));
  mkdirSync(join(root, "docs/old"), { recursive: true });
  mkdirSync(join(root, "docs/new"), { recursive: true });
  writeFileSync(join(root, "index.html"), "home");
  writeFileSync(join(root, "404.html"), "not found page");
  writeFileSync(join(root, "docs/new/index.html"), "new page");
  // The page the build writes at a source, for hosts without _redirects: a host that reads the file never serves it.
  writeFileSync(join(root, "docs/old/index.html"), "redirect page");
  writeFileSync(join(root, "_headers"), "/*\n  Content-Security-Policy: default-src 'self'\n");
  writeFileSync(join(root, "_redirects"), "/docs/old /docs/new/ 301\n/docs/Ältere /docs/new/ 301\n");
  const server = serve(root);

  it("answers a source with 301 to its target, in each of its spellings", async () => {
    for (const path of ["/docs/old", "/docs/old/", "/docs/old.html", "/docs/old/index.html"]) {
      const res = await get(server.port, path);
      assert.equal(res.status, 301, path);
      assert.equal(res.headers.location, "/docs/new/", path);
    }
  });

  it("keeps the query string as sent", async () => {
    const res = await get(server.port, "/docs/old?q=tasks&page=%202");
    assert.equal(res.headers.location, "/docs/new/?q=tasks&page=%202");
  });

  it("matches a percent-encoded source", async () => {
    const res = await get(server.port, "/docs/%C3%84ltere");
    assert.equal(res.status, 301);
    assert.equal(res.headers.location, "/docs/new/");
  });

  it("sends the site's headers with the redirect, and asks caches to revalidate it", async () => {
    const res = await get(server.port, "/docs/old");
    assert.equal(res.headers["content-security-policy"], "default-src 'self'");
    assert.equal(res.headers["x-content-type-options"], "nosniff");
    assert.equal(res.headers["cache-control"], "no-cache");
    assert.match(res.body, /<a href="\/docs\/new\/">/);
  });

  it("leaves other paths alone: pages, near misses and missing ones", async () => {
    assert.equal((await get(server.port, "/docs/new/")).body, "new page");
    assert.equal((await get(server.port, "/docs/old/more")).status, 404);
    assert.equal((await get(server.port, "/docs/OLD")).status, 404);
  });
});
