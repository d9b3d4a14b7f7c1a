import assert from "node:assert/strict";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCK_HELD_EXIT_CODE, syncCommand, syncRepositories } from "./sync";

describe("bazel sync", () => {
  it("names each repository with its own --only, in the order given", () => {
    assert.equal(syncCommand(["doc_routes"]), "bazel sync --only=doc_routes");
    assert.equal(syncCommand(["doc_versions", "doc_routes"]), "bazel sync --only=doc_versions --only=doc_routes");
  });
});

describe("running bazel sync", () => {
  let dir: string;
  let path: string | undefined;
  /** A `bazel` first on PATH that writes its arguments and working folder to `args`, then exits with `code`. */
  const fakeBazel = (code: number) => {
    writeFileSync(join(dir, "bazel"), `#!/bin/sh\necho "$PWD $*" > "${join(dir, "args")}"\nexit ${code}\n`);
    chmodSync(join(dir, "bazel"), 0o755);
  };
  const ran = () => readFileSync(join(dir, "args"), "utf8").trim();

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "sync-"));
    path = process.env.PATH;
    process.env.PATH = `${dir}:${path}`;
  });
  afterEach(() => {
    process.env.PATH = path;
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs in the workspace and waits for the lock unless told not to", () => {
    fakeBazel(0);
    assert.deepEqual(syncRepositories(dir, ["doc_routes"]), { synced: true });
    assert.equal(ran(), `${dir} sync --only=doc_routes`);
    assert.deepEqual(syncRepositories(dir, ["doc_versions", "doc_routes"], false), { synced: true });
    assert.equal(ran(), `${dir} --noblock_for_lock sync --only=doc_versions --only=doc_routes`);
  });

  it("tells a held lock from a failure", () => {
    fakeBazel(LOCK_HELD_EXIT_CODE);
    assert.deepEqual(syncRepositories(dir, ["doc_routes"], false), { locked: true });
    assert.deepEqual(syncRepositories(dir, ["doc_routes"]), { failed: LOCK_HELD_EXIT_CODE });
    fakeBazel(2);
    assert.deepEqual(syncRepositories(dir, ["doc_routes"], false), { failed: 2 });
  });
});
