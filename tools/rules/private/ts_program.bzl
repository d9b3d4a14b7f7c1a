"""`ts_program`: the library + program + test trio every Node.js tool package declares."""

load(":js_binary.bzl", "js_binary", "js_test")
load(":ts_project.bzl", "ts_project")

def ts_program(name, entry_point = "main.ts", srcs = None, deps = [], npm = [], data = [], bundle = False, test_data = [], visibility = ["//visibility:public"], **kwargs):
    """A Node.js program written in TypeScript, in one package.

    Declares `:lib` (ts_project of `srcs`), `:<name>` (js_binary running `entry_point`) and,
    when the package has `*.test.ts` files among `srcs`, `:test` (js_test of them); exports
    the package's BUILD file to its format check. One per package.

    Args:
      name: the program's target name (`bazel run //pkg:<name>`).
      entry_point: the main module, relative to the package.
      srcs: the TypeScript sources (default: every .ts file in the package).
      deps: ts_project targets the sources import.
      npm: the `@npm//:<package>` targets the sources import (what its bundle reads).
      data: files and targets the program reads at run time.
      bundle: True for a build tool run by many actions: one esbuild bundle instead of @npm.
      test_data: files and targets the tests read at run time.
      visibility: of the three targets (public by default: the architecture test reads every
        program's library, and tools share each other's).
      **kwargs: more attributes of the js_binary (e.g. args_prefix, tags).
    """
    srcs = srcs if srcs != None else native.glob(["*.ts"])

    # The package's BUILD file, for its format check (//tools/lint:starlark).
    native.exports_files(["BUILD.bazel"], visibility = ["//tools/lint:__pkg__"])
    ts_project(name = "lib", srcs = srcs, deps = deps, npm = npm, visibility = visibility)
    js_binary(name = name, entry_point = entry_point, data = [":lib"] + data, bundle = bundle, visibility = visibility, **kwargs)
    if [s for s in srcs if s.endswith(".test.ts")]:
        js_test(name = "test", srcs = [":lib"], data = test_data, visibility = visibility)

def ts_library(name, srcs = None, deps = [], npm = [], test_deps = [], test_data = [], visibility = None):
    """A TypeScript library and its tests, in one package.

    Declares `:<name>` (ts_project of the sources that are not tests), `:sources` (those
    files, for bundlers that compile them for the browser) and, when the package has
    `*.test.ts` files, `:tests` (their ts_project) and `:test` (js_test).

    Args:
      name: the library's target name.
      srcs: the library's sources (default: every .ts file that is not a test).
      deps: ts_project targets the library imports.
      npm: the `@npm//:<package>` targets the library imports (what a bundle of it reads).
      test_deps: more ts_project targets the tests import.
      test_data: files and targets the tests read at run time.
      visibility: of the library (the tests are private).
    """
    srcs = srcs if srcs != None else native.glob(["*.ts"], exclude = ["*.test.ts"])
    ts_project(name = name, srcs = srcs, deps = deps, npm = npm, visibility = visibility)
    native.filegroup(name = "sources", srcs = srcs, visibility = visibility)
    tests = native.glob(["*.test.ts"])
    if tests:
        # Visible to the import-direction test, which reads every ts_project's sources.
        ts_project(name = "tests", srcs = tests, deps = [":" + name] + deps + test_deps, visibility = ["//tools/ci/architecture:__pkg__"])
        js_test(name = "test", srcs = [":tests"], data = test_data)

def build_tool(name, deps = [], npm = [], bundle = True, srcs = None, data = [], test_data = []):
    """Declares the Node.js tool of one build step, in `tools/actions/<name>/`.

    A bundled ts_program (one file at run time: thousands of actions start it) that may use
    the worker protocol and the contracts.

    Args:
      name: the tool's name, as its rule's `_tool` attribute names it.
      deps: ts_project targets it imports besides //contracts and the worker protocol.
      npm: the `@npm//:<package>` targets its sources import (what its bundle reads).
      bundle: False for a tool that cannot be bundled (esbuild's own binary comes from @npm).
      srcs: its sources and unit tests (default: every .ts file in the package).
      data: what it loads at run time besides its code, e.g. the `@npm//:<package>` targets
        of a tool that is not bundled.
      test_data: files and targets its unit tests read at run time.
    """
    ts_program(
        name = name,
        srcs = srcs,
        bundle = bundle,
        npm = npm,
        data = data,
        test_data = test_data,
        deps = ["//contracts", "//tools/actions/worker:lib"] + deps,
        visibility = ["//visibility:public"],
    )
