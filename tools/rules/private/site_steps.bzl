"""The site-wide steps that read every doc: `site_manifest` (doc sources → route table),
`version_facts` (the last docs version's facts, for the others' tables),
`link_check` (link facts → warnings), `search_index` (shards → index files) and
`site_files` (route table → sitemap.xml, robots.txt, llms.txt)."""

load(":content_files.bzl", "split_content")
load(":doc_groups.bzl", "doc_groups")
load(":node.bzl", "run_node_tool")
load(":providers.bzl", "DocPagesInfo", "docs_of", "group_files_of")
load(":site_layout.bzl", "DOCS_ROUTE_BASE", "UNVERSIONED", "search_files_of")

_PAGES = attr.label_list(providers = [DocPagesInfo], mandatory = True, doc = "doc_page targets.")

def _over_files(ctx, files, mnemonic, message, outputs, args, more_inputs = [], worker = False, args_file = None):
    """Runs the rule's tool once over `files` (every doc's, or every group's); their paths follow `args`."""
    run_node_tool(ctx, ctx.executable._tool, mnemonic, message % ctx.label, files + more_inputs, outputs, args + [f.path for f in files], worker = worker, args_file = args_file)

# Docs per DocMeta action: a body edit re-reads one group (its worker re-parses only the
# edited doc); a cold build adds one action per this many docs.
META_GROUP_SIZE = 100

def _site_manifest_impl(ctx):
    content = split_content(ctx.files.srcs, ctx.attr.content_root, ctx.attr.docs_dir)
    srcs, paths = content.docs, content.paths
    version = _version_flags(ctx)
    metas = []
    for group, members in sorted(doc_groups(paths, META_GROUP_SIZE).items()):
        out = ctx.actions.declare_file("%s/meta/%s.json" % (ctx.label.name, group))
        args = ["--metas", out.path] + (["--route-base", ctx.attr.route_base] if version else [])
        for i in members:
            args += [paths[i], srcs[i].path]
        run_node_tool(ctx, ctx.executable._tool, "DocMeta", "Reading the titles of %d docs in %s" % (len(members), group), [srcs[i] for i in members], [out], args, worker = True)
        metas.append(out)
    table = ctx.actions.declare_file(ctx.label.name + ".json")
    sidebars = _sidebars_args(ctx)
    categories = ["--category=%s=%s" % (folder, f.path) for folder, f in sorted(content.categories.items())]
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "SiteManifest",
        "Building the route table %s" % ctx.label,
        metas + ctx.files.sidebars + content.categories.values() + ([ctx.file.latest] if ctx.file.latest else []),
        [table],
        sidebars + ["--out", table.path] + categories + (["--drafts"] if ctx.attr.drafts else []) + version + [m.path for m in metas],
    )
    return [DefaultInfo(files = depset([table]))]

_SIDEBARS_EXTENSIONS = ["yaml", "yml", "json", "js", "cjs", "mjs", "ts", "cts", "mts"]

def _sidebars_args(ctx):
    """The sidebars file, or the one a cut version lacks (it then has no sidebar, as in Docusaurus)."""
    files = ctx.files.sidebars
    if len(files) > 1:
        fail("%s: sidebars is one file, not %d" % (ctx.label, len(files)))
    if files and files[0].extension not in _SIDEBARS_EXTENSIONS:
        fail("%s: the sidebars file is %s; it must end in .%s" % (ctx.label, files[0].short_path, ", .".join(_SIDEBARS_EXTENSIONS)))
    if files:
        return ["--sidebars", files[0].path]
    if not ctx.attr.sidebars_file:
        fail("%s: sidebars names no file, and no sidebars_file says which one a docs version lacks" % ctx.label)
    return ["--sidebars", ctx.attr.sidebars_file, "--sidebars-absent"]

def _version_flags(ctx):
    """The version flags of a docs version's table; none for current at /docs, whose table is an unversioned site's."""
    a = ctx.attr
    if (a.version_name, a.version_label, a.route_base, a.docs_dir, a.search_base, a.banner) == ("current", "Next", DOCS_ROUTE_BASE, "docs", "/", "") and not (a.badge or a.versioned or a.newer_than_latest or a.latest):
        return []
    flags = ["--version-name", a.version_name, "--version-label", a.version_label, "--route-base", a.route_base, "--docs-dir", a.docs_dir, "--search-base", a.search_base]
    flags += ["--banner", a.banner] if a.banner else []
    flags += ["--latest", ctx.file.latest.path] if ctx.file.latest else []
    return flags + [flag for flag, on in [("--badge", a.badge), ("--versioned", a.versioned), ("--newer-than-latest", a.newer_than_latest)] if on]

site_manifest = rule(
    implementation = _site_manifest_impl,
    doc = """The route/title table, from the docs' sources and the sidebars file, made before any
doc is compiled (each doc's action renders its HTML with it).

Docs are read in groups of up to 100 per folder (mnemonic DocMeta, a persistent worker that
re-reads only the docs whose digest changed) into `<name>/meta/<folder>.<n>.json`; one more
action (SiteManifest) joins those files and the sidebars into `<name>.json`. The table has
no content hashes: a body edit gives its group's file the same bytes, so neither the table
nor the doc actions that read it are looked at again. Drafts are in the table only with
`drafts`; a doc action leaves out a draft the table does not list.""",
    attrs = {
        "srcs": attr.label_list(allow_files = True, mandatory = True, doc = "The content folder's files: docs, `_category_` files (others are ignored)."),
        "content_root": attr.string(mandatory = True, doc = "Workspace path that routes are relative to (e.g. `content`)."),
        # Any file: a cut version's filegroup may be empty, which a list of extensions refuses.
        "sidebars": attr.label(
            allow_files = True,
            mandatory = True,
            doc = "The sidebars file: our sidebars.yaml, or a Docusaurus sidebars file (.json, or .js/.cjs/.mjs/.ts/.cts/.mts, evaluated alone: it may import nothing). A cut version's may be an empty filegroup: it has none (`sidebars_file`).",
        ),
        "sidebars_file": attr.string(doc = "A cut version's sidebars file's workspace path, named in the warning when the version has none."),
        "drafts": attr.bool(doc = "Publish the docs whose front matter says `draft: true` (a watch build); by default they are left out."),
        "version_name": attr.string(default = "current", doc = "The docs version of the table (resolve_versions)."),
        "version_label": attr.string(default = "Next", doc = "Its label."),
        "route_base": attr.string(default = DOCS_ROUTE_BASE, doc = "Its route base (`/docs/1.2`)."),
        "docs_dir": attr.string(default = "docs", doc = "Its folder under the content root (`versioned_docs/version-1.2`): its docs are read as `docs/…`."),
        "search_base": attr.string(default = "/", doc = "Its search base: `/` for the last version, else `<route_base>/`."),
        "banner": attr.string(values = ["", "unreleased", "unmaintained"], doc = "Its banner; none by default."),
        "badge": attr.bool(doc = "Show the version badge."),
        "versioned": attr.bool(doc = "The site has cut versions (the docs' ids go into the table)."),
        "newer_than_latest": attr.bool(doc = "The version is listed before the last version."),
        "latest": attr.label(allow_single_file = [".json"], doc = "The last version's facts (`{name, label, path, mainDocRoute}`), for a version that is not the last."),
        "_tool": attr.label(default = "//tools/actions/manifest", executable = True, cfg = "exec"),
    },
)

def _version_facts_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".json")
    run_node_tool(ctx, ctx.executable._tool, "VersionFacts", "Reading the docs version facts of %s" % ctx.attr.manifest.label, [ctx.file.manifest], [out], ["--facts-of", ctx.file.manifest.path, "--out", out.path])
    return [DefaultInfo(files = depset([out]))]

version_facts = rule(
    implementation = _version_facts_impl,
    doc = """The last docs version's facts (`{name, label, path, mainDocRoute}`) from its route table,
for the other versions' tables (site_manifest's `latest`): its bytes change only with those
facts, so a title edit in the last version reruns no other version's table.""",
    attrs = {
        "manifest": attr.label(allow_single_file = True, mandatory = True, doc = "The last version's site_manifest."),
        "_tool": attr.label(default = "//tools/actions/manifest", executable = True, cfg = "exec"),
    },
)

def _link_check_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".txt")
    args = ["--out", out.path, "--renderer", ctx.file.renderer.path]
    if ctx.attr.severity:
        args += ["--severity", ctx.attr.severity]
    if ctx.attr.versions:
        args += ["--versions", ctx.attr.versions]
    _over_files(ctx, group_files_of(ctx.attr.pages, "links") + ctx.files.generated_links, "LinkCheck", "Checking links and anchors %s", [out], args, [ctx.file.renderer])
    return [DefaultInfo(files = depset([out]))]

link_check = rule(
    implementation = _link_check_impl,
    doc = """Reports broken links, broken markdown links, broken anchors and duplicate routes.

They are warnings by default (the spec says so): printed with file and line, written to
`<name>.txt`, and the build still succeeds. When the site configuration's `onBrokenLinks`
(or `severity`) is "throw", broken links and anchors fail the build, every one listed. On a
site with docs versions, a broken link names the version that lacks the page and where
another version has it.""",
    attrs = {
        "pages": _PAGES,
        "renderer": attr.label(allow_single_file = [".js"], mandatory = True, doc = "The site's server renderer bundle: its buildConfig() holds onBrokenLinks."),
        "severity": attr.string(values = ["", "warn", "throw"], doc = "Overrides the configuration's onBrokenLinks (`--define=broken_links=throw`)."),
        "generated_links": attr.label(allow_files = [".json"], doc = "The generated index pages' links (prerender's output group `links`), a list of LinkFacts."),
        "versions": attr.string(doc = "On a site with cut versions: its docs versions as JSON, `[{name, label, path, isLast}]` in Docusaurus's order (link_versions_json)."),
        "_tool": attr.label(default = "//tools/actions/linkcheck", executable = True, cfg = "exec"),
    },
)

# A site of more than about 1.4 times this many docs is merged in segments of about this many,
# an action each, so that no action holds every doc's shard and an edit merges its segment again
# (SegmentedIndexFile in contracts/searchIndex.ts). A search reads each segment's postings of its
# words, so segments cost readers bytes: a first search at 100,000 docs read 62 kB gzip from one
# index and 260 kB from 11 segments.
SEARCH_SEGMENT_DOCS = 25600

def _segment_count(docs, segment_docs):
    """How many segments `docs` docs make: the power of two nearest docs / segment_docs on a log scale (1 up to about 1.4 × segment_docs)."""
    count = 1
    for _ in range(20):
        if count * 2 * segment_docs > docs:
            break
        count *= 2

    # Twice as many once the ratio is past count × √2.
    return count * 2 if docs * 1000 >= 1414 * count * segment_docs else count

def search_segments(pages, segment_docs = SEARCH_SEGMENT_DOCS):
    """The search segments of a site: (name, shards files) for each; one, named "", for a site of up to about 1.4 × `segment_docs` docs.

    The number of segments is a power of two, so it stays while the site grows or shrinks by
    less than half; each group of docs is in the segment its name hashes to, so adding or
    removing a group changes that segment only. Segments are named by number.

    Args:
      pages: the doc_page targets.
      segment_docs: docs per segment, about.

    Returns:
      list of (string, list of File).
    """
    shards = group_files_of(pages, "shards")
    count = _segment_count(len(docs_of(pages)), segment_docs)
    if count == 1:
        return [("", shards)]
    segments = [("%d" % k, []) for k in range(count)]
    for t in pages:
        prefix = "%s/%s/" % (t.label.package, t.label.name) if t.label.package else t.label.name + "/"
        for f in t[DocPagesInfo].shards:
            group = f.short_path[len(prefix):] if f.short_path.startswith(prefix) else f.short_path
            segments[hash(group) % count][1].append(f)
    return [segment for segment in segments if segment[1]]

def _search_index_impl(ctx):
    search = search_files_of(ctx.attr.search_base)
    files = [ctx.actions.declare_file(ctx.attr.site + "/" + f) for f in search.files]
    manifest = ctx.file.manifest
    out_dir = files[0].dirname
    synonyms = ["--synonyms", ctx.file.synonyms.path] if ctx.file.synonyms else []
    segments = search_segments(ctx.attr.pages, ctx.attr.segment_docs)
    if len(segments) == 1:
        chunks = ctx.actions.declare_directory(ctx.attr.site + "/" + search.chunk_dir)
        args = ["--manifest", manifest.path, "--out-dir", out_dir] + synonyms
        _over_files(ctx, segments[0][1], "SearchIndex", "Merging search shards %s", files + [chunks], args, [manifest] + ctx.files.synonyms, worker = True, args_file = ctx.actions.declare_file(ctx.label.name + ".args"))
        return [DefaultInfo(files = depset(files + [chunks]))]
    trees, entries = [], []
    for name, shards in segments:
        tree = ctx.actions.declare_directory("%s/%s/%s" % (ctx.attr.site, search.chunk_dir, name))
        out = ctx.actions.declare_file("%s_segments/%s.json" % (ctx.label.name, name))
        args = ["--manifest", manifest.path, "--out-dir", out_dir, "--segment", name, "--entries", out.path]
        run_node_tool(
            ctx,
            ctx.executable._tool,
            "SearchIndex",
            "Merging the search shards of %d groups (segment %s) %s" % (len(shards), name, ctx.label),
            shards + [manifest],
            [tree, out],
            args + [f.path for f in shards],
            worker = True,
            args_file = ctx.actions.declare_file("%s_segments/%s.args" % (ctx.label.name, name)),
        )
        trees.append(tree)
        entries.append(out)

    # Not in the merge's worker: each request gives a sandboxed worker the inputs it names and
    # removes the others, so this step's few inputs made it remove a segment's 1,000 input links,
    # which the next merge made again (0.5-0.7 s of a one-doc edit at 100,000 docs). Run once, it
    # takes a tenth of a second.
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "SearchIndexFiles",
        "Writing the search index of %d segments %s" % (len(segments), ctx.label),
        entries + ctx.files.synonyms,
        files,
        ["--out-dir", out_dir, "--index"] + synonyms + [f.path for f in entries],
        args_file = ctx.actions.declare_file(ctx.label.name + ".args"),
    )
    return [DefaultInfo(files = depset(files + trees))]

search_index = rule(
    implementation = _search_index_impl,
    doc = """Merges the docs' search shards (a file per group of docs) into one index file per search context.

A site of more than about 1.4 × SEARCH_SEGMENT_DOCS docs is merged in segments (search_segments), an
action each with its own chunk folder (`search-chunks/<segment>/`), and its index files are
written from their entries by one more, small action.

Writes, at their deployed places in `<site>/`, `search-index.json` (every doc) and
`search-index-docs-api.json` (the 'docs/api' context), `search-manifest.json` with their
content hashes, and the chunk files they name under `search-chunks/`. Runs in a
persistent worker (mnemonic SearchIndex) that re-parses only the shards whose bytes
changed; `--config=oneshot` runs it once per build, with the same bytes.""",
    attrs = {
        "pages": _PAGES,
        "site": attr.string(mandatory = True, doc = "The deployable folder's name in this package (e.g. `dist`)."),
        "manifest": attr.label(allow_single_file = True, mandatory = True, doc = "The site_manifest (breadcrumbs come from its sidebars)."),
        "synonyms": attr.label(allow_single_file = [".yaml"], doc = "The docs team's search synonyms (checked here, sent in search-manifest.json)."),
        "search_base": attr.string(default = UNVERSIONED.search_base, doc = "The docs version's search base: its files go there (`/docs/1.2/`); its scopes come from its table's route base."),
        "segment_docs": attr.int(default = SEARCH_SEGMENT_DOCS, doc = "Docs per search segment, about; a site of up to 1.4 times as many has one (tests make it small)."),
        "_tool": attr.label(default = "//tools/actions/searchindex", executable = True, cfg = "exec"),
    },
)

def _site_files_impl(ctx):
    names = ["sitemap.xml", "robots.txt"] + (["llms.txt"] if ctx.attr.llms_txt else [])
    outs = [ctx.actions.declare_file(ctx.attr.site + "/" + name) for name in names]
    args = ["--out", outs[0].dirname, "--manifest", ctx.file.manifest.path, "--renderer", ctx.file.renderer.path]

    # Each deployed doc's last commit, by route (doc_page's), for the sitemap's lastmod.
    dates = sorted([(doc.route, doc.date) for doc in docs_of(ctx.attr.pages) if doc.route and doc.date])
    for route, f in dates:
        args += ["--lastmod", "%s=%s" % (route, f.path)]
    for table in ctx.files.tables:
        args += ["--table", table.path]
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "SiteFiles",
        "Writing %s" % ", ".join(names),
        [ctx.file.manifest, ctx.file.renderer] + ctx.files.tables + [f for _, f in dates],
        outs,
        args + (["--llms"] if ctx.attr.llms_txt else []),
        # Bazel would put the @params file beside the first output, inside the site: name one outside it.
        args_file = ctx.actions.declare_file(ctx.label.name + ".args"),
    )
    return [DefaultInfo(files = depset(outs))]

site_files = rule(
    implementation = _site_files_impl,
    doc = """What crawlers and tools read at the site's root: `sitemap.xml` (the home page and every
published, listed doc), `robots.txt` (naming the sitemap) and, with `llms_txt`, `llms.txt` (each
sidebar as links to its docs' Markdown), from the route table and the site configuration. On a
site with docs versions the sitemap lists every version's docs (`tables`); llms.txt lists the
last version's, the one served at /docs.""",
    attrs = {
        "site": attr.string(mandatory = True, doc = "The deployable folder's name in this package."),
        "manifest": attr.label(allow_single_file = True, mandatory = True, doc = "The site_manifest (the last docs version's, on a site with cut versions)."),
        "tables": attr.label_list(allow_files = [".json"], doc = "On a site with cut versions: every version's route table, for the sitemap."),
        "renderer": attr.label(allow_single_file = [".js"], mandatory = True, doc = "The site's server renderer bundle: its buildConfig() holds the site's URL, title and tagline."),
        "llms_txt": attr.bool(doc = "Write llms.txt (its links lead to the docs' Markdown, which doc_page writes with the same setting)."),
        "pages": attr.label_list(providers = [DocPagesInfo], doc = "The doc_page targets: each doc's route and last commit (its `dates`), the sitemap's lastmod."),
        "_tool": attr.label(default = "//tools/actions/sitefiles", executable = True, cfg = "exec"),
    },
)
