"""Rules that turn docs into a site: doc_page, site_manifest, link_check, search_index,
client_bundle, prerender and site_assembly. `docs_site` in site.bzl wires them together."""

DocPagesInfo = provider(
    doc = "The compiled docs of a doc_page target.",
    fields = {"docs": "list of struct(src, doc_path, page, meta, shard, links)"},
)

# Actions that may run in a persistent worker (JSON protocol; see tools/worker).
_WORKER = {"supports-workers": "1", "requires-worker-protocol": "json"}

def _doc_path(src, content_root):
    path = src.short_path
    prefix = content_root + "/" if content_root else ""
    if not path.startswith(prefix):
        fail("%s is not under the content root %s" % (path, content_root))
    return path[len(prefix):]

def _doc_page_impl(ctx):
    docs = []
    for src in ctx.files.srcs:
        doc_path = _doc_path(src, ctx.attr.content_root)
        base = ctx.label.name + "/" + doc_path
        page = ctx.actions.declare_file(base + ".page.json")
        meta = ctx.actions.declare_file(base + ".meta.json")
        shard = ctx.actions.declare_file(base + ".shard.json")
        links = ctx.actions.declare_file(base + ".links.json")
        args = ctx.actions.args()
        args.add("--src", src)
        args.add("--doc-path", doc_path)
        args.add("--page", page)
        args.add("--meta", meta)
        args.add("--shard", shard)
        args.add("--links", links)
        inputs = [src]
        if ctx.file.anchor_routes:
            args.add("--anchor-routes", ctx.file.anchor_routes)
            inputs.append(ctx.file.anchor_routes)
        args.use_param_file("@%s", use_always = True)
        args.set_param_file_format("multiline")
        ctx.actions.run(
            executable = ctx.executable._tool,
            arguments = [args],
            inputs = inputs,
            outputs = [page, meta, shard, links],
            mnemonic = "DocPage",
            progress_message = "Compiling doc %s" % doc_path,
            execution_requirements = _WORKER,
        )
        docs.append(struct(src = src, doc_path = doc_path, page = page, meta = meta, shard = shard, links = links))
    return [
        DocPagesInfo(docs = docs),
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
        "srcs": attr.label_list(allow_files = [".md"], mandatory = True),
        "content_root": attr.string(mandatory = True, doc = "Workspace path that routes are relative to (e.g. `content`)."),
        "anchor_routes": attr.label(allow_single_file = [".json"], doc = "Anchor id → route map for links across pages."),
        "_tool": attr.label(default = "//tools/docpage", executable = True, cfg = "exec"),
    },
)

def _files(ctx, field):
    return [getattr(d, field) for t in ctx.attr.pages for d in t[DocPagesInfo].docs]

def _run_node_tool(ctx, tool, mnemonic, message, inputs, outputs, arguments, execution_requirements = None):
    args = ctx.actions.args()
    args.add_all(arguments)
    args.use_param_file("@%s", use_always = True)
    args.set_param_file_format("multiline")
    ctx.actions.run(
        executable = tool,
        arguments = [args],
        inputs = inputs,
        outputs = outputs,
        mnemonic = mnemonic,
        progress_message = message,
        execution_requirements = execution_requirements,
    )

def _site_manifest_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".json")
    metas = _files(ctx, "meta")
    _run_node_tool(ctx, ctx.executable._tool, "SiteManifest", "Building the route table %s" % ctx.label, metas + [ctx.file.sidebars], [out], ["--sidebars", ctx.file.sidebars.path, "--out", out.path] + [m.path for m in metas])
    return [DefaultInfo(files = depset([out]))]

site_manifest = rule(
    implementation = _site_manifest_impl,
    doc = """Merges the docs' meta files and the sidebars file into the route/title table.

The table has no content hashes: a body edit that keeps a doc's title leaves it
byte-identical, so nothing that depends on it re-runs.""",
    attrs = {
        "pages": attr.label_list(providers = [DocPagesInfo], mandatory = True),
        "sidebars": attr.label(allow_single_file = [".yaml", ".yml"], mandatory = True),
        "_tool": attr.label(default = "//tools/manifest", executable = True, cfg = "exec"),
    },
)

def _link_check_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".txt")
    links = _files(ctx, "links")
    _run_node_tool(ctx, ctx.executable._tool, "LinkCheck", "Checking links and anchors %s" % ctx.label, links, [out], ["--out", out.path] + [f.path for f in links])
    return [DefaultInfo(files = depset([out]))]

link_check = rule(
    implementation = _link_check_impl,
    doc = """Reports broken links, broken markdown links, broken anchors and duplicate routes.

They are warnings (the spec says so): printed with file and line, written to
`<name>.txt`, and the build still succeeds.""",
    attrs = {
        "pages": attr.label_list(providers = [DocPagesInfo], mandatory = True),
        "_tool": attr.label(default = "//tools/linkcheck", executable = True, cfg = "exec"),
    },
)

def _search_index_impl(ctx):
    out_dir = ctx.actions.declare_directory(ctx.label.name)
    shards = _files(ctx, "shard")
    _run_node_tool(ctx, ctx.executable._tool, "SearchIndex", "Merging search shards %s" % ctx.label, shards + [ctx.file.manifest], [out_dir], ["--manifest", ctx.file.manifest.path, "--out-dir", out_dir.path] + [s.path for s in shards], _WORKER)
    return [DefaultInfo(files = depset([out_dir]))]

search_index = rule(
    implementation = _search_index_impl,
    doc = """Merges the per-doc search shards into one index file per search context.

Writes `search-index.json` (every doc) and `search-index-docs-api.json` (the
'docs/api' context), and `search-manifest.json` with their content hashes. Runs in a
persistent worker (mnemonic SearchIndex) that re-parses only the shards whose digest
changed; `--config=oneshot` runs it once per build, with the same bytes.""",
    attrs = {
        "pages": attr.label_list(providers = [DocPagesInfo], mandatory = True),
        "manifest": attr.label(allow_single_file = True, mandatory = True),
        "_tool": attr.label(default = "//indexer:merge", executable = True, cfg = "exec"),
    },
)

PrerenderInfo = provider(
    doc = "The prerendered HTML of a prerender target.",
    fields = {"html": "dict: doc path -> HTML File", "special": "directory with index.html, search/index.html, 404.html"},
)

def _prerender_impl(ctx):
    html_of = {}
    common = [ctx.file.manifest, ctx.file.assets]
    for t in ctx.attr.pages:
        for d in t[DocPagesInfo].docs:
            html = ctx.actions.declare_file(ctx.label.name + "/" + d.doc_path + ".html")
            args = ctx.actions.args()
            args.add_all(["--page", d.page, "--manifest", ctx.file.manifest, "--assets", ctx.file.assets, "--out", html])
            args.use_param_file("@%s", use_always = True)
            args.set_param_file_format("multiline")
            ctx.actions.run(
                executable = ctx.executable._tool,
                arguments = [args],
                inputs = common + [d.page],
                outputs = [html],
                mnemonic = "Prerender",
                progress_message = "Prerendering %s" % d.doc_path,
                execution_requirements = _WORKER,
            )
            html_of[d.doc_path] = html

    # The pages that are not docs: home, search, not-found.
    special = ctx.actions.declare_directory(ctx.label.name + "_special")
    _run_node_tool(ctx, ctx.executable._tool, "PrerenderSpecial", "Prerendering home, search and 404", common, [special], ["--special", special.path, "--manifest", ctx.file.manifest.path, "--assets", ctx.file.assets.path])
    return [
        PrerenderInfo(html = html_of, special = special),
        DefaultInfo(files = depset(html_of.values() + [special])),
    ]

prerender = rule(
    implementation = _prerender_impl,
    doc = """Prerenders every doc to full HTML, one action per doc (mnemonic Prerender, worker).

A page's HTML depends on its own page artifact and on the site-wide route table and
asset list, never on another doc's body. Home, /search and 404 come from one more action.""",
    attrs = {
        "pages": attr.label_list(providers = [DocPagesInfo], mandatory = True),
        "manifest": attr.label(allow_single_file = True, mandatory = True),
        "assets": attr.label(allow_single_file = True, mandatory = True, doc = "The client bundle's asset list (assets.json)."),
        "_tool": attr.label(default = "//tools/prerender", executable = True, cfg = "exec"),
    },
)

def _page_triple(doc):
    return ["--page", doc.doc_path, doc.page.path, doc.html.path]

def _site_assembly_impl(ctx):
    out = ctx.actions.declare_directory(ctx.label.name)
    rendered = ctx.attr.prerendered[PrerenderInfo]
    docs = [struct(doc_path = d.doc_path, page = d.page, html = rendered.html[d.doc_path]) for t in ctx.attr.pages for d in t[DocPagesInfo].docs]
    args = ctx.actions.args()
    args.add_all(["--out", out.path, "--manifest", ctx.file.manifest.path])
    args.add_all(docs, map_each = _page_triple)
    args.add_all([rendered.special] + ctx.files.dirs, before_each = "--dir", expand_directories = False)
    for f in ctx.files.static:
        args.add_all(["--static", ctx.attr.static_root, f.path])
    args.use_param_file("@%s", use_always = True)
    args.set_param_file_format("multiline")
    ctx.actions.run(
        executable = ctx.executable._tool,
        arguments = [args],
        inputs = [d.page for d in docs] + [d.html for d in docs] + [rendered.special, ctx.file.manifest] + ctx.files.dirs + ctx.files.static + ctx.files.checks,
        outputs = [out],
        mnemonic = "SiteAssembly",
        progress_message = "Assembling %s" % out.short_path,
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
        "pages": attr.label_list(providers = [DocPagesInfo], mandatory = True),
        "prerendered": attr.label(providers = [PrerenderInfo], mandatory = True),
        "manifest": attr.label(allow_single_file = True, mandatory = True),
        "dirs": attr.label_list(allow_files = True, doc = "Directories copied into the root (bundle assets, search index)."),
        "static": attr.label_list(allow_files = True, doc = "Files copied to their path under `static_root`."),
        "static_root": attr.string(default = "site/static"),
        "checks": attr.label_list(allow_files = True, doc = "Reports that must be made with the site (the link check); not copied."),
        "_tool": attr.label(default = "//tools/assemble", executable = True, cfg = "exec"),
    },
)

def _client_bundle_impl(ctx):
    # A folder that holds assets/, so the assembly can copy it into the site root as is.
    out_dir = ctx.actions.declare_directory(ctx.label.name + "/root")
    assets_json = ctx.actions.declare_file(ctx.label.name + "/assets.json")
    sources = depset(ctx.files.srcs)
    npm = [f for f in ctx.files._npm if f.basename == "node_modules"][0]
    _run_node_tool(
        ctx,
        ctx.executable._tool,
        "ClientBundle",
        "Bundling the client %s" % ctx.label,
        depset(ctx.files.srcs + ctx.files._npm, transitive = [sources]),
        [out_dir, assets_json],
        ["--out-dir", out_dir.path + "/assets", "--assets-json", assets_json.path, "--npm", npm.path, "--entry", ctx.file.entry.path, "--worker", ctx.file.worker.path, "--css", ctx.file.css.path],
    )
    return [
        DefaultInfo(files = depset([out_dir, assets_json])),
        OutputGroupInfo(root = depset([out_dir]), assets_json = depset([assets_json])),
    ]

client_bundle = rule(
    implementation = _client_bundle_impl,
    doc = """Bundles the React client with esbuild: ESM, lazy per-route chunks, content-hashed names.

Outputs `<name>/root/assets/` (output group `root`, served at /assets/) and
`<name>/assets.json` (output group `assets_json`), the list the prerender puts into
every page (entry, modulepreload chunks, CSS, search worker).""",
    attrs = {
        "srcs": attr.label_list(allow_files = True, mandatory = True, doc = "Every TS/TSX/CSS file the bundle may read."),
        "entry": attr.label(allow_single_file = True, mandatory = True),
        "worker": attr.label(allow_single_file = True, mandatory = True),
        "css": attr.label(allow_single_file = True, mandatory = True),
        "_npm": attr.label(default = "@npm//:packages", allow_files = True),
        "_tool": attr.label(default = "//tools/bundle", executable = True, cfg = "exec"),
    },
)

def _api_reference_impl(ctx):
    outs = []
    for sub in ctx.attr.submodules:
        name = sub[len(ctx.attr.package) + 1:] if sub.startswith(ctx.attr.package + ".") else sub
        outs.append(ctx.actions.declare_file(ctx.attr.out_dir + "/" + name + ".md"))
    root = ctx.actions.declare_file(ctx.attr.out_dir + "/" + ctx.attr.package + ".md")
    anchors = ctx.actions.declare_file(ctx.label.name + ".anchors.json")
    npm = [f for f in ctx.files._npm if f.basename == "node_modules"][0]
    _run_node_tool(
        ctx,
        ctx.executable._tool,
        "ApiReference",
        "Generating the API reference of %s with jsii-docgen" % ctx.attr.package,
        ctx.files._npm,
        outs + [root, anchors],
        ["--npm", npm.path, "--package", ctx.attr.package, "--route-prefix", ctx.attr.route_prefix, "--anchor-routes", anchors.path, "--root", root.path] +
        [x for sub, out in zip(ctx.attr.submodules, outs) for x in ["--submodule", sub, out.path]],
    )
    return [
        DefaultInfo(files = depset([root] + outs)),
        OutputGroupInfo(anchor_routes = depset([anchors])),
    ]

api_reference = rule(
    implementation = _api_reference_impl,
    doc = """Runs jsii-docgen over the jsii assembly of an npm package: one markdown doc per submodule.

Writes `<out_dir>/<package>.md` for the root module and `<out_dir>/<submodule>.md` for
each submodule, plus an anchor → route map (output group `anchor_routes`) so links to a
type on another submodule's page resolve to that page.""",
    attrs = {
        "package": attr.string(mandatory = True),
        "submodules": attr.string_list(mandatory = True, doc = "Fully qualified submodule names, e.g. projen.build."),
        "out_dir": attr.string(mandatory = True),
        "route_prefix": attr.string(mandatory = True, doc = "The route of the API pages' folder, e.g. /docs/api."),
        "_npm": attr.label(default = "@npm//:packages", allow_files = True),
        "_tool": attr.label(default = "//tools/apidocs", executable = True, cfg = "exec"),
    },
)
