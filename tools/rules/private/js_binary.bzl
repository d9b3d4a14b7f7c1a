"""`js_binary`, `js_test` and `node_bundle`: Node.js programs, their mocha tests, and
esbuild bundles of TypeScript sources."""

load(":launcher.bzl", "write_launcher")
load(":node.bzl", "NODE_ATTRS", "NPM_REPO", "WORKSPACE", "node_modules")
load(":providers.bzl", "JsInfo")
load(":ts_project.bzl", "strip_ts_extension")

def _npm_files(ctx):
    """Returns the npm package files to add to a program's runfiles.

    None when `data` names `@npm//:<package>` targets (their files are already in the
    runfiles), otherwise the files of every package.
    """
    if [t for t in ctx.attr.data if t.label.workspace_name == NPM_REPO]:
        return []
    return ctx.files._npm

def _runfiles(ctx, extra = []):
    """Node.js, its npm packages, `data` and the compiled JS of every dependency."""
    runfiles = ctx.runfiles(files = _npm_files(ctx) + [ctx.file._node] + ctx.files.data + extra)
    for target in ctx.attr.data + getattr(ctx.attr, "srcs", []):
        runfiles = runfiles.merge(target[DefaultInfo].default_runfiles)
        if JsInfo in target:
            runfiles = runfiles.merge(ctx.runfiles(transitive_files = target[JsInfo].js))
    return runfiles

def _compiled_entry(ctx, targets):
    """The compiled .js File of `entry_point` among the JsInfo of `targets`."""
    entry = ctx.file.entry_point
    path = strip_ts_extension(entry.short_path) + ".js" if entry.extension in ["ts", "tsx"] else entry.short_path
    js = depset(transitive = [t[JsInfo].js for t in targets if JsInfo in t])
    found = [f for f in js.to_list() if f.short_path == path]
    if not found:
        fail("%s: needs the compiled entry point %s from a ts_project it depends on" % (ctx.label, path))
    return found[0], js

# What esbuild_bundle reads besides NODE_ATTRS: the root tsconfig and esbuild itself.
_BUNDLE_ATTRS = {
    "_tsconfig": attr.label(default = "//:tsconfig.json", allow_single_file = True),
    "_esbuild": attr.label(default = "@npm//:esbuild", allow_files = True),
}

def _bundling_attrs(attrs):
    """`attrs` with NODE_ATTRS and _BUNDLE_ATTRS: a rule that calls esbuild_bundle."""
    return dict(dict(NODE_ATTRS, **_BUNDLE_ATTRS), **attrs)

def esbuild_bundle(ctx, targets, out, mnemonic):
    """Bundles `entry_point` and everything it imports into one CommonJS file for Node.js.

    esbuild reads the TypeScript sources directly (no compiled JS needed) and bundles the
    npm packages they import too.

    Args:
      ctx: a rule context with `entry_point`, NODE_ATTRS and _BUNDLE_ATTRS.
      targets: the ts_project targets whose sources hold the entry point and its imports.
      out: the bundle File to write.
      mnemonic: the action's mnemonic.
    """
    entry = ctx.file.entry_point
    sources = depset(transitive = [t[JsInfo].sources for t in targets if JsInfo in t])
    if entry not in sources.to_list():
        fail("%s: %s is not among the sources of the ts_project targets it depends on" % (ctx.label, entry.short_path))

    # esbuild and the packages the sources import (their ts_projects' `npm`), not @npm's
    # 11,000 files: a cold build would hash them all and stage them in every bundle's sandbox.
    npm = depset(ctx.files._esbuild, transitive = [t[JsInfo].npm for t in targets if JsInfo in t])
    ctx.actions.run_shell(
        mnemonic = mnemonic,
        progress_message = "Bundling %s" % ctx.label,
        inputs = depset([ctx.file._node, ctx.file._tsconfig], transitive = [sources, npm]),
        outputs = [out],
        # --preserve-symlinks: resolve packages at their declared paths (sandbox and remote
        # alike), never through a symlink into an undeclared node_modules.
        # NODE_ENV=production: React's production build (its development build checks every
        # element it renders, which made the prerender of a page five times slower).
        command = 'NODE_PATH="$PWD/$1" exec "$2" --preserve-symlinks --preserve-symlinks-main "$1/esbuild/bin/esbuild" "$3" --bundle --platform=node --format=cjs ' +
                  '--target=node20 --log-level=warning --legal-comments=none --preserve-symlinks --tsconfig="$5" --outfile="$4" ' +
                  '--define:process.env.NODE_ENV=\\"production\\"',
        arguments = [node_modules(ctx), ctx.file._node.path, entry.path, out.path, ctx.file._tsconfig.path],
    )

def _js_binary_impl(ctx):
    if ctx.attr.bundle:
        # Two runfiles, Node.js and the bundle, instead of @npm's ~11k files: the thousands
        # of actions that run a build tool hash and stage little.
        bundle = ctx.actions.declare_file(ctx.label.name + "_/" + ctx.label.name + ".bundle.js")
        esbuild_bundle(ctx, ctx.attr.data, bundle, "BundleTool")
        plain = [f for t in ctx.attr.data if JsInfo not in t for f in t[DefaultInfo].files.to_list()]
        return [DefaultInfo(
            executable = write_launcher(ctx, bundle.short_path, args = ctx.attr.args_prefix),
            runfiles = ctx.runfiles(files = [ctx.file._node, bundle] + plain),
        )]
    entry = ctx.file.entry_point
    extra = [entry]
    if entry.extension != "js":
        entry, _ = _compiled_entry(ctx, ctx.attr.data)
        extra = []
    return [DefaultInfo(
        executable = write_launcher(ctx, entry.short_path, args = ctx.attr.args_prefix),
        runfiles = _runfiles(ctx, extra),
    )]

js_binary = rule(
    implementation = _js_binary_impl,
    doc = """A Node.js program: `bazel run`-able, and usable as an action's tool or persistent worker.

`entry_point` is a .js file, or a .ts file compiled by a ts_project listed in `data`.""",
    executable = True,
    attrs = _bundling_attrs({
        "entry_point": attr.label(allow_single_file = [".js", ".ts", ".tsx"], mandatory = True, doc = "The program's main module."),
        "data": attr.label_list(allow_files = True, doc = "ts_project targets, files and `@npm//:<package>` targets needed at run time (no @npm target: every package)."),
        "args_prefix": attr.string_list(doc = "Arguments placed before the caller's."),
        "bundle": attr.bool(doc = "Run one esbuild bundle of the program instead of its files plus @npm (for build tools that run in many actions)."),
    }),
)

def _node_bundle_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".js")
    esbuild_bundle(ctx, ctx.attr.deps, out, "NodeBundle")
    return [DefaultInfo(files = depset([out]))]

node_bundle = rule(
    implementation = _node_bundle_impl,
    doc = """One CommonJS file for Node.js: `entry_point` and everything it imports, bundled by esbuild.

For a module that another tool loads as an input (the site's server renderer, which
the doc and prerender steps `require`), rather than a program.""",
    attrs = _bundling_attrs({
        "entry_point": attr.label(allow_single_file = [".ts", ".tsx"], mandatory = True, doc = "The module to bundle."),
        "deps": attr.label_list(providers = [JsInfo], mandatory = True, doc = "The ts_project targets whose sources hold it and its imports."),
    }),
)

def _js_test_impl(ctx):
    specs = []
    for target in ctx.attr.srcs:
        for f in target[JsInfo].js.to_list() if JsInfo in target else target.files.to_list():
            if f.basename.endswith(".test.js") and f.owner.package == target.label.package:
                specs.append(f.short_path)
    if not specs:
        fail("%s: no *.test.js files among srcs" % ctx.label)
    launcher = write_launcher(
        ctx,
        "../npm/node_modules/mocha/bin/mocha.js",
        # --forbid-only: a stray `it.only` would pass CI with the rest of the file unrun.
        args = ["--reporter", "spec", "--timeout", str(ctx.attr.timeout_ms), "--no-color", "--forbid-only"] +
               (["--require", ctx.attr.setup] if ctx.attr.setup else []) +
               ["$runfiles/%s/%s" % (WORKSPACE, s) for s in specs],
    )
    return [DefaultInfo(executable = launcher, runfiles = _runfiles(ctx, ctx.files._mocha))]

js_test = rule(
    implementation = _js_test_impl,
    doc = """Runs the `*.test.js` files of ts_project `srcs` with mocha; a failing test fails `bazel test`.""",
    test = True,
    attrs = dict(NODE_ATTRS, **{
        "srcs": attr.label_list(mandatory = True, doc = "ts_project targets holding the *.test.ts files."),
        "data": attr.label_list(allow_files = True, doc = "Files, targets and `@npm//:<package>` targets the tests read at run time (no @npm target: every package)."),
        "setup": attr.string(doc = "A module mocha requires first (e.g. a jsdom setup)."),
        "timeout_ms": attr.int(default = 20000, doc = "Mocha's per-test timeout."),
        "_mocha": attr.label(default = "@npm//:mocha", allow_files = True),
    }),
)
