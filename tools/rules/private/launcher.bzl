"""The launcher script of js_binary and js_test: finds its runfiles and runs Node.js from
@nodejs on the entry point, with @npm's packages on NODE_PATH."""

load(":node.bzl", "WORKSPACE")

_LAUNCHER = """#!/usr/bin/env bash
# Generated launcher for {label}: Node.js from @nodejs with @npm on NODE_PATH.
set -e
if [[ -n "${{RUNFILES_DIR:-}}" && -d "$RUNFILES_DIR/{ws}" ]]; then
  runfiles="$RUNFILES_DIR"
elif [[ -d "$0.runfiles" ]]; then
  runfiles="$0.runfiles"
elif [[ "$0" == *.runfiles/* ]]; then
  # Started from inside another program's runfiles tree, which holds ours too.
  runfiles="${{0%%.runfiles/*}}.runfiles"
else
  runfiles="$(cd "$(dirname "$0")" && pwd)/$(basename "$0").runfiles"
fi
runfiles="$(cd "$runfiles" && pwd)"
export NODE_PATH="$runfiles/npm/node_modules"
# The pinned node first on PATH: a child process or `#!/usr/bin/env node` script started
# from here runs it too, never the host's.
export PATH="$runfiles/nodejs/bin:$PATH"
export BAZEL_RUNFILES="$runfiles"
# --preserve-symlinks: a module's imports resolve from its path in these runfiles (what the
# target declared), never from the real folder a runfiles symlink points into.
exec "$runfiles/nodejs/bin/node" --preserve-symlinks --preserve-symlinks-main --enable-source-maps --disable-warning=ExperimentalWarning {node_args} "$runfiles/{ws}/{entry}" {args} "$@"
"""

def write_launcher(ctx, entry, node_args = [], args = []):
    """Writes the launcher of the rule's executable.

    Args:
      ctx: the rule context.
      entry: the entry point's short path (relative to the workspace's runfiles).
      node_args: flags for Node.js itself.
      args: arguments placed before the caller's (`$runfiles` may be used in them).

    Returns:
      File: the executable launcher.
    """

    # In a subfolder, so `require("./x")` never picks up a launcher named `x`.
    launcher = ctx.actions.declare_file(ctx.label.name + "_/" + ctx.label.name)
    ctx.actions.write(launcher, _LAUNCHER.format(
        label = str(ctx.label),
        ws = WORKSPACE,
        entry = entry,
        node_args = " ".join(node_args),
        args = " ".join(['"%s"' % a for a in args]),
    ), is_executable = True)
    return launcher
