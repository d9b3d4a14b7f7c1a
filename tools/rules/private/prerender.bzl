"""`prerender`: every doc to a full HTML document, with the site's server renderer."""

load(":node.bzl", "run_node_tool")
load(":providers.bzl", "DocPagesInfo", "docs_of", "prerender_info")

def _prerender_impl(ctx):
    common = [ctx.file.manifest, ctx.file.assets, ctx.file.renderer]
    shared_args = ["--manifest", ctx.file.manifest.path, "--assets", ctx.file.assets.path, "--renderer", ctx.file.renderer.path]
    html_of = {}
    for d in docs_of(ctx.attr.pages):
        html = ctx.actions.declare_file(ctx.label.name + "/" + d.doc_path + ".html")
        run_node_tool(
            ctx,
            ctx.executable._tool,
            "Prerender",
            "Prerendering %s" % d.doc_path,
            common + [d.page],
            [html],
            ["--page", d.page.path] + shared_args + ["--out", html.path],
            worker = True,
        )
        html_of[d.doc_path] = html

    # The pages that are not docs: home, search, not-found, and the site's _headers.
    special = ctx.actions.declare_directory(ctx.label.name + "_special")
    run_node_tool(ctx, ctx.executable._tool, "PrerenderSpecial", "Prerendering home, search and 404", common, [special], ["--special", special.path] + shared_args)
    return [
        prerender_info(html = html_of, special = special),
        DefaultInfo(files = depset(html_of.values() + [special])),
    ]

prerender = rule(
    implementation = _prerender_impl,
    doc = """Prerenders every doc to full HTML, one action per doc (mnemonic Prerender, worker).

A page's HTML depends on its own page artifact, the site-wide route table, the asset
list and the site's server renderer (a bundle the tool loads), never on another doc's
body. Home, /search, 404 and `_headers` come from one more action.""",
    attrs = {
        "pages": attr.label_list(providers = [DocPagesInfo], mandatory = True, doc = "doc_page targets."),
        "manifest": attr.label(allow_single_file = True, mandatory = True, doc = "The site_manifest."),
        "assets": attr.label(allow_single_file = True, mandatory = True, doc = "The client bundle's asset list (assets.json)."),
        "renderer": attr.label(allow_single_file = [".js"], mandatory = True, doc = "The site's server renderer bundle (a node_bundle exporting `renderer`)."),
        "_tool": attr.label(default = "//tools/build/prerender", executable = True, cfg = "exec"),
    },
)
