#!/usr/bin/env bash
# Byte-reproducible and durable builds:
#  1. two builds of this commit in two fresh output bases (one with persistent workers,
#     one with the one-shot tools) give byte-identical dist/ trees;
#  2. a build killed half-way and built again gives those same bytes;
#  3. a persistent worker that dies mid-request is restarted and the build succeeds with
#     the same bytes as a clean build.
set -euo pipefail
cd "$(dirname "$0")/../.."

work="$(mktemp -d /tmp/durability.XXXXXX)"
cleanup() {
  for base in "$work"/ob-*; do [ -d "$base" ] && bazel --output_base="$base" shutdown >/dev/null 2>&1 || true; done
  chmod -R u+w "$work" 2>/dev/null || true
  rm -rf "$work" 2>/dev/null || true
}
trap cleanup EXIT
dist_of() { echo "$1/execroot/projen_docs/bazel-out/k8-fastbuild/bin/dist"; }

echo "--- Two fresh output bases: workers, then one-shot"
bazel --output_base="$work/ob-a" build //:dist
bazel --output_base="$work/ob-b" build --config=oneshot //:dist
bazel run //tools/ci/repro -- "$(dist_of "$work/ob-a")" "$(dist_of "$work/ob-b")"
bazel --output_base="$work/ob-b" shutdown

echo "--- A build killed half-way, then finished"
bazel --output_base="$work/ob-c" build //:dist > "$work/killed.log" 2>&1 &
client=$!
# Wait until doc actions are under way, then interrupt the build.
for _ in $(seq 1 240); do grep -q "Compiling doc\|Prerendering" "$work/killed.log" && break; sleep 0.25; done
kill -INT "$client"
wait "$client" || true
grep -qE "interrupted|Build did NOT complete" "$work/killed.log" && echo "build interrupted as planned"
bazel --output_base="$work/ob-c" build //:dist
bazel run //tools/ci/repro -- "$(dist_of "$work/ob-a")" "$(dist_of "$work/ob-c")"
bazel --output_base="$work/ob-c" shutdown

echo "--- A worker that crashes mid-request"
doc=content/docs/testing/index.md
cp "$doc" "$work/doc.bak"
restore() { cp "$work/doc.bak" "$doc"; }
printf '\nA paragraph added by the durability check.\n' >> "$doc"
touch /tmp/projen-docs-worker-crash-once
bazel --output_base="$work/ob-a" build //:dist 2>&1 | tee "$work/crash.log" || { restore; exit 1; }
if [ -e /tmp/projen-docs-worker-crash-once ]; then restore; echo "FAIL: no worker consumed the crash marker" >&2; exit 1; fi
grep -h "handler process exited" "$work"/ob-a/bazel-workers/*DocPage*.log
bazel --output_base="$work/ob-b" build --config=oneshot //:dist
restore
bazel run //tools/ci/repro -- "$(dist_of "$work/ob-a")" "$(dist_of "$work/ob-b")"
echo "OK: reproducible, interruptible and crash-tolerant"
