#!/usr/bin/env bash
# The generated nginx server block (bazel-bin/dist_nginx.conf) on the real nginx, beside the
# preview server, over one copy of the built site: the same URLs must get the same status,
# headers and body from both (tools/ci/hosting). nginx runs from the host (/usr/sbin/nginx,
# which .ci/run installs), so this is a CI step rather than a Bazel test: no action may
# read a program the build does not declare.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tools/ci/nginx_conf.sh

nginx_port="${NGINX_PORT:-9094}"
preview_port="${PREVIEW_PORT:-9095}"
bazel build //:dist //:serve //tools/ci/hosting:compare
work="$(mktemp -d /tmp/nginx-site.XXXXXX)"
# One copy that both servers serve, readable by nginx's workers (bazel-bin is under /root).
cp -rL bazel-bin/dist "$work/site"
chmod -R a+rX "$work"

# The generated block, with this run's port and folder on the two lines a team sets.
sed -e "s#^    listen 8080;\$#    listen 127.0.0.1:$nginx_port;#" -e "s#^    root /var/www/site;\$#    root $work/site;#" \
  bazel-bin/dist_nginx.conf > "$work/server.conf"
grep -q "listen 127.0.0.1:$nginx_port;" "$work/server.conf" && grep -q "root $work/site;" "$work/server.conf" \
  || { echo "error: the listen/root lines of dist_nginx.conf were not found" >&2; exit 1; }
mkdir -p "$work/tmp"
nginx_conf "$work" "$work/server.conf" > "$work/nginx.conf"
/usr/sbin/nginx -t -c "$work/nginx.conf"
/usr/sbin/nginx -c "$work/nginx.conf"
bazel run //:serve -- --port "$preview_port" --dir "$work/site" &
preview=$!
cleanup() {
  /usr/sbin/nginx -c "$work/nginx.conf" -s stop 2>/dev/null || true
  kill "$preview" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
for _ in $(seq 1 100); do
  curl -fsS -o /dev/null "http://127.0.0.1:$preview_port/" 2>/dev/null && break
  sleep 0.2
done
bazel run //tools/ci/hosting:compare -- --dir "$work/site" \
  --a "http://127.0.0.1:$preview_port" --b "http://127.0.0.1:$nginx_port"
