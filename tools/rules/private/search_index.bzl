"""`search_index`: the per-doc search shards merged into the site's index files."""

load(":node.bzl", "run_node_tool")
load(":providers.bzl", "DocPagesInfo", "docs_of")

def _search_index_impl(ctx):
    out_dir = ctx.actions.declare_directory(ctx.label.name)
    shards = [d.shard for d in docs_of(ctx.attr.pages)]
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "SearchIndex",
        "Merging search shards %s" % ctx.label,
        shards + [ctx.file.manifest],
        [out_dir],
        ["--manifest", ctx.file.manifest.path, "--out-dir", out_dir.path] + [s.path for s in shards],
        worker = True,
    )
    return [DefaultInfo(files = depset([out_dir]))]

search_index = rule(
    implementation = _search_index_impl,
    doc = """Merges the per-doc search shards into one index file per search context.

Writes `search-index.json` (every doc) and `search-index-docs-api.json` (the
'docs/api' context), and `search-manifest.json` with their content hashes. Runs in a
persistent worker (mnemonic SearchIndex) that re-parses only the shards whose digest
changed; `--config=oneshot` runs it once per build, with the same bytes.""",
    attrs = {
        "pages": attr.label_list(providers = [DocPagesInfo], mandatory = True, doc = "doc_page targets."),
        "manifest": attr.label(allow_single_file = True, mandatory = True, doc = "The site_manifest (breadcrumbs come from its sidebars)."),
        "_tool": attr.label(default = "//tools/build/searchindex", executable = True, cfg = "exec"),
    },
)
