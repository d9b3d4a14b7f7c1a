"""Which files of a content folder are docs, which describe its folders and which are
files beside the docs; and `content_files`, the step that puts the last ones in the site."""

load(":node.bzl", "run_node_tool")
load(":site_layout.bzl", "content_file_dir_of", "version_doc_path")

def doc_path(src, content_root):
    """Returns a doc's path relative to the content root.

    For example `content/docs/faq/index.md` → `docs/faq/index.md`. Fails when `src` is not
    under the content root.

    Args:
      src: the doc's source File.
      content_root: workspace path of the content root; empty for the workspace root.

    Returns:
      the doc's short path without the content-root prefix.
    """
    path = src.short_path
    prefix = content_root + "/" if content_root else ""
    if not path.startswith(prefix):
        fail("%s is not under the content root %s" % (path, content_root))
    return path[len(prefix):]

_CATEGORY_FILES = ["_category_.json", "_category_.yml", "_category_.yaml"]

def is_page(path):
    """Whether a file under the content root is a doc page.

    As in Docusaurus, a Markdown file (`.md`, `.mdx`) is a page unless its name or one of
    its folders starts with `_` (partials and category files).

    Args:
      path: the file's path under the content root.

    Returns:
      True for a page.
    """
    return _is_markdown(path) and not [part for part in path.split("/") if part.startswith("_")]

def _is_markdown(path):
    return path.endswith(".md") or path.endswith(".mdx")

def split_content(files, content_root, docs_dir = "docs"):
    """Splits the files of a content folder by role.

    A docs version's files (`docs_dir` = `versioned_docs/version-1.2`) are named as its docs,
    ids, sidebars and links read them, with `docs` for the version's folder
    (`versioned_docs/version-1.2/a.md` → `docs/a.md`, version_doc_path); files outside it keep
    their paths.

    Args:
      files: Files under the content root (docs, category files, and others).
      content_root: workspace path of the content root.
      docs_dir: the docs version's folder under the content root; `docs` for current.

    Returns:
      struct(docs = [File], paths = [doc path of each doc], categories = {folder: File},
      files = {path: File}, partials = {path: File}): the pages, each folder's category
      file (by the folder's path under the content root), the other files beside the docs
      (images, downloads), and the Markdown files that are not pages (partials a doc may
      import: read by the docs' actions, not shipped).
    """
    docs, paths, categories, files_beside, partials = [], [], {}, {}, {}
    for f in files:
        path = doc_path(f, content_root)
        if docs_dir != "docs":
            path = version_doc_path(path, docs_dir) or path
        if is_page(path):
            docs.append(f)
            paths.append(path)
        elif f.basename in _CATEGORY_FILES:
            folder = path.rpartition("/")[0]
            if folder in categories:
                fail("%s and %s both describe the folder %s: keep one" % (categories[folder].short_path, f.short_path, folder))
            categories[folder] = f
        elif _is_markdown(path):
            partials[path] = f
        else:
            files_beside[path] = f
    return struct(docs = docs, paths = paths, categories = categories, files = files_beside, partials = partials)

def _content_files_impl(ctx):
    files_beside = split_content(ctx.files.srcs, ctx.attr.content_root).files
    by_folder = {}
    for path, f in files_beside.items():
        by_folder.setdefault(path.rpartition("/")[0], []).append((path, f))
    trees = []
    for folder, members in sorted(by_folder.items()):
        out = ctx.actions.declare_directory(ctx.attr.site + "/" + content_file_dir_of(folder))
        args = ["--out", out.path]
        for path, f in sorted(members):
            args += [path, f.path]
        message = "Copying the files beside the docs of %s" % (folder or "the content root")

        # Bazel would put the @params file beside the first output, inside the site: name one outside it.
        args_file = ctx.actions.declare_file("%s/%s.args" % (ctx.label.name, folder or "_root"))
        run_node_tool(ctx, ctx.executable._tool, "ContentFiles", message, [f for _, f in members], [out], args, args_file = args_file)
        trees.append(out)
    return [DefaultInfo(files = depset(trees))]

content_files = rule(
    implementation = _content_files_impl,
    doc = """The files beside the docs (images, downloads), one action per folder, each copied
to `<site>/content-files/<folder>/` under a name made of its bytes' hash: the same name the doc
that links it computes (tools/actions/contentfiles), so a host may cache it for good.""",
    attrs = {
        "srcs": attr.label_list(allow_files = True, mandatory = True, doc = "The content folder's files (docs and category files are skipped)."),
        "content_root": attr.string(mandatory = True, doc = "Workspace path the files' paths are relative to."),
        "site": attr.string(mandatory = True, doc = "The deployable folder's name in this package."),
        "_tool": attr.label(default = "//tools/actions/contentfiles", executable = True, cfg = "exec"),
    },
)
