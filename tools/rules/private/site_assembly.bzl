"""`site_assembly`: the deployable folder."""

load(":node.bzl", "run_node_tool")
load(":providers.bzl", "DocPagesInfo", "PrerenderInfo", "docs_of")

def _page_triple(doc):
    return ["--page", doc.doc_path, doc.page.path, doc.html.path]

def _site_assembly_impl(ctx):
    out = ctx.actions.declare_directory(ctx.label.name)
    rendered = ctx.attr.prerendered[PrerenderInfo]
    docs = [struct(doc_path = d.doc_path, page = d.page, html = rendered.html[d.doc_path]) for d in docs_of(ctx.attr.pages)]
    args = ctx.actions.args()
    args.add_all(["--out", out.path, "--manifest", ctx.file.manifest.path])
    args.add_all(docs, map_each = _page_triple)
    args.add_all([rendered.special] + ctx.files.dirs, before_each = "--dir", expand_directories = False)
    for f in ctx.files.static:
        args.add_all(["--static", ctx.attr.static_root, f.path])
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "SiteAssembly",
        "Assembling %s" % out.short_path,
        [d.page for d in docs] + [d.html for d in docs] + [rendered.special, ctx.file.manifest] + ctx.files.dirs + ctx.files.static + ctx.files.checks,
        [out],
        args,
    )
    return [DefaultInfo(files = depset([out]), runfiles = ctx.runfiles(files = [out]))]

site_assembly = rule(
    implementation = _site_assembly_impl,
    doc = """Assembles the deployable folder `<name>/` in one action.

Pages land at `<route>/index.html` with their lazy data at `_page/<route>.json`; the
bundle, search index and static files are placed as they are (generated files as hard
links, sources as copies). The folder is a tree artifact made fresh each time: no file
of a deleted doc survives.""",
    attrs = {
        "pages": attr.label_list(providers = [DocPagesInfo], mandatory = True, doc = "doc_page targets."),
        "prerendered": attr.label(providers = [PrerenderInfo], mandatory = True, doc = "The prerender target."),
        "manifest": attr.label(allow_single_file = True, mandatory = True, doc = "The site_manifest."),
        "dirs": attr.label_list(allow_files = True, doc = "Directories copied into the root (bundle assets, search index)."),
        "static": attr.label_list(allow_files = True, doc = "Files copied to their path under `static_root`."),
        "static_root": attr.string(default = "site/static", doc = "The folder `static` files are relative to."),
        "checks": attr.label_list(allow_files = True, doc = "Reports that must be made with the site (the link check); not copied."),
        "_tool": attr.label(default = "//tools/build/assemble", executable = True, cfg = "exec"),
    },
)
