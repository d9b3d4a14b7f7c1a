"""`site_assembly`: the deployable folder, made of files declared at their deployed places."""

load(":node.bzl", "run_node_tool")
load(":providers.bzl", "DocPagesInfo", "docs_of", "group_files_of")

def _site_assembly_impl(ctx):
    # Files the site takes as they are: the client bundle's assets/ and the static files.
    # Copied once, when they change; every other part is written in place by its own step.
    assets = ctx.actions.declare_directory(ctx.label.name + "/assets")
    copies = [(ctx.file.bundle_root.path + "/assets", assets)]
    for f in ctx.files.static:
        if not f.short_path.startswith(ctx.attr.static_root + "/"):
            fail("%s is not under static_root %s" % (f.short_path, ctx.attr.static_root))
        copies.append((f.path, ctx.actions.declare_file(ctx.label.name + "/" + f.short_path[len(ctx.attr.static_root) + 1:])))
    args = ctx.actions.args()
    for source, out in copies:
        args.add_all(["--copy", source, out.path])
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "SiteAssembly",
        "Copying the bundle and static files into %s" % ctx.label.name,
        [ctx.file.bundle_root] + ctx.files.static,
        [out for _, out in copies],
        args,
        args_file = ctx.actions.declare_file(ctx.label.name + ".args"),
    )
    pages = [f for d in docs_of(ctx.attr.pages) if d.route != None for f in [d.page, d.html] if f] + group_files_of(ctx.attr.pages, "texts") + group_files_of(ctx.attr.pages, "tables")
    files = depset([out for _, out in copies] + pages, transitive = [p[DefaultInfo].files for p in ctx.attr.parts])
    return [
        DefaultInfo(files = files, runfiles = ctx.runfiles(transitive_files = files)),
        # Made with the site, not part of it (--experimental_run_validations in .bazelrc):
        # the link check's report, and files for hosts such as the nginx server block.
        OutputGroupInfo(_validation = depset(ctx.files.checks + ctx.files.hosting), hosting = depset(ctx.files.hosting)),
    ]

site_assembly = rule(
    implementation = _site_assembly_impl,
    doc = """The deployable folder `<name>/`, as the set of its files.

Every part is declared at its deployed place by the step that makes it: a doc's page data
(`_page/<route>.json`) and HTML (`<route>/index.html`), and each doc group's search texts
(`search-texts/<group>.texts/`) and parts of the route table (`_table/…/<group>/`) by doc_page, the home, /search, 404, `_headers` and `_site/` by
prerender, the search index by search_index. This rule copies
what the site takes as is (the bundle's `assets/`, static files) and gathers the rest, so
that a one-doc edit rewrites that doc's files and not the folder. Bazel leaves files of
deleted docs in bazel-bin; `bazel run //:serve` serves exactly the declared files.""",
    attrs = {
        "pages": attr.label_list(providers = [DocPagesInfo], mandatory = True, doc = "doc_page targets (their deployed page data, HTML and section texts)."),
        "parts": attr.label_list(mandatory = True, doc = "Targets whose files are all deployed where they are (prerender, search_index)."),
        "bundle_root": attr.label(allow_single_file = True, mandatory = True, doc = "The client bundle's root folder (holds assets/)."),
        "static": attr.label_list(allow_files = True, doc = "Files copied to their path under `static_root`."),
        "static_root": attr.string(default = "site/static", doc = "The folder `static` files are relative to."),
        "checks": attr.label_list(allow_files = True, doc = "Reports made with the site (the link check), as validations; not deployed."),
        "hosting": attr.label_list(allow_files = True, doc = "Files for hosts made with the site, outside it (the nginx server block): output group `hosting`."),
        "_tool": attr.label(default = "//tools/actions/assemble", executable = True, cfg = "exec"),
    },
)
