"""`docs_site`: the whole pipeline from a folder of docs to the deployable static site."""

load("@doc_routes//:routes.bzl", "ROUTE_FRONT_MATTER")
load(":content_files.bzl", "content_files")
load(":doc_page.bzl", "doc_page")
load(":nginx_conf.bzl", "nginx_conf")
load(":prerender.bzl", "prerender")
load(":redirects.bzl", "site_redirects")
load(":site_assembly.bzl", "site_assembly")
load(":site_layout.bzl", "DOCS_ROUTE_BASE", "front_matters_under")
load(":site_steps.bzl", "link_check", "search_index", "site_files", "site_manifest")
load(":versions.bzl", "CURRENT_VERSION", "resolve_versions")

def _check_versions(name, content_root, versions, last_version, version_config, only_include_versions):
    """Docusaurus's checks of the docs versions and their options; this site builds its current docs at /docs."""
    where = "docs_site(//%s:%s)" % (native.package_name(), name)
    resolved = resolve_versions(where, name, versions, last_version, version_config, only_include_versions)
    if resolved.error:
        fail(resolved.error)
    others = [v["name"] for v in resolved.versions if v["name"] != CURRENT_VERSION]
    if others:
        fail("%s: this build makes the current docs version only; %s/versions.json lists %s (only_include_versions = [\"current\"] leaves them out)" % (where, content_root, ", ".join(others)))
    if resolved.versions[0]["route_base"] != DOCS_ROUTE_BASE:
        fail("%s: this build serves the current docs version at %s only; version_config gives it %s" % (where, DOCS_ROUTE_BASE, resolved.versions[0]["route_base"]))

def docs_site(name, docs, content_root, sidebars, anchor_routes = None, dates = None, llms_txt = False, search_synonyms = None, redirects = None, redirect_sources = [], versions = [], last_version = None, version_config = {}, only_include_versions = None, tags = []):
    """Builds the site `<name>/` (a folder in bazel-bin) from markdown docs.

    Targets: `<name>_manifest` (route table, from the sources), `<name>_pages` (doc_page:
    one action per doc, its HTML included), `<name>_files` (the files beside the docs, under
    hashed names), `<name>_links` (link and doc warnings), `<name>_search`
    (index files), `<name>_html` (home, search and 404), `<name>_redirects` (with `redirects`:
    `_redirects` and a page at each source), `<name>_nginx` (`<name>_nginx.conf`, an nginx
    server block) and `<name>` (the deployable folder). The steps write their files at their
    places in `<name>/`, so the folder is never copied as a whole.

    Args:
      name: the output folder's name (e.g. "dist" gives bazel-bin/dist/).
      docs: markdown files (sources or generated), all under `content_root`.
      content_root: the workspace folder routes are relative to (e.g. "content").
      sidebars: the sidebars file: sidebars.yaml, or a Docusaurus sidebars file as its team
        wrote it (sidebars.json, .js, .cjs, .mjs, .ts), evaluated in the build on its own.
      anchor_routes: optional anchor id → route JSON for links across API pages.
      dates: optional git_dates filegroup (`@git_dates//:dates`): the docs' last commits.
      llms_txt: also write `/llms.txt` and each doc as Markdown at its route plus `.md`.
      search_synonyms: optional YAML of what readers type → the pages' words (indexer/index/synonyms.ts).
      redirects: optional redirects.yaml (`/old/path: /route`, one rule a line).
      redirect_sources: its sources, as the `redirect_sources` repository rule reads them
        (`load("@<repo>//:sources.bzl", "REDIRECT_SOURCES")`).
      versions: the docs versions of `content_root`'s versions.json, newest first, as the
        `doc_versions` repository rule reads them (`DOC_VERSIONS["content"]`); [] for none.
        The options below are Docusaurus's, checked as it checks them (resolve_versions in
        versions.bzl).
      last_version: the version served at /docs (`lastVersion`).
      version_config: a version's name → its `label`, `path`, `banner`, `badge`,
        `className`, `noIndex` (`versions`).
      only_include_versions: the versions to build (`onlyIncludeVersions`).
      tags: e.g. ["manual"] to keep a synthetic corpus out of `//...`.
    """
    _check_versions(name, content_root, versions, last_version, version_config, only_include_versions)
    pages = [":" + name + "_pages"]

    # The docs whose front matter moves their route (slug, id), as @doc_routes read them.
    route_front_matter = front_matters_under(content_root, ROUTE_FRONT_MATTER)
    manifest = ":" + name + "_manifest"
    rendering = dict(manifest = manifest, assets = "//site:bundle_assets_json", renderer = "//site:renderer")
    site_manifest(
        name = name + "_manifest",
        srcs = docs,
        content_root = content_root,
        sidebars = sidebars,
        # Drafts are published in a watch build only (--define=drafts=show).
        drafts = select({"//tools/rules:drafts_shown": True, "//conditions:default": False}),
        tags = tags,
    )
    doc_page(name = name + "_pages", srcs = docs, content_root = content_root, site = name, anchor_routes = anchor_routes, dates = dates, markdown = llms_txt, route_front_matter = route_front_matter, tags = tags, **rendering)
    content_files(name = name + "_files", srcs = docs, content_root = content_root, site = name, tags = tags)
    link_check(name = name + "_links", pages = pages, generated_links = ":" + name + "_generated_links", renderer = rendering["renderer"], severity = select({
        "//tools/rules:broken_links_throw": "throw",
        "//tools/rules:broken_links_warn": "warn",
        "//conditions:default": "",
    }), tags = tags)
    search_index(name = name + "_search", pages = pages, site = name, manifest = manifest, synonyms = search_synonyms, tags = tags)
    prerender(name = name + "_html", site = name, srcs = docs, content_root = content_root, route_front_matter = route_front_matter, tags = tags, **rendering)
    native.filegroup(name = name + "_generated_links", srcs = [":" + name + "_html"], output_group = "links", tags = tags)
    site_files(name = name + "_root_files", site = name, manifest = manifest, renderer = rendering["renderer"], llms_txt = llms_txt, dates = dates, content_root = content_root, route_front_matter = route_front_matter, tags = tags)
    parts = [":" + name + "_html", ":" + name + "_search", ":" + name + "_files", ":" + name + "_root_files"]
    if redirects:
        site_redirects(name = name + "_redirects", redirects = redirects, sources = redirect_sources, srcs = docs, content_root = content_root, route_front_matter = route_front_matter, site = name, manifest = manifest, renderer = rendering["renderer"], tags = tags)
        parts.append(":" + name + "_redirects")

        # bazel-bin/<name>_redirects.json: the rules, for steps that leave redirected paths out.
        native.filegroup(name = name + "_redirects_list", srcs = [":" + name + "_redirects"], output_group = "listing", tags = tags)
    nginx_conf(name = name + "_nginx", headers = ":" + name + "_html", redirects = ":" + name + "_redirects" if redirects else None, tags = tags)
    site_assembly(
        name = name,
        pages = pages,
        parts = parts,
        bundle_root = "//site:bundle_root",
        static = ["//site:static"],
        checks = [":" + name + "_links"],
        hosting = [":" + name + "_nginx"] + ([":" + name + "_redirects_list"] if redirects else []),
        tags = tags,
    )
