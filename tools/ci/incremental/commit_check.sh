#!/usr/bin/env bash
# A one-doc commit changes that doc's "Last updated" only and runs no other group's DocPage
# action; a commit of no doc runs none. Commits are made in a throwaway clone of HEAD, never
# in this repository: bash tools/ci/incremental/commit_check.sh [DOC]
set -euo pipefail
cd "$(dirname "$0")/../../.."
doc="${1:-content/docs/concepts/tasks.md}"
scratch="$(mktemp -d)"
clone="$scratch/site"
cleanup() {
  # The clone's output base too (a new one per run, named after the clone's random path).
  (cd "$clone" 2>/dev/null && bazel clean --expunge >/dev/null 2>&1) || true
  rm -rf "$scratch"
}
trap cleanup EXIT

git clone --quiet --no-checkout "$PWD" "$clone"
# HEAD's commit, detached: the clone's history is this one's, whatever branch CI is on.
git -C "$clone" checkout --quiet --detach "$(git rev-parse HEAD)"
git -C "$clone" config incremental.throwaway true
git -C "$clone" config user.name "Incremental Check"
git -C "$clone" config user.email "incremental-check@localhost"
# The same disk cache (and other local settings) as this checkout, when it has them.
if [ -f user.bazelrc ]; then cp user.bazelrc "$clone/"; fi
(cd "$clone" && bazel run //tools/ci/incremental -- --target //:dist --doc "$doc" --commit)
