"""`doc_page`: compiles docs, one action per group of docs, in a persistent worker."""

load(":content_files.bzl", "split_content")
load(":doc_groups.bzl", "doc_groups")
load(":node.bzl", "run_node_tool")
load(":providers.bzl", "doc_pages_info")
load(":site_layout.bzl", "DOCS_ROUTE_BASE", "ROUTE_FRONT_MATTER_ATTR", "dates_by_doc", "deployed_routes", "group_text_dir_of", "html_file_of", "markdown_file_of", "page_data_file_of", "route_front_matters", "table_parts_dir_of", "version_front_matters")

# What a doc's HTML is rendered with: given all together, or none (no HTML).
_RENDERING = ["manifest", "assets", "renderer"]

# Docs per DocPage action. A cold build pays Bazel's own cost per action, more than
# compiling a doc takes, so docs are compiled in groups; a body edit
# re-runs its group, whose persistent worker compiles only the edited doc and links the
# others' outputs it kept (tools/actions/worker/keptOutputs.ts).
PAGE_GROUP_SIZE = 25

def _declare(ctx, src, path, route, dates):
    """A doc's output files, and its last commit's file (none: untracked or generated)."""
    base = ctx.label.name + "/" + path

    # A deployed doc's page data is written where the site serves it.
    deployed = bool(ctx.attr.site) and route != None
    page = ctx.attr.site + "/" + page_data_file_of(route) if deployed else base + ".page.json"
    return struct(
        src = src,
        date = dates.get(src.short_path) if src.is_source else None,
        doc_path = path,
        route = route,
        deployed = deployed,
        page = ctx.actions.declare_file(page),
        html = ctx.actions.declare_file(ctx.attr.site + "/" + html_file_of(route)) if deployed and ctx.file.manifest else None,
        markdown = ctx.actions.declare_file(ctx.attr.site + "/" + markdown_file_of(route)) if deployed and ctx.attr.markdown else None,
    )

def _outputs(doc):
    return [f for f in [doc.page, doc.html, doc.markdown] if f]

def _texts_folders(ctx, group, docs):
    """The group's folders of section texts, one for its deployed docs (where the site serves it) and one for the rest, if it has such docs.

    Returns:
      dict of deployed (bool) → the folder (a tree artifact).
    """
    folders = {}
    kinds = {doc.deployed: True for doc in docs}
    for deployed in [k for k in [True, False] if k in kinds]:
        path = ctx.attr.site + "/" + ctx.attr.search_base[1:] + group_text_dir_of(group) if deployed else "%s/%s.texts" % (ctx.label.name, group)
        folders[deployed] = ctx.actions.declare_directory(path)
    return folders

def _compile_group(ctx, group, docs, files_beside):
    """One action for a group of docs: the flags they share, then each doc's after `--doc`.

    Every file beside the docs is an input, so a doc may link any of them (`../img/x.png`);
    the tool lists the ones its docs did not use, so that editing one of those does not run
    the group again.

    Returns:
      the group's search shards file, its link facts file and its deployed section texts folder (or None).
    """
    texts = _texts_folders(ctx, group, docs)
    shards = ctx.actions.declare_file("%s/%s.shards.json" % (ctx.label.name, group))
    links = ctx.actions.declare_file("%s/%s.links.json" % (ctx.label.name, group))
    unused = ctx.actions.declare_file("%s/%s.unused" % (ctx.label.name, group))
    args = ctx.actions.args()
    args.add("--shards", shards)
    args.add("--links", links)
    args.add("--unused", unused)
    for path, f in sorted(files_beside.items()):
        args.add("--file", "%s=%s" % (path, f.path))
    inputs = [doc.src for doc in docs] + [doc.date for doc in docs if doc.date] + files_beside.values()

    # Current's docs at /docs get no flag: their actions stay an unversioned site's.
    if ctx.attr.route_base != DOCS_ROUTE_BASE or ctx.attr.docs_dir != "docs":
        args.add("--route-base", ctx.attr.route_base)
        args.add("--docs-dir", ctx.attr.docs_dir)
    if ctx.file.anchor_routes:
        args.add("--anchor-routes", ctx.file.anchor_routes)
        inputs.append(ctx.file.anchor_routes)
    if ctx.file.manifest:
        for attr_name in _RENDERING:
            rendering = getattr(ctx.file, attr_name)
            args.add("--" + attr_name, rendering)
            inputs.append(rendering)
    tables = None
    if any([doc.html for doc in docs]):
        parts_dir = table_parts_dir_of(ctx.attr.route_base, group)
        tables = ctx.actions.declare_directory(ctx.attr.site + "/" + parts_dir)
        args.add("--table-parts", tables.path)
        args.add("--table-parts-at", "/" + parts_dir + "/")
    for doc in docs:
        args.add("--doc")
        args.add("--src", doc.src)
        args.add("--doc-path", doc.doc_path)
        if doc.route != None:
            args.add("--route", doc.route)
        if doc.date:
            args.add("--date", doc.date)
        args.add("--page", doc.page)
        args.add("--texts", texts[doc.deployed].path)
        args.add("--texts-at", group_text_dir_of(group))
        if doc.html:
            args.add("--html", doc.html)
        if doc.markdown:
            args.add("--markdown", doc.markdown)
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "DocPage",
        "Compiling %s" % (docs[0].doc_path if len(docs) == 1 else "%d docs in %s" % (len(docs), group)),
        inputs,
        # Bazel writes the @params file next to the first output (the shards file): not a deployed file.
        [shards, links, unused] + texts.values() + ([tables] if tables else []) + [f for doc in docs for f in _outputs(doc)],
        args,
        worker = True,
        unused_inputs_list = unused,
    )
    return struct(shards = shards, links = links, texts = texts.values(), deployed_texts = texts.get(True), tables = tables)

def _doc_page_impl(ctx):
    given = [a for a in _RENDERING if getattr(ctx.attr, a)]
    if given and len(given) != len(_RENDERING):
        fail("doc_page renders HTML with manifest, assets and renderer together; only %s given" % ", ".join(given))

    if ctx.attr.search_base not in ["/", ctx.attr.route_base + "/"]:
        fail("doc_page: search_base is \"/\" (the last version's) or route_base + \"/\", not %r" % ctx.attr.search_base)
    content = split_content(ctx.files.srcs, ctx.attr.content_root, ctx.attr.docs_dir)
    srcs, paths = content.docs, content.paths
    front_matters = version_front_matters(route_front_matters(ctx.attr.route_front_matter), ctx.attr.docs_dir)
    routes = deployed_routes(paths, front_matters, ctx.attr.route_base)
    dates = dates_by_doc(ctx.files.dates)
    docs = [_declare(ctx, src, path, routes.get(path), dates) for src, path in zip(srcs, paths)]
    readable = dict(content.files)  # what a doc may show, link or (partials) include
    readable.update(content.partials)
    groups = [
        _compile_group(ctx, group, [docs[i] for i in members], readable)
        for group, members in sorted(doc_groups(paths, PAGE_GROUP_SIZE).items())
    ]
    shards = [g.shards for g in groups]
    links = [g.links for g in groups]
    texts = [f for g in groups for f in g.texts]
    tables = [g.tables for g in groups if g.tables]
    return [
        doc_pages_info(docs, shards, links, [g.deployed_texts for g in groups if g.deployed_texts], tables),
        DefaultInfo(files = depset(shards + links + texts + tables + [f for d in docs for f in _outputs(d)])),
    ]

doc_page = rule(
    implementation = _doc_page_impl,
    doc = """Compiles docs, one action per group of up to PAGE_GROUP_SIZE docs of a folder (mnemonic
DocPage), in a persistent worker by default.

Each doc gives its page data, and its HTML page in a site: `.page.json` (HTML body, TOC) at
`<site>/_page/<route>.json` (or under `<name>/<doc path>` for a doc that lost its route to
another). Each group gives the folder of its docs' section texts for search snippets,
`<site>/search-texts/<group>.texts/` (one Bazel tree artifact per group, not per doc), and
given HTML, the folder of its pages' parts of the route table, `<site>/_table<route base>/<group>/`,
`<name>/<group>.shards.json`, its docs' search shards (search documents, terms counted, texts
placed), and `<name>/<group>.links.json`, their link facts (anchors and outgoing links with
lines), a line each: the search merge and the link check read one file per group rather
than one per doc. Given the site's route table, asset list and server renderer, the same
action renders the doc's full HTML page at `<site>/<route>/index.html`. A body edit re-runs
its group's action, and the worker compiles that doc alone: the other docs' outputs are the
files it wrote before, linked into place (their digests stay, so nothing downstream of them
runs). `--config=oneshot` runs the same tool once per group, with the same bytes.""",
    attrs = {
        "srcs": attr.label_list(allow_files = True, mandatory = True, doc = "The content folder's files; its Markdown pages are compiled."),
        "content_root": attr.string(mandatory = True, doc = "Workspace path that routes are relative to (e.g. `content`)."),
        "site": attr.string(doc = "The deployable folder's name in this package (e.g. `dist`), where page data goes; none keeps it under `<name>/`."),
        "anchor_routes": attr.label(allow_single_file = [".json"], doc = "Anchor id → route map for links across pages."),
        "manifest": attr.label(allow_single_file = True, doc = "The site_manifest (route table) the HTML is rendered with; none renders no HTML."),
        "markdown": attr.bool(doc = "Also write each deployed doc as Markdown at its route plus `.md` (what llms.txt links)."),
        "assets": attr.label(allow_single_file = True, doc = "The client bundle's asset list (assets.json), with `manifest`."),
        "renderer": attr.label(allow_single_file = [".js"], doc = "The site's server renderer bundle (a node_bundle exporting `renderer`), with `manifest`."),
        "dates": attr.label(allow_files = True, doc = "git_dates' filegroup: each tracked doc's last commit (date, author); a doc's group gets its docs' files only."),
        "route_front_matter": ROUTE_FRONT_MATTER_ATTR,
        "route_base": attr.string(default = DOCS_ROUTE_BASE, doc = "The docs version's route base (`/docs/1.2`): its docs' routes are under it."),
        "docs_dir": attr.string(default = "docs", doc = "The docs version's folder under the content root (`versioned_docs/version-1.2`): its docs are read as `docs/…` (ids, sidebars, links, `route_front_matter`)."),
        "search_base": attr.string(default = "/", doc = "The docs version's search base: `/` for the last version, else `<route_base>/` (its section texts go there)."),
        "_tool": attr.label(default = "//tools/actions/docpage", executable = True, cfg = "exec"),
    },
)
