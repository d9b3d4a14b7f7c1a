"""Where each file of the site is deployed, known at analysis time.

Every step declares its outputs at their place in the deployable folder, so that one edit
rewrites that doc's files and nothing re-creates the folder. These are the Starlark twins of
contracts/paths.ts (routeFromDocPath, routeKey, htmlFileOf, pageDataFileOf), of the
search file names in contracts/searchIndex.ts and of contracts/versions.ts (where a docs
version's pages and search files go); `site_layout_fixture` writes their answers for a set of
doc paths, unversioned and in docs versions, and contracts/siteLayout.test.ts checks that both
sides agree.
"""

load(":doc_routes_repository.bzl", "route_front_matter_of")

# Routes the site's own pages take (home, /search): a doc there is not deployed.
_SITE_ROUTES = ["/", "/search"]

# The search index's files in a search base (`search_files_of`): one per scope, then the manifest.
_SEARCH_INDEX_FILES = ["search-index.json", "search-index-docs-api.json", "search-manifest.json"]
SEARCH_CHUNK_DIR = "search-chunks"
SEARCH_TEXT_DIR = "search-texts"
CONTENT_FILE_DIR = "content-files"

# The folder of the pages' parts of the route table (TABLE_PARTS_DIR in contracts/routeFiles.ts).
TABLE_PARTS_DIR = "_table"

# The files of the pages that are not docs, and the folder of the hashed route table.
SPECIAL_FILES = ["index.html", "search/index.html", "404.html", "_headers"]
SITE_DATA_DIR = "_site"

# The route of the docs folder: an unversioned site's docs, and its last version's (DOCS_ROUTE_BASE).
DOCS_ROUTE_BASE = "/docs"

# A docs version's route base and search base (VersionPaths in contracts/versions.ts).
UNVERSIONED = struct(route_base = DOCS_ROUTE_BASE, search_base = "/")

_DIGITS = "0123456789"
_SEPARATORS = "-_."
_SPACES = " \t\n\r"

def _skip(text, start, chars):
    for i in range(start, len(text)):
        if text[i] not in chars:
            return i
    return len(text)

def split_number_prefix(name):
    """Takes a number prefix off a file or folder name (twin of splitNumberPrefix in contracts/paths.ts).

    Args:
      name: a file's name without extension, or a folder's.

    Returns:
      `02-setup` → `setup`; a date (`2021-01-x`) or a version (`1.0-x`) is kept whole.
    """
    digits = _skip(name, 0, _DIGITS)
    if digits == 0:
        return name
    if digits + 1 < len(name) and name[digits] in _SEPARATORS and name[digits + 1] in _DIGITS:
        return name
    separators = _skip(name, _skip(name, digits, _SPACES), _SEPARATORS)
    if separators == _skip(name, digits, _SPACES):
        return name
    rest = _skip(name, separators, _SPACES)
    if rest == len(name) or name[rest] in _SEPARATORS:
        return name
    return name[rest:]

def _resolve_slug(folder, relative):
    parts = [p for p in folder.split("/") if p]
    for segment in relative.split("/"):
        if segment == "..":
            if parts:
                parts.pop()
        elif segment != "." and segment != "":
            parts.append(segment)
    return "/" + "/".join(parts) + ("/" if relative.endswith("/") and parts else "")

def version_route_base(path_part):
    """A docs version's route base from its path part: "" → `/docs`, "1.2" → `/docs/1.2` (versionRouteBase)."""
    return DOCS_ROUTE_BASE + "/" + path_part if path_part else DOCS_ROUTE_BASE

def version_paths(route_base, is_last):
    """A docs version's route base and search base: `/` for the last version, `<route base>/` for the others (versionPaths)."""
    return struct(route_base = route_base, search_base = "/" if is_last else route_base + "/")

def version_doc_path(file, docs_dir):
    """(`versioned_docs/version-1.2/a.md`, `versioned_docs/version-1.2`) → `docs/a.md`; None outside the folder (versionDocPath)."""
    return "docs" + file[len(docs_dir):] if file.startswith(docs_dir + "/") else None

def versioned_doc_file(doc_path, docs_dir):
    """(`docs/a.md`, `versioned_docs/version-1.2`) → `versioned_docs/version-1.2/a.md` (versionedDocFile)."""
    return docs_dir + doc_path[len("docs"):] if doc_path.startswith("docs/") else None

def _is_under(route, base):
    return route == base or route.startswith(base + "/")

def unversioned_route(route, route_base):
    """(`/docs/1.2/api/x`, `/docs/1.2`) → `/docs/api/x`; a route outside the base as it is (unversionedRoute)."""
    return DOCS_ROUTE_BASE + route[len(route_base):] if _is_under(route, route_base) else route

def versioned_route(route, route_base):
    """(`/docs/api/x`, `/docs/1.2`) → `/docs/1.2/api/x`; a route outside `/docs` as it is (versionedRoute)."""
    return route_base + route[len(DOCS_ROUTE_BASE):] if _is_under(route, DOCS_ROUTE_BASE) else route

def route_of(doc_path, front_matter = {}):
    """Returns the route of a doc, by Docusaurus's rules (twin of routeFromDocPath in contracts/paths.ts).

    For example `docs/concepts/tasks.md` → `/docs/concepts/tasks`, `docs/faq/index.md`
    → `/docs/faq/` and `docs/01-guides/02-setup.md` → `/docs/guides/setup`.

    Args:
      doc_path: the doc's path under the content root.
      front_matter: what its front matter says of its route: `slug`, `id`, `parse_number_prefixes`.

    Returns:
      the route, starting with `/`.
    """
    folders = doc_path.split("/")
    file = folders.pop()
    for ext in [".mdx", ".md"]:
        if file.endswith(ext):
            file = file[:-len(ext)]
            break
    base = "/" + folders.pop(0) if folders else ""
    folder_slug = "/" + "".join([split_number_prefix(f) + "/" for f in folders])
    slug = front_matter.get("slug")
    if slug != None and slug.startswith("/"):
        return base + slug
    lower = file.lower()
    if slug == None and (lower in ["index", "readme"] or (folders and lower == folders[-1].lower())):
        return base + folder_slug
    name = file if front_matter.get("parse_number_prefixes") == False else split_number_prefix(file)
    if slug == None:
        slug = front_matter.get("id", name)
    return base + _resolve_slug(folder_slug, slug)

def version_route_of(doc_path, front_matter, route_base):
    """A versioned doc's route: route_of's, moved into its version's route base (versionDocRoute).

    Args:
      doc_path: the doc's path in its version (version_doc_path: `docs/…`).
      front_matter: what its front matter says of its route (route_of).
      route_base: the version's route base (`/docs/1.2`): a `slug: /x` starts there.

    Returns:
      the route; route_of's for the route base `/docs`.
    """
    return versioned_route(route_of(doc_path, front_matter), route_base)

def route_key(route):
    """Returns the key that pathnames reaching the same route share.

    For example `/docs/faq`, `/docs/faq/` and `/docs/faq/index.html` all give `/docs/faq`.

    Args:
      route: a route or pathname.

    Returns:
      the pathname without `.html`, `/index.html` or a trailing slash (`/` for the root).
    """
    path = route
    if path.endswith("/index.html"):
        path = path[:-len("/index.html")]
    elif path.endswith(".html"):
        path = path[:-len(".html")]
    if path == "":
        path = "/"
    if len(path) > 1 and path.endswith("/"):
        path = path[:-1]
    return path

def html_file_of(route):
    key = route_key(route)
    return "index.html" if key == "/" else key[1:] + "/index.html"

def markdown_file_of(route):
    key = route_key(route)
    return ("index" if key == "/" else key[1:]) + ".md"

def page_data_file_of(route):
    key = route_key(route)
    return "_page" + ("/index" if key == "/" else key) + ".json"

def group_text_dir_of(group):
    """The folder of a doc group's section texts, relative to its search base: `search-texts/<group>.texts`.

    One folder per group of docs (doc_groups), not per doc: a folder is a Bazel tree artifact,
    and at 100,000 docs one per doc was 100,000 nodes more for Bazel to check on every edit.
    Group names are folders of docs plus `.<n>`, so no group's folder holds another's.

    Args:
      group: the group's name (`docs/guide.0`).

    Returns:
      the folder's path from the search base (`/` for an unversioned site, `/docs/1.2/` for a
      cut version); its docs' search documents name their text files in it.
    """
    return SEARCH_TEXT_DIR + "/" + group + ".texts"

def table_parts_dir_of(route_base, group):
    """The folder of a doc group's parts of the route table: `_table<route base>/<group>` (a tree artifact).

    A page's part (site/lib/pageTable.ts) is a file there named by its bytes, which the pages
    of the group that render with the same part share; the route base keeps versions apart,
    whose docs' groups have the same names.

    Args:
      route_base: the docs version's route base (`/docs`, `/docs/1.2`).
      group: the group's name (`docs/guide.0`).

    Returns:
      the folder's path under the site (`_table/docs/docs/guide.0`).
    """
    return TABLE_PARTS_DIR + route_base + "/" + group

def generated_index_dir_of(route_base):
    """The route of the folder of a docs version's generated index pages: `<route base>/category/` (generatedIndexDirOf in contracts/versions.ts)."""
    return route_base + "/category/"

def version_own_paths(route_base, search_base):
    """A docs version's own paths besides its docs' pages: generated index folder, search files and folders (versionOwnPaths in contracts/versions.ts).

    Args:
      route_base: the version's route base (`/docs/1.2`).
      search_base: its search base (`/`, `/docs/1.2/`).

    Returns:
      paths from the site's root, without a trailing slash.
    """
    search = search_files_of(search_base)
    return [generated_index_dir_of(route_base)[:-1]] + ["/" + p for p in search.files + [search.chunk_dir, search.text_dir]]

# The folder of an unversioned site's generated index pages, in the site (GENERATED_INDEX_DIR in contracts/paths.ts).
GENERATED_INDEX_DIR = generated_index_dir_of(DOCS_ROUTE_BASE)[1:-1]

def search_files_of(search_base):
    """A docs version's search files, as paths in the site (searchFilesOf in contracts/versions.ts).

    Args:
      search_base: `/` (the last version's, at the site root) or `<route base>/`.

    Returns:
      struct of `files` (an index file per scope, then the manifest), `chunk_dir` and `text_dir`.
    """
    folder = search_base.lstrip("/")
    return struct(
        files = [folder + f for f in _SEARCH_INDEX_FILES],
        chunk_dir = folder + SEARCH_CHUNK_DIR,
        text_dir = folder + SEARCH_TEXT_DIR,
    )

def content_file_dir_of(folder):
    """The folder, inside the site, of the files beside the docs of a content folder.

    Args:
      folder: a folder's path under the content root ("" for the root).

    Returns:
      its path under the site root (twin of contentFileDirOf in contracts/paths.ts).
    """
    return CONTENT_FILE_DIR + "/" + (folder.replace("/", "~") if folder else "~")

ROUTE_FRONT_MATTER_ATTR = attr.string_dict(doc = "Doc path under the content root → JSON of what its front matter says of its route (`@doc_routes`).")

def route_front_matters(attr_value):
    """A `route_front_matter` attribute's value, decoded: doc path → dict."""
    return {path: json.decode(keys) for path, keys in attr_value.items()}

def version_front_matters(front_matters, docs_dir):
    """route_front_matters' answer (by path under the content root) for a docs version's docs, by their paths in the version.

    Args:
      front_matters: doc path under the content root → dict (route_front_matters).
      docs_dir: the version's folder under the content root (`versioned_docs/version-1.2`); `docs` for current.

    Returns:
      `docs/a.md` → the front matter of `<docs_dir>/a.md`; `front_matters` itself for `docs`.
    """
    if docs_dir == "docs":
        return front_matters
    moved = {}
    for path, keys in front_matters.items():
        virtual = version_doc_path(path, docs_dir)
        if virtual:
            moved[virtual] = keys
    return moved

def front_matters_under(content_root, by_workspace_path):
    """`@doc_routes`' ROUTE_FRONT_MATTER for the docs under `content_root`, by path under it, as JSON."""
    prefix = content_root + "/"
    return {path[len(prefix):]: json.encode(keys) for path, keys in by_workspace_path.items() if path.startswith(prefix)}

def dates_by_doc(files):
    """git_dates' files by the workspace path of their doc (`content/docs/x.md.json` → `content/docs/x.md`).

    Args:
      files: the files of `@git_dates//:dates`.

    Returns:
      dict of a doc's workspace path → its date File.
    """
    return {f.owner.name[:-len(".json")]: f for f in files if f.owner.name.endswith(".json")}

def deployed_routes(doc_paths, front_matters = {}, route_base = DOCS_ROUTE_BASE):
    """Maps each doc that gets a page to its route.

    Of two docs on one route, the first by (route, doc path) wins, as in the manifest;
    link_check warns about the other. Docs on the site's own routes get no page.

    Args:
      doc_paths: doc paths under the content root.
      front_matters: doc path → what its front matter says of its route (doc_routes).
      route_base: the docs version's route base (version_route_of); `/docs` for an unversioned site.

    Returns:
      dict of doc path → route, for the deployed docs only.
    """
    owners = {}
    for route, path in sorted([(version_route_of(p, front_matters.get(p, {}), route_base), p) for p in doc_paths]):
        key = route_key(route)
        if key not in owners and key not in _SITE_ROUTES:
            owners[key] = (path, route)
    return {path: route for path, route in owners.values()}

def fixture_json(ctx, answers):
    """A fixture rule's answers, written as `<name>.json`: its one file, and its test's runfile."""
    out = ctx.actions.declare_file(ctx.label.name + ".json")
    ctx.actions.write(out, json.encode(answers))
    return [DefaultInfo(files = depset([out]), runfiles = ctx.runfiles(files = [out]))]

def _layout_of(route, deployed, front_matter):
    return {
        "route": route,
        "deployed": deployed,
        "html": html_file_of(route),
        "data": page_data_file_of(route),
        "markdown": markdown_file_of(route),
        "frontMatter": front_matter,
    }

def _search_layout(search_base):
    search = search_files_of(search_base)
    return {"files": search.files, "chunkDir": search.chunk_dir, "textDir": search.text_dir}

def _version_layout(name, spec, doc_paths, front_matters):
    """The fixture's docs laid out again as docs version `name` (its `path` part, and whether it is `last`)."""
    version = version_paths(version_route_base(spec["path"]), spec.get("last", False))
    docs_dir = "versioned_docs/version-" + name
    routes = deployed_routes(doc_paths, front_matters, version.route_base)
    docs = {}
    for p in doc_paths:
        route = version_route_of(p, front_matters.get(p, {}), version.route_base)
        file = versioned_doc_file(p, docs_dir)
        docs[p] = _layout_of(route, p in routes, front_matters.get(p, {}))
        docs[p].update({
            "file": file,
            "docPath": version_doc_path(file, docs_dir) if file else None,
            "notInFolder": version_doc_path(p, docs_dir),
            "unversioned": unversioned_route(route, version.route_base),
            "versioned": versioned_route(unversioned_route(route, version.route_base), version.route_base),
        })
    return {
        "spec": spec,
        "routeBase": version.route_base,
        "searchBase": version.search_base,
        "search": _search_layout(version.search_base),
        "generatedIndexDir": generated_index_dir_of(version.route_base),
        "ownPaths": version_own_paths(version.route_base, version.search_base),
        "docs": docs,
    }

def _site_layout_fixture_impl(ctx):
    front_matters = {p: json.decode(fm) for p, fm in ctx.attr.front_matters.items()}
    routes = deployed_routes(ctx.attr.doc_paths, front_matters)
    layout = {
        "docs": {
            p: _layout_of(route_of(p, front_matters.get(p, {})), p in routes, front_matters.get(p, {}))
            for p in ctx.attr.doc_paths
        },
        "search": _search_layout(UNVERSIONED.search_base),
        "generatedIndexDir": GENERATED_INDEX_DIR,
        "contentFileDir": CONTENT_FILE_DIR,
        "tablePartsDir": TABLE_PARTS_DIR,
        "versions": {
            name: _version_layout(name, json.decode(spec), ctx.attr.doc_paths, front_matters)
            for name, spec in ctx.attr.versions.items()
        },
    }
    return fixture_json(ctx, layout)

site_layout_fixture = rule(
    implementation = _site_layout_fixture_impl,
    doc = "Writes this file's answers for `doc_paths` as JSON, unversioned and in each of `versions`, for a test against contracts/.",
    attrs = {
        "doc_paths": attr.string_list(mandatory = True),
        "front_matters": attr.string_dict(doc = "Doc path → JSON of its route front matter (slug, id, parse_number_prefixes)."),
        "versions": attr.string_dict(doc = "A docs version's name → JSON `{\"path\": <path part>, \"last\": <bool>}`: the docs are laid out again in it."),
    },
)

def _route_front_matter_fixture_impl(ctx):
    read = {}
    for path, text in ctx.attr.texts.items():
        front_matter = route_front_matter_of(text)
        read[path] = {"text": text, "frontMatter": front_matter, "route": route_of(path, front_matter)}
    return fixture_json(ctx, read)

route_front_matter_fixture = rule(
    implementation = _route_front_matter_fixture_impl,
    doc = "Writes, for each doc text, what doc_routes reads of its front matter and the route it lays the doc out for, as JSON (checked against the doc compiler's reading).",
    attrs = {"texts": attr.string_dict(mandatory = True, doc = "Doc path under the content root → the doc's text.")},
)
