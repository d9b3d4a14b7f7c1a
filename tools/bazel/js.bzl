"""TypeScript and Node.js rules, shaped like aspect_rules_ts / aspect_rules_js.

`ts_project` compiles with TypeScript 7 from @npm; `js_binary` and `js_test` run
Node.js from @nodejs with @npm's packages on NODE_PATH. Moving to aspect's rules
later is mostly a change of `load()` lines.
"""

JsInfo = provider(
    doc = "Compiled JavaScript of a ts_project and of everything it depends on.",
    fields = {
        "js": "depset of .js files, transitively",
        "dts": "depset of .d.ts files, transitively",
        "sources": "depset of .ts/.tsx sources, transitively (for bundlers)",
    },
)

_NPM = "@npm//:packages"
_NODE = "@nodejs//:bin/node"
_WORKSPACE = "projen_docs"

def _up(path):
    """The relative path from `path` (a directory under the execroot) back to the execroot."""
    return "/".join([".."] * len([p for p in path.split("/") if p]))

def _strip_ext(path):
    for ext in [".tsx", ".ts", ".mts", ".cts"]:
        if path.endswith(ext):
            return path[:-len(ext)]
    return path

def _ts_project_impl(ctx):
    pkg = ctx.label.package
    js, dts = [], []
    for src in ctx.files.srcs:
        rel = src.short_path[len(pkg) + 1:] if pkg else src.short_path
        base = _strip_ext(rel)
        js.append(ctx.actions.declare_file(base + ".js"))
        dts.append(ctx.actions.declare_file(base + ".d.ts"))

    # A tsconfig per target, next to its outputs, that extends the root one and points
    # module resolution at @npm instead of a workspace node_modules.
    config_dir = ctx.bin_dir.path + ("/" + pkg if pkg else "")
    root = _up(config_dir)
    npm = root + "/external/npm/node_modules"
    tsconfig = ctx.actions.declare_file(ctx.label.name + ".tsconfig.json")
    ctx.actions.write(tsconfig, json.encode({
        "extends": root + "/" + ctx.file.tsconfig.path,
        "compilerOptions": {
            "rootDir": root,
            "rootDirs": [root, root + "/" + ctx.bin_dir.path],
            "outDir": root + "/" + ctx.bin_dir.path,
            "declaration": True,
            "noEmitOnError": True,
            "typeRoots": [npm + "/@types"],
            # @types first: a package without bundled types (elasticlunr) resolves to its
            # DefinitelyTyped declarations instead of untyped JavaScript.
            "paths": {"*": [npm + "/@types/*", npm + "/*"]},
        },
        "files": [root + "/" + f.path for f in ctx.files.srcs],
    }))

    dep_dts = depset(transitive = [d[JsInfo].dts for d in ctx.attr.deps])
    ctx.actions.run(
        executable = ctx.executable._node,
        arguments = [_node_modules(ctx).path + "/typescript/bin/tsc", "-p", tsconfig.path, "--pretty", "false"],
        inputs = depset(ctx.files.srcs + [tsconfig, ctx.file.tsconfig] + ctx.files._npm, transitive = [dep_dts]),
        outputs = js + dts,
        mnemonic = "TsProject",
        progress_message = "Compiling TypeScript %s" % ctx.label,
    )
    runfiles = ctx.runfiles(files = js + ctx.files.data)
    for target in ctx.attr.deps + ctx.attr.data:
        runfiles = runfiles.merge(target[DefaultInfo].default_runfiles)
    return [
        DefaultInfo(files = depset(js + dts), runfiles = runfiles),
        JsInfo(
            js = depset(js, transitive = [d[JsInfo].js for d in ctx.attr.deps]),
            dts = depset(dts, transitive = [dep_dts]),
            sources = depset(ctx.files.srcs, transitive = [d[JsInfo].sources for d in ctx.attr.deps]),
        ),
    ]

ts_project = rule(
    implementation = _ts_project_impl,
    doc = """Type-checks and compiles TypeScript sources to CommonJS with TypeScript 7.

Each `x.ts` gives `x.js` and `x.d.ts` beside it in bazel-bin. Dependencies are other
ts_project targets; their declarations are visible through `rootDirs`, so relative
imports across packages work as they do in the source tree. npm packages resolve from
@npm. A type error fails the build with the file, line and column.""",
    attrs = {
        "srcs": attr.label_list(allow_files = [".ts", ".tsx"], mandatory = True),
        "deps": attr.label_list(providers = [JsInfo]),
        "data": attr.label_list(allow_files = True, doc = "Files the compiled code reads at run time."),
        "tsconfig": attr.label(default = "//:tsconfig.json", allow_single_file = True),
        "_npm": attr.label(default = _NPM, allow_files = True),
        "_node": attr.label(default = _NODE, allow_single_file = True, executable = True, cfg = "exec"),
    },
)

def _node_modules(ctx):
    """The @npm node_modules directory among the `_npm` files."""
    for f in ctx.files._npm:
        if f.basename == "node_modules":
            return f
    fail("@npm//:packages has no node_modules directory")

_LAUNCHER = """#!/usr/bin/env bash
# Generated launcher for {label}: system Node.js (checked >= 20) with @npm on NODE_PATH.
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
export BAZEL_RUNFILES="$runfiles"
exec "$runfiles/nodejs/bin/node" --enable-source-maps --disable-warning=ExperimentalWarning {node_args} "$runfiles/{ws}/{entry}" {args} "$@"
"""

def _launcher(ctx, entry, node_args = [], args = []):
    # In a subfolder, so `require("./x")` never picks up a launcher named `x`.
    launcher = ctx.actions.declare_file(ctx.label.name + "_/" + ctx.label.name)
    ctx.actions.write(launcher, _LAUNCHER.format(
        label = str(ctx.label),
        ws = _WORKSPACE,
        entry = entry,
        node_args = " ".join(node_args),
        args = " ".join(['"%s"' % a for a in args]),
    ), is_executable = True)
    return launcher

def _runfiles(ctx, extra = []):
    runfiles = ctx.runfiles(files = ctx.files._npm + [ctx.file._node] + ctx.files.data + extra)
    for target in ctx.attr.data:
        runfiles = runfiles.merge(target[DefaultInfo].default_runfiles)
    for target in getattr(ctx.attr, "deps", []):
        runfiles = runfiles.merge(target[DefaultInfo].default_runfiles)
        if JsInfo in target:
            runfiles = runfiles.merge(ctx.runfiles(transitive_files = target[JsInfo].js))
    return runfiles

def _entry_short_path(ctx):
    entry = ctx.file.entry_point
    if entry.extension in ["ts", "tsx"]:
        # Point at the compiled file that a ts_project in `data` produced.
        return _strip_ext(entry.short_path) + ".js"
    return entry.short_path

def _bundle(ctx):
    """esbuild the entry and everything it imports (npm packages too) into one CommonJS file.

    A build tool bundled this way has two runfiles, Node and the bundle, instead of
    @npm's ~11k files, so the thousands of actions that run it hash and stage little.
    """
    entry_path = _entry_short_path(ctx)
    js = depset(transitive = [t[JsInfo].js for t in ctx.attr.data if JsInfo in t])
    entry = [f for f in js.to_list() if f.short_path == entry_path]
    if not entry:
        fail("%s: bundle = True needs the compiled entry point %s from a ts_project in data" % (ctx.label, entry_path))
    out = ctx.actions.declare_file(ctx.label.name + "_/" + ctx.label.name + ".bundle.js")
    npm = _node_modules(ctx)
    ctx.actions.run_shell(
        mnemonic = "BundleTool",
        progress_message = "Bundling the Node.js tool %s" % ctx.label,
        inputs = depset([ctx.file._node] + ctx.files._npm, transitive = [js]),
        outputs = [out],
        command = 'NODE_PATH="$PWD/$1" exec "$2" "$1/esbuild/bin/esbuild" "$3" --bundle --platform=node --format=cjs ' +
                  '--target=node20 --log-level=warning --legal-comments=none --outfile="$4"',
        arguments = [npm.path, ctx.file._node.path, entry[0].path, out.path],
    )
    return out

def _js_binary_impl(ctx):
    if ctx.attr.bundle:
        bundle = _bundle(ctx)
        plain = [f for t in ctx.attr.data if JsInfo not in t for f in t[DefaultInfo].files.to_list()]
        return [DefaultInfo(
            executable = _launcher(ctx, bundle.short_path, args = ctx.attr.args_prefix),
            runfiles = ctx.runfiles(files = [ctx.file._node, bundle] + plain),
        )]
    launcher = _launcher(ctx, _entry_short_path(ctx), args = ctx.attr.args_prefix)
    return [DefaultInfo(
        executable = launcher,
        runfiles = _runfiles(ctx, [ctx.file.entry_point] if ctx.file.entry_point.extension == "js" else []),
    )]

_COMMON_ATTRS = {
    "data": attr.label_list(allow_files = True, doc = "ts_project targets and files needed at run time."),
    "_npm": attr.label(default = _NPM, allow_files = True),
    "_node": attr.label(default = _NODE, allow_single_file = True),
}

js_binary = rule(
    implementation = _js_binary_impl,
    doc = """A Node.js program: `bazel run`-able, and usable as an action tool or persistent worker.

`entry_point` is a .js file, or a .ts file compiled by a ts_project listed in `data`.""",
    executable = True,
    attrs = dict(_COMMON_ATTRS, **{
        "entry_point": attr.label(allow_single_file = [".js", ".ts", ".tsx"], mandatory = True),
        "args_prefix": attr.string_list(doc = "Arguments placed before the caller's."),
        "bundle": attr.bool(doc = "Run one esbuild bundle of the program instead of its files plus @npm (for build tools that run in many actions)."),
    }),
)

def _js_test_impl(ctx):
    mocha = "../npm/node_modules/mocha/bin/mocha.js"
    specs = []
    for target in ctx.attr.srcs:
        for f in target[JsInfo].js.to_list() if JsInfo in target else target.files.to_list():
            if f.basename.endswith(".test.js") and f.owner.package == target.label.package:
                specs.append(f.short_path)
    if not specs:
        fail("%s: no *.test.js files among srcs" % ctx.label)
    launcher = _launcher(
        ctx,
        mocha,
        args = ["--reporter", "spec", "--timeout", str(ctx.attr.timeout_ms), "--no-color"] +
               (["--require", ctx.attr.setup] if ctx.attr.setup else []) +
               ["$runfiles/%s/%s" % (_WORKSPACE, s) for s in specs],
    )
    runfiles = _runfiles(ctx)
    for target in ctx.attr.srcs:
        runfiles = runfiles.merge(target[DefaultInfo].default_runfiles)
        if JsInfo in target:
            runfiles = runfiles.merge(ctx.runfiles(transitive_files = target[JsInfo].js))
    return [DefaultInfo(executable = launcher, runfiles = runfiles)]

js_test = rule(
    implementation = _js_test_impl,
    doc = """Runs the `*.test.js` files of ts_project `srcs` with mocha; a failing test fails `bazel test`.""",
    test = True,
    attrs = dict(_COMMON_ATTRS, **{
        "srcs": attr.label_list(mandatory = True, doc = "ts_project targets holding the *.test.ts files."),
        "setup": attr.string(doc = "A module mocha requires first (e.g. a jsdom setup)."),
        "timeout_ms": attr.int(default = 20000),
    }),
)
