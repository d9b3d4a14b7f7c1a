"""`git_dates`: the date and author of the last commit that touched each tracked doc.

Two repositories. `<name>_git` links the workspace's git folders into itself (`gitdir`, the
folder of HEAD: `.git`, or in a worktree the folder its `.git` file names; `common`, the folder
of the refs). `<name>` runs `git log` once and writes a file per tracked `.md`/`.mdx` file,
`<workspace path>.json` (`{"author": …, "timestamp": seconds}`), and a BUILD with the
filegroup `dates`. It reads HEAD and the ref HEAD names through labels into `<name>_git`, so
Bazel runs it again when a commit, a checkout or a reset moves them, whether the folders are
in the workspace or not. Its files for docs the commit did not touch keep their bytes, so the
actions that read them stay cached. Without git (a tarball, no `git` program) the filegroup
is empty: no doc has a date.
"""

def _workspace_root(rctx):
    return rctx.path(Label("//:WORKSPACE.bazel")).dirname

def _absolute(base, path):
    return path if path.startswith("/") else "%s/%s" % (base, path)

def _git_folders(rctx, root):
    """(gitdir, commondir) as strings, or None when the workspace is not a git checkout."""
    dotgit = root.get_child(".git")
    if not dotgit.exists:
        return None
    if dotgit.get_child("HEAD").exists:
        return (str(dotgit), str(dotgit))

    # A worktree or a submodule: `.git` is a file "gitdir: PATH".
    text = rctx.read(dotgit).strip()
    if not text.startswith("gitdir:"):
        return None
    gitdir = _absolute(str(root), text[len("gitdir:"):].strip())
    commondir = rctx.path(gitdir).get_child("commondir")
    common = _absolute(gitdir, rctx.read(commondir).strip()) if commondir.exists else gitdir
    return (gitdir, common)

def _git_links_impl(rctx):
    folders = _git_folders(rctx, _workspace_root(rctx))
    if folders:
        rctx.symlink(folders[0], "gitdir")
        rctx.symlink(folders[1], "common")
    rctx.file("BUILD.bazel", "# The workspace's git folders, linked for @%s (none: not a git checkout).\n" % rctx.attr.dates)

_git_links = repository_rule(
    implementation = _git_links_impl,
    attrs = {"dates": attr.string(mandatory = True)},
    # Looked at again on each Bazel server start (a checkout made a git one later).
    local = True,
)

def _watch_head(rctx):
    """Reads HEAD and the ref it names by label: Bazel runs the rule again when they change."""
    links = "@%s_git//:" % rctx.attr.name
    head = rctx.read(Label(links + "gitdir/HEAD")).strip()

    # Every commit, reset or checkout appends to HEAD's reflog (on unless turned off): it
    # covers a ref that moved from packed-refs to a file of its own.
    if rctx.path(Label(links + "BUILD.bazel")).dirname.get_child("gitdir").get_child("logs").get_child("HEAD").exists:
        rctx.read(Label(links + "gitdir/logs/HEAD"))
    if not head.startswith("ref:"):
        return  # a detached HEAD holds the commit itself
    ref = head[len("ref:"):].strip()
    common = str(rctx.path(Label(links + "BUILD.bazel")).dirname) + "/common/"
    if rctx.path(common + ref).exists:
        rctx.read(Label(links + "common/" + ref))
    elif rctx.path(common + "packed-refs").exists:
        rctx.read(Label(links + "common/packed-refs"))

def _git(rctx, git, root, args):
    result = rctx.execute([git, "-C", str(root), "-c", "core.quotepath=off"] + args, environment = {"TZ": "UTC", "LC_ALL": "C"})
    if result.return_code != 0:
        return None
    return result.stdout

def _last_commits(rctx, git, root):
    """Tracked doc path → (timestamp, author) of the newest commit that touched it."""
    tracked = _git(rctx, git, root, ["ls-files", "--", "*.md", "*.mdx"])
    log = _git(rctx, git, root, ["log", "--no-renames", "--name-only", "--format=%x01%ct %an", "--", "*.md", "*.mdx"])
    if tracked == None or log == None:
        return {}
    wanted = {path: True for path in tracked.splitlines() if path}
    found = {}
    commit = None
    for line in log.splitlines():
        if line.startswith("\001"):
            timestamp, _, author = line[1:].partition(" ")
            commit = (int(timestamp), author)
        elif line and commit and line in wanted and line not in found:
            found[line] = commit
    return found

_LABEL_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+=,@~"

def _is_label_name(path):
    return all([c in _LABEL_CHARS for c in path.elems()]) and not path.startswith("/")

def _git_dates_impl(rctx):
    root = _workspace_root(rctx)
    links = rctx.path(Label("@%s_git//:BUILD.bazel" % rctx.attr.name)).dirname
    git = rctx.which("git")
    found = {}
    if git and links.get_child("gitdir").get_child("HEAD").exists:
        _watch_head(rctx)
        found = _last_commits(rctx, git, root)
    names = []
    for path, (timestamp, author) in sorted(found.items()):
        if not _is_label_name(path):
            continue  # a name Bazel cannot declare: that doc shows no date
        names.append(path + ".json")
        rctx.file(path + ".json", json.encode({"author": author, "timestamp": timestamp}) + "\n", executable = False)
    rctx.file("BUILD.bazel", "\n".join([
        "# Generated by git_dates from the workspace's git history: one file per tracked doc.",
        "filegroup(",
        "    name = \"dates\",",
        "    srcs = %s," % json.encode(names),
        "    visibility = [\"//visibility:public\"],",
        ")",
        "",
    ]))

_git_dates = repository_rule(implementation = _git_dates_impl)

def git_dates(name):
    """Declares `@<name>//:dates`: a `<workspace path>.json` per tracked doc with its last commit's date and author.

    Args:
      name: the repository's name (and `<name>_git`, the git folders it watches).
    """
    _git_links(name = name + "_git", dates = name)
    _git_dates(name = name)
