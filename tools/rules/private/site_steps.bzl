"""The site-wide steps that read one artifact of every doc: `site_manifest` (meta files →
route table), `link_check` (link facts → warnings) and `search_index` (shards → index files)."""

load(":node.bzl", "run_node_tool")
load(":providers.bzl", "DocPagesInfo", "docs_of")
load(":site_layout.bzl", "SEARCH_CHUNK_DIR", "SEARCH_FILES")

_PAGES = attr.label_list(providers = [DocPagesInfo], mandatory = True, doc = "doc_page targets.")

def _over_every_doc(ctx, field, mnemonic, message, outputs, args, more_inputs = [], worker = False, args_file = None):
    """Runs the rule's tool once over `field` of every doc; their paths follow `args`."""
    files = [getattr(d, field) for d in docs_of(ctx.attr.pages)]
    run_node_tool(ctx, ctx.executable._tool, mnemonic, message % ctx.label, files + more_inputs, outputs, args + [f.path for f in files], worker = worker, args_file = args_file)

def _site_manifest_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".json")
    sidebars = ctx.file.sidebars
    _over_every_doc(ctx, "meta", "SiteManifest", "Building the route table %s", [out], ["--sidebars", sidebars.path, "--out", out.path], [sidebars])
    return [DefaultInfo(files = depset([out]))]

site_manifest = rule(
    implementation = _site_manifest_impl,
    doc = """Merges the docs' meta files and the sidebars file into the route/title table.

The table has no content hashes: a body edit that keeps a doc's title leaves it
byte-identical, so nothing that depends on it re-runs.""",
    attrs = {
        "pages": _PAGES,
        "sidebars": attr.label(allow_single_file = [".yaml", ".yml"], mandatory = True, doc = "The sidebars YAML file."),
        "_tool": attr.label(default = "//tools/build/manifest", executable = True, cfg = "exec"),
    },
)

def _link_check_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".txt")
    _over_every_doc(ctx, "links", "LinkCheck", "Checking links and anchors %s", [out], ["--out", out.path])
    return [DefaultInfo(files = depset([out]))]

link_check = rule(
    implementation = _link_check_impl,
    doc = """Reports broken links, broken markdown links, broken anchors and duplicate routes.

They are warnings (the spec says so): printed with file and line, written to
`<name>.txt`, and the build still succeeds.""",
    attrs = {
        "pages": _PAGES,
        "_tool": attr.label(default = "//tools/build/linkcheck", executable = True, cfg = "exec"),
    },
)

def _search_index_impl(ctx):
    files = [ctx.actions.declare_file(ctx.attr.site + "/" + f) for f in SEARCH_FILES]
    chunks = ctx.actions.declare_directory(ctx.attr.site + "/" + SEARCH_CHUNK_DIR)
    manifest = ctx.file.manifest
    out_dir = files[0].dirname
    _over_every_doc(ctx, "shard", "SearchIndex", "Merging search shards %s", files + [chunks], ["--manifest", manifest.path, "--out-dir", out_dir], [manifest], worker = True, args_file = ctx.actions.declare_file(ctx.label.name + ".args"))
    return [DefaultInfo(files = depset(files + [chunks]))]

search_index = rule(
    implementation = _search_index_impl,
    doc = """Merges the per-doc search shards into one index file per search context.

Writes, at their deployed places in `<site>/`, `search-index.json` (every doc) and
`search-index-docs-api.json` (the 'docs/api' context), `search-manifest.json` with their
content hashes, and the chunk files they name under `search-chunks/`. Runs in a
persistent worker (mnemonic SearchIndex) that re-parses only the shards whose digest
changed; `--config=oneshot` runs it once per build, with the same bytes.""",
    attrs = {
        "pages": _PAGES,
        "site": attr.string(mandatory = True, doc = "The deployable folder's name in this package (e.g. `dist`)."),
        "manifest": attr.label(allow_single_file = True, mandatory = True, doc = "The site_manifest (breadcrumbs come from its sidebars)."),
        "_tool": attr.label(default = "//tools/build/searchindex", executable = True, cfg = "exec"),
    },
)
