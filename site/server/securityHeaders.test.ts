import assert from "node:assert/strict";
import { parseHeadersFile } from "../../contracts/headersFile";
import { contentSecurityPolicy, scriptHash, securityHeadersFile } from "./securityHeaders";

describe("_headers", () => {
  it("allows inline scripts by hash only", () => {
    const csp = contentSecurityPolicy(["alert(1)"]);
    assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    assert.ok(!/script-src[^;]*unsafe-inline/.test(csp));
    assert.equal(scriptHash("alert(1)"), "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it("allows no inline style", () => {
    const csp = contentSecurityPolicy([]);
    assert.match(csp, /(^|; )style-src 'self'(;|$)/);
    assert.ok(!csp.includes("unsafe-inline"));
  });

  it("round-trips through the parser", () => {
    const headers = parseHeadersFile(securityHeadersFile(["x"]));
    assert.equal(headers["X-Frame-Options"], "DENY");
    assert.match(headers["Content-Security-Policy"], /^default-src 'self'/);
  });
});
