"""`doc_routes`: what the docs' front matter says of their routes, read before the build.

Bazel declares each page's files at its route when BUILD files load, before any action reads
a doc, and Docusaurus lets a doc's front matter move its route (`slug`, `id`,
`parse_number_prefixes`; routeFromDocPath in contracts/paths.ts). This rule finds the docs of
the workspace whose front matter sets one of those keys and writes `routes.bzl`:
ROUTE_FRONT_MATTER, a doc's workspace path → those keys, which `docs_site` lays pages out by.

It reads each such doc through its label, so Bazel runs it again when one of them changes.
Finding them is a `grep` over the workspace, which Bazel does not watch (watching every doc
would run this rule on every edit): a doc that gains one of the keys, or a new doc with one,
is seen after `bazel sync --only=doc_routes`, and until then its action fails saying so.
"""

_KEYS = ["slug", "id", "parse_number_prefixes"]

_LABEL_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+=,@~"

def _scalar(text):
    """A one-line YAML scalar: quoted, a boolean, or plain (a trailing ` #` comment taken off)."""
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    at = text.find(" #")
    if at >= 0:
        text = text[:at].rstrip()
    if text in ["true", "false"]:
        return text == "true"
    return text

def route_front_matter_of(text):
    """The route keys of a doc's front matter (the block between its first two `---` lines).

    The doc's action reads the front matter with a YAML parser and fails, naming the line,
    when its route is not the one this reading gave.

    Args:
      text: the doc's text.

    Returns:
      dict of key → value, for the keys in _KEYS that the front matter sets.
    """
    lines = text.splitlines()
    found = {}

    # The first line is `---`, after a byte order mark if the file has one.
    if not lines or not lines[0].rstrip().endswith("---") or len(lines[0].rstrip()) > 6:
        return found
    for line in lines[1:]:
        if line.rstrip() == "---":
            return found
        key, colon, value = line.partition(":")
        if colon and key in _KEYS and _scalar(value) != "":
            found[key] = _scalar(value)
    return {}  # no closing line: not front matter

def _package_of(rctx, root, folder, packages):
    """The workspace package that owns `folder` (the nearest with a BUILD file), or None."""
    walked = []
    package = None
    for _ in range(folder.count("/") + 2):
        if folder in packages:
            package = packages[folder]
            break
        walked.append(folder)
        own = "%s/%s" % (root, folder) if folder else root
        if rctx.path(own + "/BUILD.bazel").exists or rctx.path(own + "/BUILD").exists:
            package = folder
            break
        if not folder:
            break
        folder = folder.rpartition("/")[0]
    for seen in walked:
        packages[seen] = package
    return package

def _read_watched(rctx, root, path, packages):
    """Reads a workspace file through its label when it has one (Bazel then watches it)."""
    package = _package_of(rctx, root, path.rpartition("/")[0], packages)
    if package == None or not all([c in _LABEL_CHARS for c in path.elems()]):
        return rctx.read("%s/%s" % (root, path))
    name = path[len(package) + 1:] if package else path
    return rctx.read(Label("//%s:%s" % (package, name)))

def _ignored_dirs(rctx, root):
    """The folders .bazelignore lists: Bazel has no packages there, so no doc there can be read by label (e.g. the bench's scratch copy of the workspace)."""
    ignore = rctx.path(root + "/.bazelignore")
    if not ignore.exists:
        return []
    lines = [line.strip().rstrip("/") for line in rctx.read(ignore).splitlines()]
    return [line for line in lines if line and not line.startswith("#")]

def _doc_routes_impl(rctx):
    root = str(rctx.path(Label("//:WORKSPACE.bazel")).dirname)
    pattern = "^(%s)[[:space:]]*:" % "|".join(_KEYS)
    ignored = _ignored_dirs(rctx, root)

    # grep skips folders by name, at any depth, so it is given the top-level names only (.bench,
    # node_modules: tool folders, not docs); the paths found are checked against the whole list.
    skipped = ["--exclude-dir=" + d for d in ignored if "/" not in d]
    found = rctx.execute([
        "grep",
        "-rlE",
        "--include=*.md",
        "--include=*.mdx",
        "--exclude-dir=bazel-*",
        "--exclude-dir=node_modules",
        "--exclude-dir=.git",
    ] + skipped + [
        pattern,
        ".",
    ], working_directory = root)
    if found.return_code > 1:
        fail("doc_routes: grep failed: " + found.stderr)
    routes = {}
    packages = {}
    for line in sorted(found.stdout.splitlines()):
        path = line[2:] if line.startswith("./") else line
        if [d for d in ignored if path.startswith(d + "/")]:
            continue
        keys = route_front_matter_of(_read_watched(rctx, root, path, packages))
        if keys:
            routes[path] = keys
    rctx.file("routes.bzl", "# Generated by doc_routes: the docs whose front matter sets their route.\nROUTE_FRONT_MATTER = %s\n" % repr(routes))
    rctx.file("BUILD.bazel", "")

doc_routes = repository_rule(
    implementation = _doc_routes_impl,
    doc = "Writes `routes.bzl` with ROUTE_FRONT_MATTER: each doc whose front matter sets `slug`, `id` or `parse_number_prefixes`, by workspace path, with those keys.",
)
