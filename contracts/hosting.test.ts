/** Unit tests of hosting.ts and headersFile.ts: which folders are cached for good, as `_headers` lists them. */
import assert from "node:assert/strict";
import { formatCacheBlocks, formatHeadersFile, parseCachedDirs, parseHeadersFile } from "./headersFile";
import { CACHE_IMMUTABLE, HASHED_DIRS, hashedDirsIn, hashedDirsOf, isHashedPath } from "./hosting";

describe("hashed folders", () => {
  it("are the top-level ones, and each docs version's search chunks and texts but the last version's", () => {
    assert.deepEqual(hashedDirsOf(["/"]), HASHED_DIRS);
    assert.deepEqual(hashedDirsOf(["/docs/next/", "/", "/docs/1.0/"]).slice(HASHED_DIRS.length), [
      "docs/next/search-chunks",
      "docs/next/search-texts",
      "docs/1.0/search-chunks",
      "docs/1.0/search-texts",
    ]);
  });

  it("hold a path from the site's root that starts in one, and no other", () => {
    const dirs = hashedDirsOf(["/", "/docs/1.0/"]);
    assert.ok(isHashedPath("/docs/1.0/search-chunks/p-1.json", dirs));
    assert.ok(isHashedPath("/assets/entry-abc.js", dirs));
    assert.ok(!isHashedPath("/docs/assets/entry.js", dirs));
    assert.ok(!isHashedPath("/docs/1.0/search-index.json", dirs));
    assert.ok(!isHashedPath("/search-chunks", dirs));
  });

  it("are listed in _headers, a block each after the security headers, and read back from it", () => {
    const dirs = hashedDirsOf(["/", "/docs/1.0/"]);
    const text = formatHeadersFile([["X-Frame-Options", "DENY"]]) + formatCacheBlocks(dirs);
    assert.match(text, new RegExp(`\\n/docs/1\\.0/search-texts/\\*\\n  Cache-Control: ${CACHE_IMMUTABLE}\\n$`));
    assert.deepEqual(parseCachedDirs(text), dirs);
    assert.deepEqual(parseHeadersFile(text), { "X-Frame-Options": "DENY" });
    // A _headers without blocks (built before they were written) still caches the top-level folders.
    assert.deepEqual(hashedDirsIn(parseCachedDirs(formatHeadersFile([]))), HASHED_DIRS);
  });
});
