import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
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
      [
        "image",
        { src: "/img/card.svg", width: 1, height: 1 },
        /siteConfig\.image\.src must be a PNG, JPEG, WebP or GIF path/,
      ],
      ["image", { src: "/img/card.png", width: 0, height: 1 }, /siteConfig\.image\.width must be a whole number/],
      ["url", "https://projen.io/", /siteConfig\.url must be an http\(s\) URL without a trailing slash/],
      ["showLastUpdateTime", "yes", /siteConfig\.showLastUpdateTime must be true or false/],
      ["editCurrentVersion", 1, /siteConfig\.editCurrentVersion must be true or false, not 1/],
    ] as const)
      assert.throws(() => checkSiteConfig(withValue(field, value)), message);
    assert.doesNotThrow(() => checkSiteConfig(withValue("editUrl", null)));
  });

  it("states the social card's real size", () => {
    const png = readFileSync(join(process.env.BAZEL_RUNFILES!, "projen_docs", "site", "static", siteConfig.image.src));
    // A PNG's header (IHDR) holds its width and height, big-endian, at bytes 16 and 20.
    assert.deepEqual(
      { width: png.readUInt32BE(16), height: png.readUInt32BE(20) },
      { width: siteConfig.image.width, height: siteConfig.image.height },
    );
  });
});
