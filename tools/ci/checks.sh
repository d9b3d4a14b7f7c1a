#!/usr/bin/env bash
# The pipeline checks CI runs before the tests:
#  0. the import-direction test and the code checks (tools/lint) read every ts_project's
#     sources and every Starlark file, and an undeclared input fails the local build, naming it;
#  1. the real site builds with no broken link, a one-doc edit re-runs only that doc's actions (in an
#     old docs version too: only that version's), and
#     in a throwaway clone a one-doc commit changes that doc's "Last updated" date only, and
#     cutting a docs version reruns none of the other versions' doc actions;
#  2. the same at 1,000 synthetic docs;
#  3. the HTTP remote cache (nginx with WebDAV PUT) serves a build from a wiped output base (every
#     docs version of the versioned fixture too),
#     and the generated nginx server block answers like the preview server;
#  4. remote execution (Bazel's reference worker on loopback) builds the same site and runs
#     the unit tests, every action remote, none running the host's Node.js.
set -euo pipefail
cd "$(dirname "$0")/../.."

step() { printf '\n==> %s\n' "$*"; }
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
since() { local ms=$(( $(now_ms) - $1 )); printf "%d.%03d" $((ms / 1000)) $((ms % 1000)); }

step "Every ts_project is read by the import-direction test"
missing="$(bazel query --output=label 'kind("ts_project rule", //...) except deps(//tools/ci/architecture:sources, 1)' 2>/dev/null)"
if [ -n "$missing" ]; then
  echo "error: add these to :sources in tools/ci/architecture/BUILD.bazel:" >&2; echo "$missing" >&2; exit 1
fi
echo "ok"

step "Every BUILD and .bzl file is read by the Starlark check"
listed="$(bazel query 'kind("source file", deps(//tools/lint:starlark))' 2>/dev/null | grep -E '^//.*\.(bazel|bzl)$' | sed -E 's#^//:?##; s#:#/#' | sort)"
unlisted="$(comm -13 <(echo "$listed") <(git ls-files -co --exclude-standard -- '*.bazel' '*.bzl' | sort))"
if [ -n "$unlisted" ]; then
  echo "error: add these to STARLARK_FILES in tools/lint/BUILD.bazel:" >&2; echo "$unlisted" >&2; exit 1
fi
echo "ok"

step "An undeclared input fails the local build (linux-sandbox, sandboxed workers)"
bash tools/ci/undeclared.sh

step "Build the real site (a broken link or anchor in content/ fails it)"
start="$(now_ms)"; bazel build --define=broken_links=throw //:dist; echo "real site built in $(since "$start") s"

step "Incremental check: real site"
bazel run //tools/ci/incremental -- --target //:dist --doc content/docs/concepts/tasks.md

step "Incremental check: an old docs version's doc (only that version's group, titles and index run)"
bazel run //tools/ci/incremental -- --target //tools/ci/versions:site --content-root tools/ci/versions \
  --doc tools/ci/versions/versioned_docs/version-1.0/tasks.md

step "Incremental check: a one-doc commit, in a throwaway clone (never the real repository)"
bash tools/ci/incremental/commit_check.sh content/docs/concepts/tasks.md

step "Cutting a docs version, in a throwaway clone: no other version's doc actions run"
start="$(now_ms)"; bash tools/ci/incremental/cut_check.sh 3.0; echo "cut check done in $(since "$start") s"

step "Synthetic corpus of 1,000 docs"
bazel run //tools/dev/corpus -- --docs 1000 --out corpus/n1000
start="$(now_ms)"; bazel build //corpus/n1000:dist; echo "1,000 docs built in $(since "$start") s"
test "$(find bazel-bin/corpus/n1000/dist -name index.html | wc -l)" -ge 1000
bazel run //tools/ci/incremental -- --target //corpus/n1000:dist --content-root corpus/n1000/content \
  --doc corpus/n1000/content/docs/guide/section-003/page-00160.md

step "A symlink loop in the content folder fails the build, naming it"
ln -s loop.md corpus/n1000/content/docs/loop.md
if bazel build //corpus/n1000:dist >"${TMPDIR:-/tmp}/loop.log" 2>&1; then
  echo "error: a build with a symlink loop under content/ succeeded" >&2; exit 1
fi
grep -iE "symlink|cycle|loop\.md" "${TMPDIR:-/tmp}/loop.log" | head -5 || true
grep -qE "loop\.md" "${TMPDIR:-/tmp}/loop.log" || { echo "error: the failure does not name loop.md" >&2; cat "${TMPDIR:-/tmp}/loop.log" >&2; exit 1; }
rm -f corpus/n1000/content/docs/loop.md
rm -rf corpus/n1000

step "Remote cache through nginx (WebDAV PUT)"
bash tools/ci/remote_cache.sh

step "The generated nginx server block beside the preview server: same statuses, headers and bodies"
bash tools/ci/nginx.sh

step "Remote execution: //:dist and the unit tests on Bazel's reference remote worker"
bash tools/ci/remote_exec.sh

step "Reproducible, interruptible and crash-tolerant builds"
bash tools/ci/durability.sh

step "Load test of the preview server (100 connections, 20 s, loopback)"
bazel run //tools/dev/serve:loadtest -- --connections 100 --seconds 20

step "Watch mode in a browser: edit, broken file, fix"
bazel run //tools/dev/watch:e2e
