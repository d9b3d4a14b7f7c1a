/**
 * The `_headers` file of the built site (the format static hosts such as Netlify and
 * Cloudflare Pages read, and our preview server too): security headers for every path,
 * with a Content-Security-Policy that allows the page's few inline scripts by hash and
 * no other inline script.
 */
import { createHash } from "node:crypto";

export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

export function contentSecurityPolicy(inlineScripts: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.map(scriptHash).join(" ")}`,
    // React and the collapsible animation set style attributes; no style can run script.
    "style-src 'self' 'unsafe-inline'",
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

export function headersFile(inlineScripts: readonly string[]): string {
  return [
    "/*",
    `  Content-Security-Policy: ${contentSecurityPolicy(inlineScripts)}`,
    "  X-Content-Type-Options: nosniff",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  X-Frame-Options: DENY",
    "",
  ].join("\n");
}

/** Reads the `/*` block of a `_headers` file (the only block this site writes). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inBlock = false;
  for (const line of text.split("\n")) {
    if (!line.startsWith(" ") && line.trim()) inBlock = line.trim() === "/*";
    else if (inBlock && line.includes(":")) {
      const at = line.indexOf(":");
      headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return headers;
}
