"""`prerender`: the pages that are not docs, with the site's server renderer."""

load(":node.bzl", "run_node_tool")
load(":site_layout.bzl", "SITE_DATA_DIR", "SPECIAL_FILES")

def _prerender_impl(ctx):
    special = [ctx.actions.declare_file(ctx.attr.site + "/" + f) for f in SPECIAL_FILES]
    site_data = ctx.actions.declare_directory(ctx.attr.site + "/" + SITE_DATA_DIR)
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "PrerenderSpecial",
        "Prerendering home, search and 404",
        [ctx.file.manifest, ctx.file.assets, ctx.file.renderer],
        special + [site_data],
        ["--special", special[0].dirname, "--manifest", ctx.file.manifest.path, "--assets", ctx.file.assets.path, "--renderer", ctx.file.renderer.path],
        args_file = ctx.actions.declare_file(ctx.label.name + "/special.args"),
    )
    return [DefaultInfo(files = depset(special + [site_data]))]

prerender = rule(
    implementation = _prerender_impl,
    doc = """Prerenders the home, /search and 404 pages and writes `_headers` and the route table
under its hashed name (`_site/manifest-<hash>.json`), at their deployed places in `<site>/`.
Each doc's HTML comes from its own doc_page action, with the same renderer.""",
    attrs = {
        "site": attr.string(mandatory = True, doc = "The deployable folder's name in this package (e.g. `dist`)."),
        "manifest": attr.label(allow_single_file = True, mandatory = True, doc = "The site_manifest."),
        "assets": attr.label(allow_single_file = True, mandatory = True, doc = "The client bundle's asset list (assets.json)."),
        "renderer": attr.label(allow_single_file = [".js"], mandatory = True, doc = "The site's server renderer bundle (a node_bundle exporting `renderer`)."),
        "_tool": attr.label(default = "//tools/actions/prerender", executable = True, cfg = "exec"),
    },
)
