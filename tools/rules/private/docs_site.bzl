"""`docs_site`: the whole pipeline from a folder of docs to the deployable static site."""

load("@doc_routes//:routes.bzl", "ROUTE_FRONT_MATTER")
load(":content_files.bzl", "content_files")
load(":doc_page.bzl", "doc_page")
load(":nginx_conf.bzl", "nginx_conf")
load(":prerender.bzl", "prerender")
load(":redirects.bzl", "site_redirects")
load(":site_assembly.bzl", "site_assembly")
load(":site_layout.bzl", "front_matters_under", "version_own_paths")
load(":site_steps.bzl", "link_check", "search_index", "site_files", "site_manifest", "version_facts")
load(":versions.bzl", "CURRENT_VERSION", "resolve_versions")

def _resolved_versions(name, versions, last_version, version_config, only_include_versions):
    """Each docs version with its metadata (resolve_versions), or a failure naming the site."""
    where = "docs_site(//%s:%s)" % (native.package_name(), name)
    resolved = resolve_versions(where, name, versions, last_version, version_config, only_include_versions)
    if resolved.error:
        fail(resolved.error)
    return resolved.versions

def _versions_json(resolved):
    """The docs versions as the site-wide steps read them: `[{name, label, path, isLast}]`, in Docusaurus's order."""
    return json.encode([{"name": v["name"], "label": v["label"], "path": v["route_base"], "isLast": v["is_last"]} for v in resolved])

def _version_targets(v, common):
    """One docs version's own targets: its route table, pages, files beside the docs, search index and, unless it is the last version, its generated index pages.

    Their names start with the version's target (`dist` for current, `dist_v1.2`); nothing is
    shared with another version, so an edit in one version reruns none of another's actions.
    """
    t = v["target"]
    current = v["name"] == CURRENT_VERSION
    srcs = common.docs if current else [v["docs"]]
    manifest = ":" + t + "_manifest"
    where = dict(content_root = common.content_root, route_base = v["route_base"], docs_dir = v["docs_dir"], tags = common.tags)
    site_manifest(
        name = t + "_manifest",
        srcs = srcs,
        sidebars = common.sidebars if current else v["sidebars"],
        # A cut version may have no sidebars file (versioned_docs' filegroup is then empty).
        sidebars_file = "" if current else common.content_root + "/" + v["sidebars_file"],
        # Drafts are published in a watch build only (--define=drafts=show).
        drafts = select({"//tools/rules:drafts_shown": True, "//conditions:default": False}),
        version_name = v["name"],
        version_label = v["label"],
        search_base = v["search_base"],
        banner = v["banner"] or "",
        badge = v["badge"],
        versioned = common.versioned,
        newer_than_latest = v["newer_than_latest"],
        latest = None if v["is_last"] else common.latest,
        **where
    )
    rendering = dict(manifest = manifest, assets = common.assets, renderer = common.renderer)
    doc_page(
        name = t + "_pages",
        srcs = srcs,
        site = common.site,
        # The API anchor map is the current docs' (/docs/api).
        anchor_routes = common.anchor_routes if current else None,
        dates = common.dates,
        markdown = common.llms_txt,
        route_front_matter = common.route_front_matter,
        search_base = v["search_base"],
        **dict(where, **rendering)
    )
    content_files(name = t + "_files", srcs = srcs, content_root = common.content_root, site = common.site, tags = common.tags)
    search_index(name = t + "_search", pages = [":" + t + "_pages"], site = common.site, manifest = manifest, synonyms = common.synonyms, search_base = v["search_base"], tags = common.tags)
    parts = [":" + t + "_search", ":" + t + "_files"]
    if not v["is_last"]:
        prerender(name = t + "_generated", site = common.site, pages = [":" + t + "_pages"], generated_only = True, route_base = v["route_base"], tags = common.tags, **rendering)
        parts.append(":" + t + "_generated")
    return struct(manifest = manifest, pages = ":" + t + "_pages", parts = parts)

def docs_site(name, docs, content_root, sidebars, anchor_routes = None, dates = None, llms_txt = False, search_synonyms = None, redirects = None, redirect_sources = [], versions = [], last_version = None, version_config = {}, only_include_versions = None, tags = []):
    """Builds the site `<name>/` (a folder in bazel-bin) from markdown docs.

    Targets: `<name>_manifest` (route table, from the sources), `<name>_pages` (doc_page:
    one action per doc, its HTML included), `<name>_files` (the files beside the docs, under
    hashed names), `<name>_links` (link and doc warnings), `<name>_search`
    (index files), `<name>_html` (home, search and 404), `<name>_redirects` (with `redirects`:
    `_redirects` and a page at each source), `<name>_nginx` (`<name>_nginx.conf`, an nginx
    server block) and `<name>` (the deployable folder). The steps write their files at their
    places in `<name>/`, so the folder is never copied as a whole.

    With cut versions, each docs version other than current has its own `_manifest`, `_pages`,
    `_files`, `_search` and (unless it is the last version) `_generated` targets, named
    `<name>_v<version>_…`; current keeps the names above. `<name>_latest` holds the last
    version's facts for the others' tables; `<name>_html` renders the site's own pages with the
    last version's table and puts every version's table in `_site/` with `_site/versions.json`,
    and `_headers` caches every version's hashed search folders; the link check, the sitemap,
    the redirects and the folder take every version's pages (a broken link names the version
    that lacks the page), while llms.txt lists the last version's only.

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
    resolved = _resolved_versions(name, versions, last_version, version_config, only_include_versions)
    last = [v for v in resolved if v["is_last"]][0]
    versioned = len(resolved) > 1
    if versioned:
        # The last version's facts, for the other versions' tables (their banner's link).
        version_facts(name = name + "_latest", manifest = ":%s_manifest" % last["target"], tags = tags)

    # The docs whose front matter moves their route (slug, id), as @doc_routes read them.
    route_front_matter = front_matters_under(content_root, ROUTE_FRONT_MATTER)
    common = struct(
        site = name,
        docs = docs,
        sidebars = sidebars,
        content_root = content_root,
        route_front_matter = route_front_matter,
        anchor_routes = anchor_routes,
        dates = dates,
        llms_txt = llms_txt,
        synonyms = search_synonyms,
        assets = "//site:bundle_assets_json",
        renderer = "//site:renderer",
        versioned = versioned,
        latest = ":" + name + "_latest",
        tags = tags,
    )
    built = {v["name"]: _version_targets(v, common) for v in resolved}
    pages = [built[v["name"]].pages for v in resolved]
    own = built[last["name"]]

    # The site's own pages (home, search, 404) are rendered with the last version's table.
    manifest = own.manifest
    rendering = dict(manifest = manifest, assets = common.assets, renderer = common.renderer)

    # Every version's route table, in Docusaurus's order, for the steps that read them all.
    tables = [built[v["name"]].manifest for v in resolved] if versioned else []
    link_check(name = name + "_links", pages = pages, generated_links = ":" + name + "_generated_links", renderer = rendering["renderer"], severity = select({
        "//tools/rules:broken_links_throw": "throw",
        "//tools/rules:broken_links_warn": "warn",
        "//conditions:default": "",
    }), versions = _versions_json(resolved) if versioned else "", tags = tags)
    prerender(
        name = name + "_html",
        site = name,
        pages = [own.pages],
        route_base = last["route_base"],
        # With cut versions, every version's table goes into _site/, listed in _site/versions.json.
        tables = tables,
        tags = tags,
        **rendering
    )
    generated = [":" + v["target"] + "_generated" for v in resolved if not v["is_last"]]
    native.filegroup(name = name + "_generated_links", srcs = [":" + name + "_html"] + generated, output_group = "links", tags = tags)
    site_files(name = name + "_root_files", site = name, manifest = manifest, tables = tables, renderer = rendering["renderer"], llms_txt = llms_txt, pages = pages, tags = tags)
    parts = [":" + name + "_html"] + [p for v in resolved for p in built[v["name"]].parts] + [":" + name + "_root_files"]
    if redirects:
        own_paths = [p for v in resolved for p in version_own_paths(v["route_base"], v["search_base"])]
        site_redirects(name = name + "_redirects", redirects = redirects, sources = redirect_sources, pages = pages, site = name, manifest = manifest, tables = tables, own_paths = own_paths, renderer = rendering["renderer"], tags = tags)
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
