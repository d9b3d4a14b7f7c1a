"""`link_check`: the spec's build warnings about links, anchors and routes."""

load(":node.bzl", "run_node_tool")
load(":providers.bzl", "DocPagesInfo", "docs_of")

def _link_check_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".txt")
    links = [d.links for d in docs_of(ctx.attr.pages)]
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "LinkCheck",
        "Checking links and anchors %s" % ctx.label,
        links,
        [out],
        ["--out", out.path] + [f.path for f in links],
    )
    return [DefaultInfo(files = depset([out]))]

link_check = rule(
    implementation = _link_check_impl,
    doc = """Reports broken links, broken markdown links, broken anchors and duplicate routes.

They are warnings (the spec says so): printed with file and line, written to
`<name>.txt`, and the build still succeeds.""",
    attrs = {
        "pages": attr.label_list(providers = [DocPagesInfo], mandatory = True, doc = "doc_page targets."),
        "_tool": attr.label(default = "//tools/build/linkcheck", executable = True, cfg = "exec"),
    },
)
