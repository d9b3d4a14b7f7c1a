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
# Interrupt once the doc actions have started (their output folders exist). Polling the
# log for progress lines raced: on a fast or busy machine a build could finish unseen.
interrupted=""
for attempt in 1 2 3; do
  bazel --output_base="$work/ob-c" build //:dist > "$work/killed.log" 2>&1 &
  client=$!
  pages="$(dist_of "$work/ob-c")_pages"
  while kill -0 "$client" 2>/dev/null && [ ! -d "$pages" ]; do sleep 0.1; done
  kill -INT "$client" 2>/dev/null || true
  wait "$client" || true
  if grep -qE "interrupted|Build did NOT complete" "$work/killed.log"; then interrupted=yes; break; fi
  echo "attempt $attempt: the build ended before the interrupt; again from a wiped output base"
  bazel --output_base="$work/ob-c" clean --expunge >/dev/null 2>&1 || true
done
if [ -z "$interrupted" ]; then echo "FAIL: could not interrupt a build half-way" >&2; tail -20 "$work/killed.log" >&2; exit 1; fi
echo "build interrupted as planned"
bazel --output_base="$work/ob-c" build //:dist
bazel run //tools/ci/repro -- "$(dist_of "$work/ob-a")" "$(dist_of "$work/ob-c")"
bazel --output_base="$work/ob-c" shutdown

echo "--- A worker that crashes mid-request"
doc=content/docs/testing/index.md
cp "$doc" "$work/doc.bak"
restore() { cp "$work/doc.bak" "$doc"; }
trap 'restore; cleanup' EXIT # whatever fails below, the doc is put back
printf '\nA paragraph added by the durability check.\n' >> "$doc"
# DocPage workers started with this flag (a worker's startup flag: no action's key changes)
# die in the middle of the first request that finds the marker, which they remove
# (tools/actions/worker/crashOnce.ts): the edited doc's group is that request.
marker="$work/crash-once"
touch "$marker"
bazel --output_base="$work/ob-a" build --worker_extra_flag=DocPage=--crash-once-marker="$marker" //:dist 2>&1 | tee "$work/crash.log"
if [ -e "$marker" ]; then echo "FAIL: no worker consumed the crash marker" >&2; exit 1; fi
grep -H "handler process exited" "$work"/ob-a/bazel-workers/*.log
bazel --output_base="$work/ob-b" build --config=oneshot //:dist
restore
bazel run //tools/ci/repro -- "$(dist_of "$work/ob-a")" "$(dist_of "$work/ob-b")"
echo "OK: reproducible, interruptible and crash-tolerant"
