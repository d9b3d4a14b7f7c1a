"""`prerender`: the pages that are not docs, with the site's server renderer."""

load(":content_files.bzl", "split_content")
load(":node.bzl", "run_node_tool")
load(":site_layout.bzl", "GENERATED_INDEX_DIR", "ROUTE_FRONT_MATTER_ATTR", "SITE_DATA_DIR", "SPECIAL_FILES", "deployed_routes", "page_data_file_of", "route_front_matters", "route_key")

def _generated_index_dirs(ctx):
    """The folders of the generated index pages (HTML, page data), or none when a doc is there already."""
    paths = split_content(ctx.files.srcs, ctx.attr.content_root).paths
    routes = deployed_routes(paths, route_front_matters(ctx.attr.route_front_matter)).values()
    folder = "/" + GENERATED_INDEX_DIR
    if [r for r in routes if route_key(r) == folder or route_key(r).startswith(folder + "/")]:
        return []
    return [
        ctx.actions.declare_directory(ctx.attr.site + "/" + GENERATED_INDEX_DIR),
        ctx.actions.declare_directory(ctx.attr.site + "/" + page_data_file_of(folder)[:-len(".json")]),
    ]

def _prerender_impl(ctx):
    special = [ctx.actions.declare_file(ctx.attr.site + "/" + f) for f in SPECIAL_FILES]
    site_data = ctx.actions.declare_directory(ctx.attr.site + "/" + SITE_DATA_DIR)
    generated = _generated_index_dirs(ctx)
    links = ctx.actions.declare_file(ctx.label.name + "/generated.links.json")
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "PrerenderSpecial",
        "Prerendering home, search and 404",
        [ctx.file.manifest, ctx.file.assets, ctx.file.renderer],
        special + [site_data, links] + generated,
        ["--special", special[0].dirname, "--links", links.path] + ([] if generated else ["--no-generated-index"]) + ["--manifest", ctx.file.manifest.path, "--assets", ctx.file.assets.path, "--renderer", ctx.file.renderer.path],
        args_file = ctx.actions.declare_file(ctx.label.name + "/special.args"),
    )
    return [
        DefaultInfo(files = depset(special + [site_data] + generated)),
        OutputGroupInfo(links = depset([links])),
    ]

prerender = rule(
    implementation = _prerender_impl,
    doc = """Prerenders the home, /search and 404 pages and writes `_headers` and the route table
under its hashed name (`_site/manifest-<hash>.json`), at their deployed places in `<site>/`,
and the categories' generated index pages in `<site>/docs/category/` (output group `links`:
their links, for the link check). Each doc's HTML comes from its own doc_page action.""",
    attrs = {
        "site": attr.string(mandatory = True, doc = "The deployable folder's name in this package (e.g. `dist`)."),
        "manifest": attr.label(allow_single_file = True, mandatory = True, doc = "The site_manifest."),
        "assets": attr.label(allow_single_file = True, mandatory = True, doc = "The client bundle's asset list (assets.json)."),
        "renderer": attr.label(allow_single_file = [".js"], mandatory = True, doc = "The site's server renderer bundle (a node_bundle exporting `renderer`)."),
        "srcs": attr.label_list(allow_files = True, doc = "The content folder's files: no generated index page folder is declared where a doc's route is."),
        "content_root": attr.string(doc = "Workspace path that routes are relative to."),
        "route_front_matter": ROUTE_FRONT_MATTER_ATTR,
        "_tool": attr.label(default = "//tools/actions/prerender", executable = True, cfg = "exec"),
    },
)
