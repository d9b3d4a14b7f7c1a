"""`prerender`: every doc to a full HTML document, with the site's server renderer."""

load(":node.bzl", "run_node_tool")
load(":providers.bzl", "DocPagesInfo", "docs_of")
load(":site_layout.bzl", "SITE_DATA_DIR", "SPECIAL_FILES", "html_file_of")

def _prerender_impl(ctx):
    common = [ctx.file.manifest, ctx.file.assets, ctx.file.renderer]
    shared_args = ["--manifest", ctx.file.manifest.path, "--assets", ctx.file.assets.path, "--renderer", ctx.file.renderer.path]
    outputs = []
    for d in docs_of(ctx.attr.pages):
        if d.route == None:
            continue  # Another doc has its route: link_check warns, nothing is deployed.
        html = ctx.actions.declare_file(ctx.attr.site + "/" + html_file_of(d.route))
        run_node_tool(
            ctx,
            ctx.executable._tool,
            "Prerender",
            "Prerendering %s" % d.doc_path,
            common + [d.page],
            [html],
            ["--page", d.page.path] + shared_args + ["--out", html.path],
            worker = True,
            args_file = ctx.actions.declare_file(ctx.label.name + "/" + d.doc_path + ".args"),
        )
        outputs.append(html)

    # The pages that are not docs (home, search, not-found), the site's _headers, and the
    # route table under its hashed name.
    special = [ctx.actions.declare_file(ctx.attr.site + "/" + f) for f in SPECIAL_FILES]
    site_data = ctx.actions.declare_directory(ctx.attr.site + "/" + SITE_DATA_DIR)
    root = special[0].dirname
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "PrerenderSpecial",
        "Prerendering home, search and 404",
        common,
        special + [site_data],
        ["--special", root] + shared_args,
        args_file = ctx.actions.declare_file(ctx.label.name + "/special.args"),
    )
    return [DefaultInfo(files = depset(outputs + special + [site_data]))]

prerender = rule(
    implementation = _prerender_impl,
    doc = """Prerenders every doc to full HTML, one action per doc (mnemonic Prerender, worker).

Each page is written at its deployed place, `<site>/<route>/index.html`. A page's HTML
depends on its own page artifact, the site-wide route table, the asset list and the site's
server renderer (a bundle the tool loads), never on another doc's body. Home, /search, 404,
`_headers` and `_site/manifest-<hash>.json` come from one more action.""",
    attrs = {
        "pages": attr.label_list(providers = [DocPagesInfo], mandatory = True, doc = "doc_page targets."),
        "site": attr.string(mandatory = True, doc = "The deployable folder's name in this package (e.g. `dist`)."),
        "manifest": attr.label(allow_single_file = True, mandatory = True, doc = "The site_manifest."),
        "assets": attr.label(allow_single_file = True, mandatory = True, doc = "The client bundle's asset list (assets.json)."),
        "renderer": attr.label(allow_single_file = [".js"], mandatory = True, doc = "The site's server renderer bundle (a node_bundle exporting `renderer`)."),
        "_tool": attr.label(default = "//tools/build/prerender", executable = True, cfg = "exec"),
    },
)
