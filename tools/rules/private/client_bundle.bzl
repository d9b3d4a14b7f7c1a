"""`client_bundle`: the React client for the browser."""

load(":node.bzl", "NPM_DEPENDENCIES", "node_modules", "run_node_tool")

def _client_bundle_impl(ctx):
    # A folder that holds assets/, so the assembly can copy it into the site root as is.
    out_dir = ctx.actions.declare_directory(ctx.label.name + "/root")
    assets_json = ctx.actions.declare_file(ctx.label.name + "/assets.json")
    run_node_tool(
        ctx,
        ctx.executable._tool,
        "ClientBundle",
        "Bundling the client %s" % ctx.label,
        ctx.files.srcs + ctx.files._npm,
        [out_dir, assets_json],
        [
            "--out-dir",
            out_dir.path + "/assets",
            "--assets-json",
            assets_json.path,
            "--npm",
            node_modules(ctx),
            "--entry",
            ctx.file.entry.path,
            "--worker",
            ctx.file.worker.path,
            "--css",
            ctx.file.css.path,
            "--search-preload",
            ctx.file.search_preload.path,
        ],
    )
    return [
        DefaultInfo(files = depset([out_dir, assets_json])),
        OutputGroupInfo(root = depset([out_dir]), assets_json = depset([assets_json])),
    ]

client_bundle = rule(
    implementation = _client_bundle_impl,
    doc = """Bundles the React client with esbuild: ESM, lazy per-route chunks, content-hashed names.

Outputs `<name>/root/assets/` (output group `root`, served at /assets/) and
`<name>/assets.json` (output group `assets_json`), the list the rendered HTML puts into
every page (entry, modulepreload chunks, CSS, search worker) and what the /search page
preloads besides.""",
    attrs = {
        "srcs": attr.label_list(allow_files = True, mandatory = True, doc = "Every TS/TSX/CSS file the bundle may read."),
        "entry": attr.label(allow_single_file = True, mandatory = True, doc = "The client's entry module."),
        "worker": attr.label(allow_single_file = True, mandatory = True, doc = "The search Web Worker's entry module."),
        "css": attr.label(allow_single_file = True, mandatory = True, doc = "The stylesheet entry."),
        "search_preload": attr.label(
            allow_single_file = True,
            mandatory = True,
            doc = "The module the entry imports to start a search on a /search?q=… load: the /search page preloads its chunks.",
        ),
        # Browser code imports only package.json's `dependencies`; a devDependency fails to resolve.
        "_npm": attr.label(default = NPM_DEPENDENCIES, allow_files = True),
        "_tool": attr.label(default = "//tools/actions/bundle", executable = True, cfg = "exec"),
    },
)
