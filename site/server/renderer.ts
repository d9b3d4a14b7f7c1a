/**
 * The entry of the site's server renderer bundle (//site:renderer), which the build's
 * prerender step loads: the whole HTML of a page, the site's `_headers`, and the
 * configuration the build's steps read.
 */
import type { SiteRenderer } from "../../contracts/renderer";
import { siteConfig } from "../config";
import { checkSiteConfig } from "../configCheck";
import { INLINE_SCRIPTS } from "../theme/inlineScripts";
import { renderPage } from "./render";
import { securityHeadersFile } from "./securityHeaders";

export const renderer: SiteRenderer = {
  renderPage,
  headersFile: () => securityHeadersFile(INLINE_SCRIPTS),
  buildConfig() {
    const { url, title, tagline, onBrokenLinks, noIndex } = checkSiteConfig(siteConfig);
    return { url, title, tagline, onBrokenLinks, noIndex };
  },
};
