/**
 * The site's security headers, written to `_headers` at build time: a
 * Content-Security-Policy that allows the page's few inline scripts by hash, no other inline
 * script and no inline style, and the usual hardening headers.
 */
import { createHash } from "node:crypto";
import { formatHeadersFile } from "../../contracts/headersFile";

export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

export function contentSecurityPolicy(inlineScripts: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.map(scriptHash).join(" ")}`,
    // No inline style: the markup carries classes only; scripts set styles through the CSSOM,
    // which style-src does not govern.
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The `_headers` file of a site whose pages carry `inlineScripts`. */
export function securityHeadersFile(inlineScripts: readonly string[]): string {
  return formatHeadersFile([
    ["Content-Security-Policy", contentSecurityPolicy(inlineScripts)],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
  ]);
}
