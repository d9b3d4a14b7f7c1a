#!/usr/bin/env bash
# Starts nginx as an HTTP cache on 127.0.0.1, builds //:dist into it, wipes the local
# output base, builds again and requires the doc actions to come from the remote cache: the
# real site's, and every docs version's of the versioned fixture (an old version comes
# wholly from the cache on another machine).
set -euo pipefail
cd "$(dirname "$0")/../.."
source tools/ci/nginx_conf.sh

port="${REMOTE_CACHE_PORT:-9092}"
work="$(mktemp -d /tmp/bazel-remote-cache.XXXXXX)"
mkdir -p "$work/store" "$work/tmp"
chmod 755 "$work"  # nginx workers (www-data) must reach the store
chown -R www-data "$work/store" "$work/tmp" 2>/dev/null || chmod -R 0777 "$work"
cat > "$work/server.conf" <<CONF
server {
  listen 127.0.0.1:$port;
  root $work/store;
  location / {
    dav_methods PUT;
    create_full_put_path on;
    dav_access user:rw group:rw all:r;
  }
}
CONF
nginx_conf "$work" "$work/server.conf" > "$work/nginx.conf"
/usr/sbin/nginx -c "$work/nginx.conf"
trap '/usr/sbin/nginx -c "$work/nginx.conf" -s stop 2>/dev/null || true; chmod -R u+w "$work" 2>/dev/null || true; rm -rf "$work" 2>/dev/null || true' EXIT

# A separate output base stands for "another machine": the everyday one is left alone.
base=(--output_base="$work/output_base")
cache=(--config=remote-cache "--remote_cache=http://127.0.0.1:$port")
bazel "${base[@]}" build "${cache[@]}" //:dist //tools/ci/versions:site
echo "cache store: $(find "$work/store" -type f | wc -l) entries"
bazel "${base[@]}" clean --expunge
bazel "${base[@]}" build "${cache[@]}" //:dist //tools/ci/versions:site --execution_log_json_file="$work/exec.json" 2>&1 | tee "$work/build.log"
bazel "${base[@]}" shutdown
grep -E "processes:.*remote cache hit" "$work/build.log"
bazel run //tools/ci/incremental:logstats -- "$work/exec.json" --require-remote DocPage
bazel run //tools/ci/incremental:logstats -- "$work/exec.json" --require-remote DocMeta
bazel run //tools/ci/incremental:logstats -- "$work/exec.json" --require-remote SearchIndex
