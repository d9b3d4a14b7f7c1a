"""How docs are split into the groups that one action reads (DocMeta) or compiles (DocPage)."""

def doc_groups(paths, size):
    """Groups doc paths by folder, about `size` docs to a group.

    A folder with more than `size` docs is split by a hash of each path, so that adding a
    doc moves no other doc to another group (unless its folder grows past a multiple of
    `size`).

    Args:
      paths: doc paths under the content root.
      size: the most docs a group holds, as a rule (a hash split is not exact).

    Returns:
      dict of group name → list of indexes into `paths`, in a stable order.
    """
    by_folder = {}
    for i, path in enumerate(paths):
        by_folder.setdefault(path.rpartition("/")[0] or "_root", []).append(i)
    groups = {}
    for folder in sorted(by_folder):
        members = by_folder[folder]
        parts = (len(members) + size - 1) // size
        for i in members:
            groups.setdefault("%s.%d" % (folder, hash(paths[i]) % parts), []).append(i)
    return groups
