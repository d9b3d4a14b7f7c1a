/**
 * The `_headers` file of the built site: the format static hosts such as Netlify and
 * Cloudflare Pages read, and our preview server too. The site writes it (its security
 * headers, site/server/securityHeaders.ts); the server reads it. Only the `/*` block
 * (every path) is used.
 */

/** The file for headers that apply to every path. */
export function formatHeadersFile(headers: [name: string, value: string][]): string {
  return ["/*", ...headers.map(([name, value]) => `  ${name}: ${value}`), ""].join("\n");
}

/** Reads the `/*` block of a `_headers` file. */
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
