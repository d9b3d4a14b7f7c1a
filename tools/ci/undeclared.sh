#!/usr/bin/env bash
# An undeclared input fails the local build, with a message that names it: the probes of
# //tools/ci/undeclared read a source file or load an npm package they did not declare,
# in the linux-sandbox and in a sandboxed persistent worker. The control (:declared, the
# same reads declared) builds.
set -euo pipefail
cd "$(dirname "$0")/../.."

log="$(mktemp /tmp/undeclared.XXXXXX)"
trap 'rm -f "$log"' EXIT

# expect_failure TARGET MESSAGE [BAZEL FLAGS...]: the build fails and its output has MESSAGE.
expect_failure() {
  local target="$1" message="$2"
  shift 2
  if bazel build "$@" "$target" >"$log" 2>&1; then
    echo "FAIL: $target built, but it reads an input it did not declare" >&2; exit 1
  fi
  if ! grep -qF "$message" "$log"; then
    echo "FAIL: $target failed without naming what was missing ($message):" >&2; cat "$log" >&2; exit 1
  fi
  echo "ok: $target fails: $(grep -F "$message" "$log" | head -1)"
}

bazel build //tools/ci/undeclared:declared
expect_failure //tools/ci/undeclared:undeclared_file \
  "ENOENT: no such file or directory, open 'tools/ci/undeclared/testdata/secret.txt'"
expect_failure //tools/ci/undeclared:undeclared_file_in_worker \
  "ENOENT: no such file or directory, open 'tools/ci/undeclared/testdata/secret.txt'" --strategy=HermeticProbeWorker=worker
expect_failure //tools/ci/undeclared:undeclared_package "Cannot find module 'marked'"
echo "OK: undeclared inputs fail the local build"
