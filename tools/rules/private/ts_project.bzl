"""`ts_project`: type-checks and compiles TypeScript to CommonJS with TypeScript 7 from @npm."""

load(":node.bzl", "NODE_ATTRS", "NPM_TYPES", "node_modules")
load(":providers.bzl", "JsInfo", "js_info")

def _up(path):
    """The relative path from `path` (a directory under the execroot) back to the execroot."""
    return "/".join([".."] * len([p for p in path.split("/") if p]))

def strip_ts_extension(path):
    """`a/b.tsx` → `a/b`: the path without a TypeScript extension."""
    for ext in [".tsx", ".ts", ".mts", ".cts"]:
        if path.endswith(ext):
            return path[:-len(ext)]
    return path

def _tsconfig(ctx):
    """A tsconfig per target, next to its outputs, that extends the root one and points
    module resolution at @npm instead of a workspace node_modules."""
    pkg = ctx.label.package
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
    return tsconfig

def _ts_project_impl(ctx):
    pkg = ctx.label.package
    js, dts = [], []
    for src in ctx.files.srcs:
        base = strip_ts_extension(src.short_path[len(pkg) + 1:] if pkg else src.short_path)
        js.append(ctx.actions.declare_file(base + ".js"))
        dts.append(ctx.actions.declare_file(base + ".d.ts"))
    tsconfig = _tsconfig(ctx)
    dep_dts = depset(transitive = [d[JsInfo].dts for d in ctx.attr.deps])
    ctx.actions.run(
        executable = ctx.executable._node,
        arguments = [node_modules(ctx) + "/typescript/bin/tsc", "-p", tsconfig.path, "--pretty", "false"],
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
        js_info(
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
    attrs = dict(NODE_ATTRS, **{
        "srcs": attr.label_list(allow_files = [".ts", ".tsx"], mandatory = True, doc = "The .ts/.tsx files to compile."),
        "deps": attr.label_list(providers = [JsInfo], doc = "Other ts_project targets these sources import."),
        "data": attr.label_list(allow_files = True, doc = "Files the compiled code reads at run time."),
        "tsconfig": attr.label(default = "//:tsconfig.json", allow_single_file = True, doc = "The tsconfig every target's own one extends."),
        # Declarations only: a third of @npm's files, and no JavaScript a type check could use.
        "_npm": attr.label(default = NPM_TYPES, allow_files = True),
    }),
)

def _ts_sources_impl(ctx):
    return [DefaultInfo(files = depset(transitive = [d[JsInfo].sources for d in ctx.attr.deps]))]

ts_sources = rule(
    implementation = _ts_sources_impl,
    doc = """The TypeScript sources of ts_project targets and of everything they depend on, as
files (for checks that read the code itself, such as the import-direction test).""",
    attrs = {
        "deps": attr.label_list(providers = [JsInfo], mandatory = True, doc = "ts_project targets."),
    },
)
