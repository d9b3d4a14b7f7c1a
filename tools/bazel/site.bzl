"""`docs_site`: the whole pipeline from a folder of docs to the deployable static site."""

load(":docs.bzl", "doc_page", "link_check", "prerender", "search_index", "site_assembly", "site_manifest")

def docs_site(name, docs, content_root, sidebars, anchor_routes = None, tags = []):
    """Builds the site `<name>/` (a folder in bazel-bin) from markdown docs.

    Args:
      name: the output folder's name (e.g. "dist" gives bazel-bin/dist/).
      docs: markdown files (sources or generated), all under `content_root`.
      content_root: the workspace folder routes are relative to (e.g. "content").
      sidebars: the sidebars YAML file.
      anchor_routes: optional anchor id → route JSON for links across API pages.
      tags: e.g. ["manual"] to keep a synthetic corpus out of `//...`.
    """
    doc_page(
        name = name + "_pages",
        srcs = docs,
        content_root = content_root,
        anchor_routes = anchor_routes,
        tags = tags,
    )
    pages = [":" + name + "_pages"]
    site_manifest(name = name + "_manifest", pages = pages, sidebars = sidebars, tags = tags)
    link_check(name = name + "_links", pages = pages, tags = tags)
    search_index(name = name + "_search", pages = pages, manifest = ":" + name + "_manifest", tags = tags)
    prerender(
        name = name + "_html",
        pages = pages,
        manifest = ":" + name + "_manifest",
        assets = "//site:bundle_assets_json",
        tags = tags,
    )
    site_assembly(
        name = name,
        pages = pages,
        prerendered = ":" + name + "_html",
        manifest = ":" + name + "_manifest",
        dirs = ["//site:bundle_root", ":" + name + "_search"],
        static = ["//site:static"],
        checks = [":" + name + "_links"],
        tags = tags,
    )
