#!/usr/bin/env bash
# One entry point for people and CI: installs what is missing (Bazel from Debian,
# Chromium and nginx for the tests; the build's own Node.js, pnpm and the npm packages
# come through Bazel's repository rules), then:
#   run.sh serve [PORT]  build the site and serve it on 127.0.0.1 (default 8080)
#   run.sh test          run every test (bazel test //...) and print "N passed, N failed"
#   run.sh watch [PORT]  watch mode: rebuild on save, reload open tabs, show build errors
#   run.sh install       only install
# Set BAZEL_REMOTE_CACHE=http://host:port to use a shared HTTP cache.
set -euo pipefail
cd "$(dirname "$0")/../.."

mode="${1:-}"
case "$mode" in
  serve|test|watch|install) ;;
  *) echo "usage: tools/setup/run.sh serve [PORT] | test | watch [PORT] | install" >&2; exit 2 ;;
esac

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else echo "error: '$*' needs root; run as root or install sudo" >&2; exit 1; fi; }

# The host's Node.js runs only npm and the package install (pnpm through npx); every build
# action and test runs the Node.js that WORKSPACE.bazel pins.
if ! command -v node >/dev/null; then
  echo "error: Node.js >= 20 is required and was not found; install it (e.g. apt-get install -y nodejs npm) and run again" >&2
  exit 1
fi
if ! node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 20 ? 0 : 1)'; then
  echo "error: Node.js >= 20 is required, found $(node --version); install a newer Node.js and run again" >&2
  exit 1
fi

packages=()
command -v bazel >/dev/null || packages+=(bazel-bootstrap)
if [ "$mode" = test ] || [ "$mode" = install ]; then
  command -v chromium >/dev/null || packages+=(chromium)
  [ -x /usr/sbin/nginx ] || packages+=(nginx)
fi
if [ "${#packages[@]}" -gt 0 ]; then
  echo "Installing with apt-get: ${packages[*]}"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi

flags=()
if [ -n "${BAZEL_REMOTE_CACHE:-}" ]; then flags+=(--config=remote-cache "--remote_cache=$BAZEL_REMOTE_CACHE"); fi

case "$mode" in
  install)
    bazel fetch //... ;;
  serve)
    bazel build "${flags[@]}" //:dist
    # The spec's build warnings (broken links and anchors, duplicate routes), once more at the end.
    cat bazel-bin/dist_links.txt
    exec bazel run "${flags[@]}" //:serve -- --port "${2:-8080}" ;;
  watch)
    exec bazel run "${flags[@]}" //tools/dev/watch -- --port "${2:-8080}" ;;
  test)
    log="$(mktemp)"
    set +e
    bazel test "${flags[@]}" //... 2>&1 | tee "$log"
    status="${PIPESTATUS[0]}"
    set -e
    # Bazel colours its summary; strip the escapes so the counts see plain lines.
    plain="$(sed 's/\x1b\[[0-9;]*m//g' "$log")"
    passed="$(grep -cE '^//[^ ]+ +(\(cached\) +)?(PASSED|FLAKY)' <<<"$plain" || true)"
    failed="$(grep -cE '^//[^ ]+ +(\(cached\) +)?(FAILED|TIMEOUT|NO STATUS|INCOMPLETE)' <<<"$plain" || true)"
    rm -f "$log"
    if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
    echo "$passed passed, $failed failed"
    exit "$status" ;;
esac
