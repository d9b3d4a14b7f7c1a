#!/usr/bin/env bash
# Remote execution against a real REAPI server on loopback: Bazel's own reference remote
# worker, compiled from Debian's bazel-bootstrap-source against the A-server.jar that
# Debian's Bazel ships (nothing compiled or fetched is committed). From a fresh output base,
# with --config=rbe, it builds //:dist and runs the unit tests on the worker; a local build
# in another fresh output base must then get every action from the worker's cache. Checks:
# every spawn in the execution logs ran remotely, no command line or environment names the
# host's Node.js, and bazel-bin/dist/ is byte-identical to the local build's. The worker
# runs in a mount namespace where the host's node is a script that fails: an action that
# ran it would fail the build.
#   remote_exec.sh [--target LABEL] [--no-tests] [--keep DIR]
#   --target: what to build (default //:dist; e.g. //corpus/n1000:dist for a measurement)
#   --no-tests: only the build;  --keep DIR: keep the execution logs and profiles in DIR
#   REMOTE_EXEC_PORT (default 9093), REMOTE_EXEC_JOBS (the worker's parallel actions, 2)
set -euo pipefail
cd "$(dirname "$0")/../.."

target=//:dist
tests_too=1
keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --target) target="$2"; shift 2 ;;
    --no-tests) tests_too=0; shift ;;
    --keep) keep="$2"; shift 2 ;;
    *) echo "usage: remote_exec.sh [--target LABEL] [--no-tests] [--keep DIR]" >&2; exit 2 ;;
  esac
done

port="${REMOTE_EXEC_PORT:-9093}"
jobs="${REMOTE_EXEC_JOBS:-2}"
work="$(mktemp -d /tmp/bazel-remote-exec.XXXXXX)"
# Each action's inputs are copied into a fresh folder: in memory, not on disk.
scratch="$(mktemp -d /dev/shm/bazel-remote-exec.XXXXXX)"
base=(--output_base="$work/output_base")
worker_pid=""
cleanup() {
  if [ -n "$keep" ]; then mkdir -p "$keep" && cp "$work"/*.json "$work"/*.log "$work"/*.gz "$keep"/ 2>/dev/null || true; fi
  bazel "${base[@]}" shutdown >/dev/null 2>&1 || true
  if [ -n "$worker_pid" ]; then kill "$worker_pid" 2>/dev/null || true; wait "$worker_pid" 2>/dev/null || true; fi
  chmod -R u+w "$work" "$scratch" 2>/dev/null || true
  rm -rf "$work" "$scratch" 2>/dev/null || true
}
trap cleanup EXIT
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
since() { local ms=$(( $(now_ms) - $1 )); printf "%d.%03d" $((ms / 1000)) $((ms % 1000)); }

echo "--- The reference remote worker, from Debian's bazel-bootstrap-source"
server_jar="$(dpkg -L bazel-bootstrap-data | grep '/A-server\.jar$' | head -1)"
if ! apt-cache policy bazel-bootstrap-source 2>/dev/null | grep -q 'Candidate: [0-9]'; then apt-get update -qq; fi

(cd "$work" && apt-get download -qq -o APT::Sandbox::User=root bazel-bootstrap-source)
dpkg -x "$work"/bazel-bootstrap-source_*.deb "$work/src"
worker_src="$(find "$work/src" -type d -path '*/src/tools/remote/src/main/java' | head -1)"
mkdir -p "$work/classes" "$work/cas"
# shellcheck disable=SC2046  # one argument per source file
javac -nowarn -d "$work/classes" -cp "$server_jar" $(find "$worker_src" -name '*.java') 2>&1 | grep -v '^Note:' || true

# The host's node, shadowed inside the worker's mount namespace by a script that fails.
host_node="$(command -v node || true)"
cat > "$work/host-node" <<'SH'
#!/bin/sh
echo "error: an action ran the host's Node.js ($0); actions must run @nodejs//:bin/node" >&2
exit 97
SH
chmod 755 "$work/host-node"
shadow=""
for path in $host_node $( [ -n "$host_node" ] && readlink -f "$host_node" ); do shadow+="mount --bind '$work/host-node' '$path' && "; done
run_worker=(java -cp "$work/classes:$server_jar" com.google.devtools.build.remote.worker.RemoteWorker
  --listen_port="$port" --work_path="$scratch" --cas_path="$work/cas" --pid_file="$work/worker.pid" --jobs="$jobs")
if [ -n "$shadow" ] && unshare --mount --propagation private -- true 2>/dev/null; then
  unshare --mount --propagation private -- bash -c "$shadow exec \"\$@\"" worker "${run_worker[@]}" > "$work/worker.log" 2>&1 &
  echo "the worker's actions see $host_node as a script that fails"
else
  echo "warning: cannot shadow the host's node (no mount namespace); the execution log check still runs" >&2
  "${run_worker[@]}" > "$work/worker.log" 2>&1 &
fi
worker_pid=$!
for _ in $(seq 1 120); do [ -s "$work/worker.pid" ] && break; kill -0 "$worker_pid" 2>/dev/null || break; sleep 0.5; done
[ -s "$work/worker.pid" ] || { echo "error: the remote worker did not start" >&2; cat "$work/worker.log" >&2; exit 1; }
echo "reference remote worker on grpc://127.0.0.1:$port ($jobs parallel actions)"

rbe=(--config=rbe "--remote_executor=grpc://127.0.0.1:$port")
echo "--- $target, every action remote, from a fresh output base"
start="$(now_ms)"
bazel "${base[@]}" build "${rbe[@]}" --symlink_prefix=/ --execution_log_json_file="$work/dist.json" --profile="$work/dist.profile.gz" "$target" 2>&1 | tee "$work/dist.log"
echo "remote $target built in $(since "$start") s"
logs=("$work/dist.json")
if [ "$tests_too" = 1 ]; then
echo "--- The unit tests, remote (the browser test needs Chromium in the executor image: left out)"
# Listed by the everyday server: from another output base, the workspace's bazel-<name>
# symlink (into the everyday one) would look like a source folder to //... .
mapfile -t tests < <(bazel query 'tests(//...) except //site/e2e:test' 2>/dev/null)
start="$(now_ms)"
bazel "${base[@]}" test "${rbe[@]}" --symlink_prefix=/ --execution_log_json_file="$work/test.json" --profile="$work/test.profile.gz" -- "${tests[@]}" 2>&1 | tee "$work/test.log"
echo "remote tests ran in $(since "$start") s"
logs+=("$work/test.json")
fi
bazel "${base[@]}" shutdown

echo "--- Another fresh output base, local execution with the worker as its cache: every action a hit"
# No platform properties in --config=rbe: a local build's action keys are the executor's.
laptop=(--output_base="$work/laptop")
bazel "${laptop[@]}" build --config=remote-cache "--remote_cache=grpc://127.0.0.1:$port" --symlink_prefix=/ \
  --execution_log_json_file="$work/laptop.json" "$target" 2>&1 | tee "$work/laptop.log" | grep -E "processes|Elapsed"
bazel "${laptop[@]}" shutdown
bazel run //tools/ci/remote:execlog -- "$work/laptop.json" --require-remote

echo "--- The execution logs: every spawn remote, none naming the host's node"
forbid=()
for path in $(printf '%s\n' $host_node $( [ -n "$host_node" ] && readlink -f "$host_node" ) | sort -u); do forbid+=(--forbid "$path"); done
bazel run //tools/ci/remote:execlog -- "${logs[@]}" --require-remote "${forbid[@]}"
if grep -q "error: an action ran the host's Node.js" "$work"/*.log; then echo "FAIL: an action ran the host's node" >&2; exit 1; fi

echo "--- $target: remote and local builds byte-identical"
bazel build "$target"
out="${target#//}"; out="${out/://}"
remote_dist="$work/output_base/execroot/projen_docs/bazel-out/k8-fastbuild/bin/$out"
local_dist="$(bazel info bazel-bin 2>/dev/null)/$out"
tree_hash() { (cd "$1" && find . -type f | LC_ALL=C sort | xargs -d '\n' sha256sum | sha256sum | cut -c1-64); }
echo "local  $(tree_hash "$local_dist")"
echo "remote $(tree_hash "$remote_dist")"
bazel run //tools/ci/repro -- "$local_dist" "$remote_dist"
echo "OK: remote execution builds the same site, and no action ran the host's Node.js"
