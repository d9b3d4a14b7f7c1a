"""`doc_page`: compiles docs, one action per doc, in a persistent worker."""

load(":node.bzl", "run_node_tool")
load(":providers.bzl", "doc_pages_info")

def doc_path(src, content_root):
    """A doc's path under the content root: `content/docs/faq/index.md` → `docs/faq/index.md`."""
    path = src.short_path
    prefix = content_root + "/" if content_root else ""
    if not path.startswith(prefix):
        fail("%s is not under the content root %s" % (path, content_root))
    return path[len(prefix):]

def _compile(ctx, src):
    path = doc_path(src, ctx.attr.content_root)
    base = ctx.label.name + "/" + path
    doc = struct(
        src = src,
        doc_path = path,
        page = ctx.actions.declare_file(base + ".page.json"),
        meta = ctx.actions.declare_file(base + ".meta.json"),
        shard = ctx.actions.declare_file(base + ".shard.json"),
        links = ctx.actions.declare_file(base + ".links.json"),
    )
    args = ctx.actions.args()
    args.add("--src", src)
    args.add("--doc-path", path)
    args.add("--page", doc.page)
    args.add("--meta", doc.meta)
    args.add("--shard", doc.shard)
    args.add("--links", doc.links)
    inputs = [src]
    if ctx.file.anchor_routes:
        args.add("--anchor-routes", ctx.file.anchor_routes)
        inputs.append(ctx.file.anchor_routes)
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "DocPage",
        "Compiling doc %s" % path,
        inputs,
        [doc.page, doc.meta, doc.shard, doc.links],
        args,
        worker = True,
    )
    return doc

def _doc_page_impl(ctx):
    docs = [_compile(ctx, src) for src in ctx.files.srcs]
    return [
        doc_pages_info(docs),
        DefaultInfo(files = depset([f for d in docs for f in [d.page, d.meta, d.shard, d.links]])),
    ]

doc_page = rule(
    implementation = _doc_page_impl,
    doc = """Compiles docs, one action per doc (mnemonic DocPage), in a persistent worker by default.

Each doc gives four artifacts under `<name>/<doc path>`: `.page.json` (HTML body, TOC),
`.meta.json` (route, title, sidebar facts), `.shard.json` (search documents, terms counted) and
`.links.json` (anchors and outgoing links with lines). `--config=oneshot` runs the
same tool once per doc, with the same bytes.""",
    attrs = {
        "srcs": attr.label_list(allow_files = [".md"], mandatory = True, doc = "The markdown docs."),
        "content_root": attr.string(mandatory = True, doc = "Workspace path that routes are relative to (e.g. `content`)."),
        "anchor_routes": attr.label(allow_single_file = [".json"], doc = "Anchor id → route map for links across pages."),
        "_tool": attr.label(default = "//tools/build/docpage", executable = True, cfg = "exec"),
    },
)
