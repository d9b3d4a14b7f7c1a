/**
 * The entry of the site's server renderer bundle (//site:renderer), which the build's
 * prerender step loads: the whole HTML of a page, and the site's `_headers`.
 */
import type { SiteRenderer } from "../../contracts/renderer";
import { INLINE_SCRIPTS } from "../theme/inlineScripts";
import { renderPage } from "./render";
import { securityHeadersFile } from "./securityHeaders";

export const renderer: SiteRenderer = {
  renderPage,
  headersFile: () => securityHeadersFile(INLINE_SCRIPTS),
};
