"""`ts_program`: the library + program + test trio every Node.js tool package declares."""

load(":js_binary.bzl", "js_binary", "js_test")
load(":ts_project.bzl", "ts_project")

def ts_program(name, entry_point = "main.ts", srcs = None, deps = [], data = [], bundle = False, test_data = [], visibility = None, **kwargs):
    """A Node.js program written in TypeScript, in one package.

    Declares `:lib` (ts_project of `srcs`), `:<name>` (js_binary running `entry_point`) and,
    when the package has `*.test.ts` files among `srcs`, `:test` (js_test of them).

    Args:
      name: the program's target name (`bazel run //pkg:<name>`).
      entry_point: the main module, relative to the package.
      srcs: the TypeScript sources (default: every .ts file in the package).
      deps: ts_project targets the sources import.
      data: files and targets the program reads at run time.
      bundle: True for a build tool run by many actions: one esbuild bundle instead of @npm.
      test_data: files and targets the tests read at run time.
      visibility: of the three targets.
      **kwargs: more attributes of the js_binary (e.g. args_prefix, tags).
    """
    srcs = srcs if srcs != None else native.glob(["*.ts"])
    ts_project(name = "lib", srcs = srcs, deps = deps, visibility = visibility)
    js_binary(name = name, entry_point = entry_point, data = [":lib"] + data, bundle = bundle, visibility = visibility, **kwargs)
    if [s for s in srcs if s.endswith(".test.ts")]:
        js_test(name = "test", srcs = [":lib"], data = test_data, visibility = visibility)
