"""`api_reference`: API docs generated from a jsii assembly."""

load(":node.bzl", "node_modules", "run_node_tool")

def _api_reference_impl(ctx):
    package = ctx.attr.package
    outs = []
    for sub in ctx.attr.submodules:
        name = sub[len(package) + 1:] if sub.startswith(package + ".") else sub
        outs.append(ctx.actions.declare_file(ctx.attr.out_dir + "/" + name + ".md"))
    root = ctx.actions.declare_file(ctx.attr.out_dir + "/" + package + ".md")
    anchors = ctx.actions.declare_file(ctx.label.name + ".anchors.json")
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "ApiReference",
        "Generating the API reference of %s with jsii-docgen" % package,
        ctx.files.npm_package,
        outs + [root, anchors],
        ["--npm", node_modules(ctx), "--package", package, "--route-prefix", ctx.attr.route_prefix, "--anchor-routes", anchors.path, "--root", root.path] +
        [x for sub, out in zip(ctx.attr.submodules, outs) for x in ["--submodule", sub, out.path]],
    )
    return [
        DefaultInfo(files = depset([root] + outs)),
        OutputGroupInfo(anchor_routes = depset([anchors])),
    ]

api_reference = rule(
    implementation = _api_reference_impl,
    doc = """Runs jsii-docgen over the jsii assembly of an npm package: one markdown doc per submodule.

Writes `<out_dir>/<package>.md` for the root module and `<out_dir>/<submodule>.md` for
each submodule, plus an anchor → route map (output group `anchor_routes`) so links to a
type on another submodule's page resolve to that page.""",
    attrs = {
        "package": attr.string(mandatory = True, doc = "The npm package with a jsii assembly, e.g. projen."),
        "submodules": attr.string_list(mandatory = True, doc = "Fully qualified submodule names, e.g. projen.build."),
        "out_dir": attr.string(mandatory = True, doc = "The folder of the generated docs, in this package."),
        "route_prefix": attr.string(mandatory = True, doc = "The route of the API pages' folder, e.g. /docs/api."),
        "npm_package": attr.label(allow_files = True, mandatory = True, doc = "The package's @npm target (e.g. @npm//:projen): its jsii assembly and its dependencies'."),
        "_npm": attr.label(default = "@npm//:packages", allow_files = True, doc = "Only for the path of @npm's node_modules."),
        "_tool": attr.label(default = "//tools/actions/apidocs", executable = True, cfg = "exec"),
    },
)
