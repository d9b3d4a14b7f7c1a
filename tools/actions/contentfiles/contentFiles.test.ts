import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contentFileUrl, hashedName } from "./contentFiles";
import { handle } from "./main";

describe("content files", () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

  it("are named by their bytes, under their folder's path", () => {
    assert.match(hashedName("docs/a/run-tests.png", png), /^run-tests-[0-9a-f]{8}\.png$/);
    assert.notEqual(hashedName("x.png", png), hashedName("x.png", Buffer.from("other")));
    assert.equal(
      contentFileUrl("docs/a/run-tests.png", png),
      `/content-files/docs~a/${hashedName("run-tests.png", png)}`,
    );
    assert.equal(contentFileUrl("logo.svg", png), `/content-files/~/${hashedName("logo.svg", png)}`);
  });

  it("are copied under those names by the step", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-files-"));
    const file = join(dir, "in.png");
    writeFileSync(file, png);
    handle(["--out", join(dir, "out"), "docs/a/run-tests.png", file]);
    const [name] = readdirSync(join(dir, "out"));
    assert.equal(name, hashedName("docs/a/run-tests.png", png));
    assert.deepEqual(readFileSync(join(dir, "out", name)), png);
    assert.throws(() => handle(["--out", dir, "lonely.png"]), /files come in pairs/);
  });
});
