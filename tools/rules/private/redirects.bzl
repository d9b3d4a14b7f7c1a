"""`site_redirects`: the step that checks a redirects.yaml and writes `_redirects`, a page
at each source and the script those pages load. Its sources come from `redirect_sources`
(redirects_repository.bzl), so that their pages can be declared."""

load(":node.bzl", "run_node_tool")
load(":providers.bzl", "DocPagesInfo", "docs_of")
load(":site_layout.bzl", "html_file_of", "route_key")

# First path segments of the site's own files (twin of RESERVED_SEGMENTS in
# tools/actions/redirects/rules.ts); `_`-prefixed segments too.
RESERVED_SEGMENTS = ["assets", "img", "search-chunks", "search-texts", "content-files"]

_SITE_ROUTES = ["/", "/search"]

# The script the redirect pages load (REDIRECT_SCRIPT_URL in tools/actions/redirects/page.ts).
REDIRECT_SCRIPT = "_redirect.js"

def declarable_sources(sources, doc_routes, own_paths = []):
    """The sources that get a page: not a doc's route, a site route or the site's own files.

    Those others are errors the step reports with their line; declaring their pages would
    clash with another step's outputs before it could.

    Args:
      sources: the redirect sources.
      doc_routes: the deployed docs' routes (every docs version's).
      own_paths: the docs versions' own files and folders (version_own_paths).

    Returns:
      the route keys to write a page at, sorted, each once.
    """
    taken = {route_key(r): True for r in doc_routes + _SITE_ROUTES}
    keys = {}
    for source in sources:
        key = route_key(source)
        first = key.split("/")[1] if key.startswith("/") else ""
        if not key.startswith("/") or key.startswith("//") or key in taken or first.startswith("_") or first in RESERVED_SEGMENTS:
            continue
        if [p for p in own_paths if key == p or key.startswith(p + "/")]:
            continue
        if "?" in key or "#" in key or " " in key:
            continue
        keys[key] = True
    return sorted(keys.keys())

def _site_redirects_impl(ctx):
    keys = declarable_sources(ctx.attr.sources, [doc.route for doc in docs_of(ctx.attr.pages) if doc.route], ctx.attr.own_paths)
    site = [ctx.actions.declare_file(ctx.attr.site + "/" + f) for f in ["_redirects", REDIRECT_SCRIPT]]
    pages = [ctx.actions.declare_file(ctx.attr.site + "/" + html_file_of(key)) for key in keys]
    listing = ctx.actions.declare_file(ctx.label.name + ".json")
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "SiteRedirects",
        "Checking %s and writing its redirects" % ctx.file.redirects.short_path,
        [ctx.file.redirects, ctx.file.manifest, ctx.file.renderer] + ctx.files.tables,
        site + pages + [listing],
        ["--redirects", ctx.file.redirects.path, "--manifest", ctx.file.manifest.path, "--renderer", ctx.file.renderer.path, "--site", site[0].dirname, "--list", listing.path] +
        [a for t in ctx.files.tables for a in ["--table", t.path]] + keys,
        # Not next to the first output: that is in the site.
        args_file = ctx.actions.declare_file(ctx.label.name + ".args"),
    )
    return [
        DefaultInfo(files = depset(site + pages)),
        OutputGroupInfo(listing = depset([listing])),
    ]

site_redirects = rule(
    implementation = _site_redirects_impl,
    doc = """Checks a redirects.yaml against the route table and writes, in `<site>/`,
`_redirects` (one `from to 301` line per rule, for hosts), a page at each source that sends
the reader on and `_redirect.js`, the script those pages load; and `<name>.json`, the rules
as `[{from, to}]` (output group `listing`), for steps that leave redirected paths out.

On a site with docs versions, a target may be a page of any version (`tables`), and a
source may not be a page of one, nor lie in a version's own files (`own_paths`).

Reads no doc page: editing the file runs this step (and what reads its files) only.""",
    attrs = {
        "redirects": attr.label(allow_single_file = [".yaml", ".yml"], mandatory = True, doc = "The redirects.yaml: `/old/path: /route`, one rule a line."),
        "sources": attr.string_list(mandatory = True, doc = "Its sources, as redirect_sources read them (REDIRECT_SOURCES)."),
        "pages": attr.label_list(providers = [DocPagesInfo], mandatory = True, doc = "The doc_page targets (which routes the docs take; no doc file is an input)."),
        "site": attr.string(mandatory = True, doc = "The deployable folder's name in this package (e.g. `dist`)."),
        "manifest": attr.label(allow_single_file = True, mandatory = True, doc = "The site_manifest (the routes a target may name)."),
        "tables": attr.label_list(allow_files = [".json"], doc = "On a site with cut versions: every version's route table (the routes a target may name)."),
        "own_paths": attr.string_list(doc = "The docs versions' own files and folders (version_own_paths): no source gets a page there."),
        "renderer": attr.label(allow_single_file = [".js"], mandatory = True, doc = "The site's server renderer bundle (the site's URL, for canonical links)."),
        "_tool": attr.label(default = "//tools/actions/redirects", executable = True, cfg = "exec"),
    },
)
