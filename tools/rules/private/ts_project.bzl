"""`ts_project`: compiles TypeScript to CommonJS with esbuild, and type-checks it with
TypeScript 7 from @npm in a test of its own (`<name>_typecheck`)."""

load(":node.bzl", "NODE_ATTRS", "NPM_TYPES", "node_modules")
load(":providers.bzl", "JsInfo", "js_info")

def _up(path):
    """The relative path from `path` (a directory under the execroot) back to the execroot."""
    return "/".join([".."] * len([p for p in path.split("/") if p]))

def strip_ts_extension(path):
    """Removes a TypeScript extension from a path, e.g. `a/b.tsx` → `a/b`.

    Args:
      path: a file path.

    Returns:
      `path` without its .ts, .tsx, .mts or .cts extension; unchanged if it has none.
    """
    for ext in [".tsx", ".ts", ".mts", ".cts"]:
        if path.endswith(ext):
            return path[:-len(ext)]
    return path

def _tsconfig(ctx, files, emit = True):
    """Writes a tsconfig for this target, next to its outputs.

    It extends the root tsconfig and points module resolution at @npm instead of a
    workspace node_modules.
    """
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
            "declaration": emit,
            "noEmitOnError": emit,
            "noEmit": not emit,
            "typeRoots": [npm + "/@types"],
            # @types first: a package without bundled types (elasticlunr) resolves to its
            # DefinitelyTyped declarations instead of untyped JavaScript.
            "paths": {"*": [npm + "/@types/*", npm + "/*"]},
        },
        "files": [root + "/" + f.path for f in files],
        "include": [],
    }))
    return tsconfig

def _transpile(ctx, js):
    """Compiles each source to CommonJS with esbuild, file by file, reading no types.

    It takes tens of milliseconds a package, where a type check takes seconds; builds of
    the site need only this.
    """
    pkg = ctx.label.package
    out_dir = ctx.bin_dir.path + ("/" + pkg if pkg else "")
    args = ctx.actions.args()
    args.add(node_modules(ctx) + "/esbuild/bin/esbuild")
    args.add_all(ctx.files.srcs)
    args.add_all([
        "--outdir=" + out_dir,
        "--outbase=" + (pkg or "."),
        # Its `strict` gives every file the "use strict" that ES modules imply, as tsc does.
        "--tsconfig=" + ctx.file.tsconfig.path,
        "--format=cjs",
        "--platform=node",
        "--target=es2022",
        "--log-level=warning",
    ])
    ctx.actions.run(
        executable = ctx.executable._node,
        arguments = ["--preserve-symlinks", "--preserve-symlinks-main", args],
        inputs = ctx.files.srcs + [ctx.file.tsconfig] + ctx.files._esbuild,
        outputs = js,
        mnemonic = "TsTranspile",
        progress_message = "Transpiling TypeScript %s" % ctx.label,
    )

def _typecheck(ctx, dts, dep_dts):
    """tsc checks the types and writes the declarations that other packages' checks read."""
    tsconfig = _tsconfig(ctx, ctx.files.srcs)
    ctx.actions.run(
        executable = ctx.executable._node,
        arguments = [node_modules(ctx) + "/typescript/bin/tsc", "-p", tsconfig.path, "--pretty", "false", "--emitDeclarationOnly"],
        inputs = depset(ctx.files.srcs + [tsconfig, ctx.file.tsconfig] + ctx.files._npm, transitive = [dep_dts]),
        outputs = dts,
        mnemonic = "TsProject",
        progress_message = "Type-checking TypeScript %s" % ctx.label,
    )

def _ts_project_impl(ctx):
    pkg = ctx.label.package
    js, dts = [], []
    for src in ctx.files.srcs:
        if not src.is_source:
            fail("%s: %s is generated; ts_project compiles source files only" % (ctx.label, src.short_path))
        base = strip_ts_extension(src.short_path[len(pkg) + 1:] if pkg else src.short_path)
        js.append(ctx.actions.declare_file(base + ".js"))
        dts.append(ctx.actions.declare_file(base + ".d.ts"))
    dep_dts = depset(transitive = [d[JsInfo].dts for d in ctx.attr.deps])
    _transpile(ctx, js)
    _typecheck(ctx, dts, dep_dts)
    runfiles = ctx.runfiles(files = js + ctx.files.data)
    for target in ctx.attr.deps + ctx.attr.data:
        runfiles = runfiles.merge(target[DefaultInfo].default_runfiles)
    return [
        DefaultInfo(files = depset(js), runfiles = runfiles),
        OutputGroupInfo(typecheck = depset(dts, transitive = [dep_dts])),
        js_info(
            js = depset(js, transitive = [d[JsInfo].js for d in ctx.attr.deps]),
            dts = depset(dts, transitive = [dep_dts]),
            sources = depset(ctx.files.srcs, transitive = [d[JsInfo].sources for d in ctx.attr.deps]),
            npm = depset(ctx.files.npm, transitive = [d[JsInfo].npm for d in ctx.attr.deps]),
        ),
    ]

_ts_project = rule(
    implementation = _ts_project_impl,
    doc = """Compiles TypeScript sources to CommonJS (esbuild, file by file) and, in its
`typecheck` output group, type-checks them with TypeScript 7 (tsc, declarations only).

Each `x.ts` gives `x.js` beside it in bazel-bin, and `x.d.ts` when checked. Dependencies
are other ts_project targets; their declarations are visible through `rootDirs`, so
relative imports across packages type-check as they do in the source tree. npm packages
resolve from @npm.""",
    attrs = dict(NODE_ATTRS, **{
        "srcs": attr.label_list(allow_files = [".ts", ".tsx"], mandatory = True, doc = "The .ts/.tsx files to compile."),
        "deps": attr.label_list(providers = [JsInfo], doc = "Other ts_project targets these sources import."),
        "npm": attr.label_list(allow_files = True, doc = "The `@npm//:<package>` targets these sources import: a bundle of them reads those packages' files and no other of @npm's."),
        "data": attr.label_list(allow_files = True, doc = "Files the compiled code reads at run time."),
        "tsconfig": attr.label(default = "//:tsconfig.json", allow_single_file = True, doc = "The tsconfig every target's own one extends."),
        # Declarations only: a third of @npm's files, and no JavaScript a type check could use.
        "_npm": attr.label(default = NPM_TYPES, allow_files = True),
        "_esbuild": attr.label(default = "@npm//:esbuild", allow_files = True),
    }),
)

def _typecheck_test_impl(ctx):
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(script, "#!/bin/sh\n# Built means checked: tsc's errors fail the build of this test.\nexit 0\n", is_executable = True)
    checked = ctx.attr.project[OutputGroupInfo].typecheck
    return [DefaultInfo(executable = script, runfiles = ctx.runfiles(transitive_files = checked))]

typecheck_test = rule(
    implementation = _typecheck_test_impl,
    doc = "Passes once its ts_project's types check: a type error fails its build with the file, line and column.",
    test = True,
    attrs = {"project": attr.label(mandatory = True, providers = [JsInfo])},
)

def ts_project(name, visibility = None, tags = [], **kwargs):
    """A ts_project (`:<name>`) and the test that type-checks it (`:<name>_typecheck`).

    Building the site needs only the JavaScript, so `bazel build` of a site never waits
    for tsc; `bazel test //...` (CI) and `bazel build //...` check every package.

    Args:
      name: the target's name.
      visibility: of the ts_project.
      tags: of both targets.
      **kwargs: srcs, deps, npm, data, tsconfig (see _ts_project).
    """
    _ts_project(name = name, visibility = visibility, tags = tags, **kwargs)
    typecheck_test(name = name + "_typecheck", project = ":" + name, tags = tags, size = "small")

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

def _repo_typecheck_impl(ctx):
    sources = ctx.files.srcs
    tsconfig = _tsconfig(ctx, sources, emit = False)
    stamp = ctx.actions.declare_file(ctx.label.name + ".checked")
    ctx.actions.run_shell(
        # The stamp is written only when tsc finds no error.
        command = '"$1" "$2" -p "$3" --pretty false && : > "$4"',
        arguments = [ctx.executable._node.path, node_modules(ctx) + "/typescript/bin/tsc", tsconfig.path, stamp.path],
        inputs = depset(sources + [tsconfig, ctx.file.tsconfig] + ctx.files._npm),
        tools = [ctx.executable._node],
        outputs = [stamp],
        mnemonic = "TsCheck",
        progress_message = "Type-checking %d TypeScript files together (%s)" % (len(sources), ctx.label),
    )
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(script, "#!/bin/sh\n# Built means checked: tsc's errors fail the build of this test.\nexit 0\n", is_executable = True)
    return [DefaultInfo(executable = script, runfiles = ctx.runfiles(files = [stamp]))]

repo_typecheck_test = rule(
    implementation = _repo_typecheck_impl,
    doc = """`tsc --noEmit` over `srcs` in one program, with the root tsconfig.json: what an
editor sees, where each ts_project's check sees one package and its dependencies' declarations.""",
    test = True,
    attrs = dict(NODE_ATTRS, **{
        "srcs": attr.label_list(allow_files = [".ts", ".tsx"], mandatory = True, doc = "The sources (e.g. a ts_sources target)."),
        "tsconfig": attr.label(default = "//:tsconfig.json", allow_single_file = True),
        "_npm": attr.label(default = NPM_TYPES, allow_files = True),
    }),
)
