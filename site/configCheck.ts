/**
 * The site configuration's values checked where types cannot check them (a URL's form, a
 * file's place): a bad value fails the build naming the field. The server renderer runs it
 * before the build reads the configuration (contracts/renderer.ts, buildConfig()).
 */
import type { SiteConfig } from "./config";

export class ConfigError extends Error {
  constructor(field: string, problem: string) {
    super(`site/config.ts: error: siteConfig.${field} ${problem}`);
  }
}

const HTTP_URL = /^https?:\/\/[^\s/]+(\/\S*)?$/;

function check(condition: boolean, field: string, problem: string): void {
  if (!condition) throw new ConfigError(field, problem);
}

/** Throws a ConfigError for the first value that is not as it must be. */
export function checkSiteConfig(config: SiteConfig): SiteConfig {
  check(
    HTTP_URL.test(config.url) && !config.url.endsWith("/"),
    "url",
    `must be an http(s) URL without a trailing slash, not ${JSON.stringify(config.url)}`,
  );
  check(
    config.baseUrl.startsWith("/") && config.baseUrl.endsWith("/"),
    "baseUrl",
    `must start and end with "/", not ${JSON.stringify(config.baseUrl)}`,
  );
  if (config.editUrl !== null)
    check(
      HTTP_URL.test(config.editUrl) && config.editUrl.endsWith("/"),
      "editUrl",
      `must be null or an http(s) URL ending in "/", not ${JSON.stringify(config.editUrl)}`,
    );
  check(
    /^\/[^\s]*\.(png|jpe?g|webp|gif)$/i.test(config.image.src),
    "image.src",
    `must be a PNG, JPEG, WebP or GIF path under site/static starting with "/", not ${JSON.stringify(config.image.src)}`,
  );
  for (const side of ["width", "height"] as const)
    check(
      Number.isInteger(config.image[side]) && config.image[side] > 0,
      `image.${side}`,
      "must be a whole number of pixels",
    );
  check(
    ["warn", "throw"].includes(config.onBrokenLinks),
    "onBrokenLinks",
    `must be "warn" or "throw", not ${JSON.stringify(config.onBrokenLinks)}`,
  );
  for (const field of ["showLastUpdateTime", "showLastUpdateAuthor", "editCurrentVersion", "noIndex"] as const)
    check(typeof config[field] === "boolean", field, `must be true or false, not ${JSON.stringify(config[field])}`);
  return config;
}
