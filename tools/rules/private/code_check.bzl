"""`code_check_test`: a check of the code itself (format, lint, types) as a cached action.

The check runs as a build action, so Bazel caches it by its inputs and a remote executor can
run it; the test passes once that action has succeeded, like `<name>_typecheck`. A failing
check fails the build of the test with the tool's own report (file, line, rule)."""

load(":node.bzl", "node_modules")

def _code_check_impl(ctx):
    stamp = ctx.actions.declare_file(ctx.label.name + ".checked")
    tool = ctx.executable.tool if ctx.attr.tool else None
    files = ctx.files.srcs
    args = ctx.actions.args()
    args.add(stamp)
    if tool:
        args.add(tool)
    else:
        args.add(ctx.file._node)
        args.add(node_modules(ctx) + "/" + ctx.attr.npm_entry)
    args.add_all(ctx.attr.tool_args)
    if ctx.attr.config:
        args.add_all([ctx.attr.config_flag + ctx.file.config.path])
    if ctx.attr.pass_files:
        args.add_all(files)
    ctx.actions.run_shell(
        # The stamp is written only when the tool exits 0.
        command = 'stamp="$1"; shift; "$@" && : > "$stamp"',
        arguments = [args],
        inputs = depset(files + ctx.files.config + ctx.files.data + ([] if tool else [ctx.file._node] + ctx.files.npm)),
        tools = [tool] if tool else [],
        outputs = [stamp],
        mnemonic = ctx.attr.mnemonic,
        progress_message = "%s on %d files (%s)" % (ctx.attr.mnemonic, len(files), ctx.label),
    )
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(script, "#!/bin/sh\n# Built means checked: the check's report fails the build of this test.\nexit 0\n", is_executable = True)
    return [DefaultInfo(executable = script, runfiles = ctx.runfiles(files = [stamp]))]

code_check_test = rule(
    implementation = _code_check_impl,
    doc = "Passes once `tool` (or `node <npm_entry>`) exits 0 over `srcs`.",
    test = True,
    attrs = {
        "srcs": attr.label_list(allow_files = True, mandatory = True, doc = "The files checked."),
        "tool": attr.label(executable = True, cfg = "exec", allow_files = True, doc = "A native checker (a binary from @npm)."),
        "npm_entry": attr.string(doc = "Or a Node.js checker: its script, relative to @npm's node_modules."),
        "npm": attr.label_list(allow_files = True, doc = "The @npm packages `npm_entry` loads."),
        "tool_args": attr.string_list(doc = "Arguments before the config flag and the files."),
        "config": attr.label(allow_single_file = True, doc = "The checker's configuration file."),
        "config_flag": attr.string(default = "--config-path=", doc = "How the checker is told the config's path."),
        "pass_files": attr.bool(default = True, doc = "Whether the files are passed as arguments (else the config names them)."),
        "data": attr.label_list(allow_files = True, doc = "Other files the checker reads."),
        "mnemonic": attr.string(mandatory = True, doc = "The action's mnemonic."),
        "_node": attr.label(default = "@nodejs//:bin/node", allow_single_file = True, cfg = "exec"),
        "_npm": attr.label(default = "@npm//:packages", allow_files = True),
    },
)

def _code_fix_impl(ctx):
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(script, """#!/usr/bin/env bash
# Rewrites, in the source tree, what the checkers can fix: formatting, and their safe fixes.
set -euo pipefail
runfiles="$PWD"
cd "${BUILD_WORKSPACE_DIRECTORY:?run this with bazel run}"
echo "Biome: formatting TypeScript, JSON and YAML, and applying its safe lint fixes"
"$runfiles/%s" check --write --vcs-enabled=false --config-path=biome.jsonc . || true
echo "buildifier: formatting BUILD and .bzl files"
git ls-files -co --exclude-standard -- '*.bazel' '*.bzl' | xargs "$runfiles/%s" -mode=fix -lint=fix
echo "Done: what is left above needs a hand (bazel test //tools/lint:all checks it)."
""" % (ctx.executable.biome.short_path, ctx.executable.buildifier.short_path), is_executable = True)
    return [DefaultInfo(executable = script, runfiles = ctx.runfiles(files = [ctx.executable.biome, ctx.executable.buildifier]))]

code_fix = rule(
    implementation = _code_fix_impl,
    doc = "`bazel run` it to format the workspace and apply the linters' safe fixes.",
    executable = True,
    attrs = {
        "biome": attr.label(executable = True, cfg = "target", allow_files = True, mandatory = True),
        "buildifier": attr.label(executable = True, cfg = "target", allow_files = True, mandatory = True),
    },
)
