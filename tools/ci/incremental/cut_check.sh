#!/usr/bin/env bash
# Cutting a docs version reruns none of the other versions' doc actions: in a throwaway clone
# of HEAD (never this repository), the tools/ci/versions fixture is built, version 3.0 is cut
# with bazel run //tools/dev/version and the site is built again, read from the execution log:
# bash tools/ci/incremental/cut_check.sh [VERSION]
set -euo pipefail
cd "$(dirname "$0")/../../.."
version="${1:-3.0}"
scratch="$(mktemp -d)"
clone="$scratch/site"
cleanup() {
  # The clone's output base too (a new one per run, named after the clone's random path).
  (cd "$clone" 2>/dev/null && bazel clean --expunge >/dev/null 2>&1) || true
  rm -rf "$scratch"
}
trap cleanup EXIT

git clone --quiet --no-checkout "$PWD" "$clone"
git -C "$clone" checkout --quiet --detach "$(git rev-parse HEAD)"
git -C "$clone" config incremental.throwaway true
# The same disk cache (and other local settings) as this checkout, when it has them.
if [ -f user.bazelrc ]; then cp user.bazelrc "$clone/"; fi
(cd "$clone" && bazel run //tools/ci/incremental:cut_check -- --target //tools/ci/versions:site \
  --content tools/ci/versions --version "$version")
