"""Where each file of the site is deployed, known at analysis time.

Every step declares its outputs at their place in the deployable folder, so that one edit
rewrites that doc's files and nothing re-creates the folder. These are the Starlark twins of
contracts/paths.ts (routeFromDocPath, routeKey, htmlFileOf, pageDataFileOf, textDirOf) and of the search
file names in contracts/searchIndex.ts; `site_layout_fixture` writes their answers for a set of
doc paths, and contracts/siteLayout.test.ts checks that both sides agree.
"""

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

def route_of(doc_path):
    """Returns the route of a doc.

    For example `docs/concepts/tasks.md` → `/docs/concepts/tasks` and `docs/faq/index.md`
    → `/docs/faq/`.

    Args:
      doc_path: the doc's path under the content root.

    Returns:
      the route, starting with `/`.
    """
    path = doc_path
    for ext in [".mdx", ".md"]:
        if path.endswith(ext):
            path = path[:-len(ext)]
            break
    if path == "index":
        return "/"
    if path.endswith("/index"):
        return "/" + path[:-len("index")]
    return "/" + path

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

def dates_by_doc(files):
    """git_dates' files by the workspace path of their doc (`content/docs/x.md.json` → `content/docs/x.md`).

    Args:
      files: the files of `@git_dates//:dates`.

    Returns:
      dict of a doc's workspace path → its date File.
    """
    return {f.owner.name[:-len(".json")]: f for f in files if f.owner.name.endswith(".json")}

def deployed_routes(doc_paths):
    """Maps each doc that gets a page to its route.

    Of two docs on one route, the first by (route, doc path) wins, as in the manifest;
    link_check warns about the other. Docs on the site's own routes get no page.

    Args:
      doc_paths: doc paths under the content root.

    Returns:
      dict of doc path → route, for the deployed docs only.
    """
    owners = {}
    for route, path in sorted([(route_of(p), p) for p in doc_paths]):
        key = route_key(route)
        if key not in owners and key not in _SITE_ROUTES:
            owners[key] = (path, route)
    return {path: route for path, route in owners.values()}

def _site_layout_fixture_impl(ctx):
    routes = deployed_routes(ctx.attr.doc_paths)
    layout = {
        "docs": {p: {
            "route": route_of(p),
            "deployed": p in routes,
            "html": html_file_of(route_of(p)),
            "data": page_data_file_of(route_of(p)),
            "markdown": markdown_file_of(route_of(p)),
            "texts": text_dir_of(route_of(p)),
        } for p in ctx.attr.doc_paths},
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
    attrs = {"doc_paths": attr.string_list(mandatory = True)},
)
