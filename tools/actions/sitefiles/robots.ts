/** `robots.txt`: every crawler may read the whole site (or none, for a site marked noIndex), and where the sitemap is. */
export function robotsTxt(origin: string, noIndex: boolean): string {
  return `User-agent: *\n${noIndex ? "Disallow: /" : "Allow: /"}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
