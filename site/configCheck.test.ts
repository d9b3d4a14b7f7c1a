import assert from "node:assert/strict";
import { siteConfig, type SiteConfig } from "./config";
import { checkSiteConfig } from "./configCheck";

const withValue = (field: string, value: unknown): SiteConfig => ({ ...siteConfig, [field]: value }) as SiteConfig;

describe("the site configuration's check", () => {
  it("takes the site's own configuration", () => {
    assert.equal(checkSiteConfig(siteConfig), siteConfig);
  });

  it("names the field of a bad value", () => {
    for (const [field, value, message] of [
      ["editUrl", "github.com/projen/projen", /siteConfig\.editUrl must be null or an http\(s\) URL ending in "\/"/],
      ["editUrl", "https://github.com/p/p/edit/main", /siteConfig\.editUrl/],
      ["onBrokenLinks", "fail", /siteConfig\.onBrokenLinks must be "warn" or "throw", not "fail"/],
      ["image", "/img/card.svg", /siteConfig\.image must be a PNG, JPEG, WebP or GIF path/],
      ["url", "https://projen.io/", /siteConfig\.url must be an http\(s\) URL without a trailing slash/],
      ["showLastUpdateTime", "yes", /siteConfig\.showLastUpdateTime must be true or false/],
    ] as const)
      assert.throws(() => checkSiteConfig(withValue(field, value)), message);
    assert.doesNotThrow(() => checkSiteConfig(withValue("editUrl", null)));
  });
});
