"""Where each file of the site is deployed, known at analysis time.

Every step declares its outputs at their place in the deployable folder, so that one edit
rewrites that doc's files and nothing re-creates the folder. These are the Starlark twins of
contracts/paths.ts (routeFromDocPath, routeKey, htmlFileOf, pageDataFileOf, textDirOf) and of the search
file names in contracts/searchIndex.ts; `site_layout_fixture` writes their answers for a set of
doc paths, and contracts/siteLayout.test.ts checks that both sides agree.
"""

load(":doc_routes_repository.bzl", "route_front_matter_of")

# Routes the site's own pages take (home, /search): a doc there is not deployed.
_SITE_ROUTES = ["/", "/search"]

# The files of the search index at the site root, and the folder of its chunks.
SEARCH_FILES = ["search-index.json", "search-index-docs-api.json", "search-manifest.json"]
SEARCH_CHUNK_DIR = "search-chunks"
SEARCH_TEXT_DIR = "search-texts"
CONTENT_FILE_DIR = "content-files"

# The files of the pages that are not docs, and the folder of the hashed route table.
SPECIAL_FILES = ["index.html", "search/index.html", "404.html", "_headers"]
SITE_DATA_DIR = "_site"

# The folder of the categories' generated index pages (GENERATED_INDEX_DIR in contracts/paths.ts).
GENERATED_INDEX_DIR = "docs/category"

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

def text_dir_of(route):
    """The folder of a route's section texts: a sibling of its subpages' folders, never their parent."""
    key = route_key(route)
    return SEARCH_TEXT_DIR + "/" + ("index" if key == "/" else key[1:]) + ".texts"

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

def deployed_routes(doc_paths, front_matters = {}):
    """Maps each doc that gets a page to its route.

    Of two docs on one route, the first by (route, doc path) wins, as in the manifest;
    link_check warns about the other. Docs on the site's own routes get no page.

    Args:
      doc_paths: doc paths under the content root.
      front_matters: doc path → what its front matter says of its route (doc_routes).

    Returns:
      dict of doc path → route, for the deployed docs only.
    """
    owners = {}
    for route, path in sorted([(route_of(p, front_matters.get(p, {})), p) for p in doc_paths]):
        key = route_key(route)
        if key not in owners and key not in _SITE_ROUTES:
            owners[key] = (path, route)
    return {path: route for path, route in owners.values()}

def _layout_of(route, deployed, front_matter):
    return {
        "route": route,
        "deployed": deployed,
        "html": html_file_of(route),
        "data": page_data_file_of(route),
        "markdown": markdown_file_of(route),
        "texts": text_dir_of(route),
        "frontMatter": front_matter,
    }

def _site_layout_fixture_impl(ctx):
    front_matters = {p: json.decode(fm) for p, fm in ctx.attr.front_matters.items()}
    routes = deployed_routes(ctx.attr.doc_paths, front_matters)
    layout = {
        "docs": {
            p: _layout_of(route_of(p, front_matters.get(p, {})), p in routes, front_matters.get(p, {}))
            for p in ctx.attr.doc_paths
        },
        "searchFiles": SEARCH_FILES,
        "searchChunkDir": SEARCH_CHUNK_DIR,
        "contentFileDir": CONTENT_FILE_DIR,
    }
    out = ctx.actions.declare_file(ctx.label.name + ".json")
    ctx.actions.write(out, json.encode(layout))
    return [DefaultInfo(files = depset([out]), runfiles = ctx.runfiles(files = [out]))]

site_layout_fixture = rule(
    implementation = _site_layout_fixture_impl,
    doc = "Writes this file's answers for `doc_paths` as JSON, for a test against contracts/.",
    attrs = {
        "doc_paths": attr.string_list(mandatory = True),
        "front_matters": attr.string_dict(doc = "Doc path → JSON of its route front matter (slug, id, parse_number_prefixes)."),
    },
)

def _route_front_matter_fixture_impl(ctx):
    read = {}
    for path, text in ctx.attr.texts.items():
        front_matter = route_front_matter_of(text)
        read[path] = {"text": text, "frontMatter": front_matter, "route": route_of(path, front_matter)}
    out = ctx.actions.declare_file(ctx.label.name + ".json")
    ctx.actions.write(out, json.encode(read))
    return [DefaultInfo(files = depset([out]), runfiles = ctx.runfiles(files = [out]))]

route_front_matter_fixture = rule(
    implementation = _route_front_matter_fixture_impl,
    doc = "Writes, for each doc text, what doc_routes reads of its front matter and the route it lays the doc out for, as JSON (checked against the doc compiler's reading).",
    attrs = {"texts": attr.string_dict(mandatory = True, doc = "Doc path under the content root → the doc's text.")},
)
