"""`prerender`: the pages that are not docs, with the site's server renderer."""

load(":node.bzl", "run_node_tool")
load(":providers.bzl", "DocPagesInfo", "docs_of")
load(":site_layout.bzl", "DOCS_ROUTE_BASE", "SITE_DATA_DIR", "SPECIAL_FILES", "generated_index_dir_of", "page_data_file_of", "route_key")

def _generated_index_dirs(ctx):
    """The folders of the generated index pages (HTML, page data), or none when a doc is there already."""
    routes = [doc.route for doc in docs_of(ctx.attr.pages) if doc.route]
    folder = generated_index_dir_of(ctx.attr.route_base)[:-1]
    if [r for r in routes if route_key(r) == folder or route_key(r).startswith(folder + "/")]:
        return []
    return [
        ctx.actions.declare_directory(ctx.attr.site + folder),
        ctx.actions.declare_directory(ctx.attr.site + "/" + page_data_file_of(folder)[:-len(".json")]),
    ]

def _site_dir(ctx):
    """The deployable folder's path, where the tool writes every file at its place."""
    return "/".join([p for p in [ctx.bin_dir.path, ctx.label.package, ctx.attr.site] if p])

def _prerender_impl(ctx):
    only = ctx.attr.generated_only
    special = [] if only else [ctx.actions.declare_file(ctx.attr.site + "/" + f) for f in SPECIAL_FILES]
    site_data = [] if only else [ctx.actions.declare_directory(ctx.attr.site + "/" + SITE_DATA_DIR)]
    generated = _generated_index_dirs(ctx)
    links = ctx.actions.declare_file(ctx.label.name + "/generated.links.json")
    flags = ([] if generated else ["--no-generated-index"]) + (["--generated-only"] if only else [])
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "PrerenderSpecial",
        "Prerendering %s" % ("the generated index pages under " + ctx.attr.route_base if only else "home, search and 404"),
        [ctx.file.manifest, ctx.file.assets, ctx.file.renderer] + ctx.files.tables,
        special + site_data + [links] + generated,
        ["--special", _site_dir(ctx), "--links", links.path] + flags + ["--manifest", ctx.file.manifest.path, "--assets", ctx.file.assets.path, "--renderer", ctx.file.renderer.path] + [f.path for f in ctx.files.tables],
        args_file = ctx.actions.declare_file(ctx.label.name + "/special.args"),
    )
    return [
        DefaultInfo(files = depset(special + site_data + generated)),
        OutputGroupInfo(links = depset([links])),
    ]

prerender = rule(
    implementation = _prerender_impl,
    doc = """Prerenders the home, /search and 404 pages and writes `_headers` and the route table's
files for the browser (`_site/table-<hash>/`), at their deployed places in `<site>/`,
and the categories' generated index pages in `<site>/<route_base>/category/` (output group
`links`: their links, for the link check). Each doc's HTML comes from its own doc_page action.
With `generated_only`, it writes a docs version's generated index pages alone; with `tables`,
every version's route table and its files go into `_site/` too, listed in `_site/versions.json`.""",
    attrs = {
        "site": attr.string(mandatory = True, doc = "The deployable folder's name in this package (e.g. `dist`)."),
        "manifest": attr.label(allow_single_file = True, mandatory = True, doc = "The site_manifest."),
        "assets": attr.label(allow_single_file = True, mandatory = True, doc = "The client bundle's asset list (assets.json)."),
        "renderer": attr.label(allow_single_file = [".js"], mandatory = True, doc = "The site's server renderer bundle (a node_bundle exporting `renderer`)."),
        "pages": attr.label_list(providers = [DocPagesInfo], doc = "The version's doc_page targets: no generated index page folder is declared where a doc's route is."),
        "route_base": attr.string(default = DOCS_ROUTE_BASE, doc = "The docs version's route base (`/docs/1.2`): its generated index pages go under `<route_base>/category/`."),
        "generated_only": attr.bool(doc = "Write the version's generated index pages alone (a version other than the site's own table's)."),
        "tables": attr.label_list(allow_files = [".json"], doc = "On a site with cut versions: every version's route table, in Docusaurus's order, for `_site/`."),
        "_tool": attr.label(default = "//tools/actions/prerender", executable = True, cfg = "exec"),
    },
)
