import assert from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import { CompressedCache, isCompressible } from "./compression";

describe("compression", () => {
  it("compresses text types, not images or fonts", () => {
    for (const type of [
      "text/html; charset=utf-8",
      "text/javascript; charset=utf-8",
      "application/json; charset=utf-8",
      "image/svg+xml",
    ])
      assert.ok(isCompressible(type), type);
    for (const type of ["image/png", "font/woff2", "application/octet-stream"]) assert.ok(!isCompressible(type), type);
  });

  it("compresses a file once per version and encoding, and keeps within its byte budget", () => {
    const cache = new CompressedCache(50);
    let reads = 0;
    const read = (text: string) => () => {
      reads++;
      return Buffer.from(text.repeat(50));
    };
    const first = cache.get("/a", "v1", "gzip", read("a"));
    assert.equal(gunzipSync(first).toString(), "a".repeat(50));
    cache.get("/a", "v1", "gzip", read("a"));
    assert.equal(reads, 1);
    cache.get("/a", "v2", "gzip", read("b"));
    cache.get("/a", "v1", "br", read("a"));
    assert.equal(reads, 3);
    // 24 + 24 + 11 bytes went over the budget of 50: the oldest (/a v1 gzip) was dropped.
    cache.get("/a", "v1", "gzip", read("a"));
    assert.equal(reads, 4);
  });
});
