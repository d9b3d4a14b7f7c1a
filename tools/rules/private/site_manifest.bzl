"""`site_manifest`: the route/title table of a set of compiled docs."""

load(":node.bzl", "run_node_tool")
load(":providers.bzl", "DocPagesInfo", "docs_of")

def _site_manifest_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".json")
    metas = [d.meta for d in docs_of(ctx.attr.pages)]
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "SiteManifest",
        "Building the route table %s" % ctx.label,
        metas + [ctx.file.sidebars],
        [out],
        ["--sidebars", ctx.file.sidebars.path, "--out", out.path] + [m.path for m in metas],
    )
    return [DefaultInfo(files = depset([out]))]

site_manifest = rule(
    implementation = _site_manifest_impl,
    doc = """Merges the docs' meta files and the sidebars file into the route/title table.

The table has no content hashes: a body edit that keeps a doc's title leaves it
byte-identical, so nothing that depends on it re-runs.""",
    attrs = {
        "pages": attr.label_list(providers = [DocPagesInfo], mandatory = True, doc = "doc_page targets."),
        "sidebars": attr.label(allow_single_file = [".yaml", ".yml"], mandatory = True, doc = "The sidebars YAML file."),
        "_tool": attr.label(default = "//tools/build/manifest", executable = True, cfg = "exec"),
    },
)
