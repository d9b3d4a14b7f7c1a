"""`versioned_docs`: the files of the docs versions of a package's versions.json, as targets."""

load("@doc_versions//:versions.bzl", "DOC_VERSIONS", "GENERATED_ROOTS", "VERSIONS_FILES")
load(":versions.bzl", "CURRENT_VERSION")

def versioned_docs(name):
    """Declares the files of the docs versions of this package's versions.json, as targets.

    `name` is every version's files; for each version, as @doc_versions read it:

    `versioned_docs_<target>`, every file of `versioned_docs/version-<version>/`, and
    `versioned_sidebars_<target>`, its `versioned_sidebars/version-<version>-sidebars.json`
    when it has one (Docusaurus gives a version without one no sidebar). `<target>` is the
    version's name with any byte other than a letter, a digit, `.` or `-` written `_` and
    its hex digits (version_target in versions.bzl).

    Fails when the package's versions.json and what @doc_versions read of it disagree (run
    `bazel sync --only=doc_versions`), and when a version's folder holds no doc.

    Args:
      name: the filegroup of every version's files (docs and sidebars).
    """
    package = native.package_name()
    if package not in DOC_VERSIONS and [r for r in GENERATED_ROOTS if package.startswith(r + "/")]:
        # A generated corpus: @doc_versions finds it, but only when it runs.
        fail("//%s: versioned_docs: @doc_versions has not read this package since it was written: run bazel sync --only=doc_versions" % package)
    if package not in DOC_VERSIONS:
        fail("//%s: versioned_docs: @doc_versions does not read this package: add \"%s\" to its content_dirs in WORKSPACE.bazel" % (package, package))
    present = bool(native.glob(["versions.json"]))
    if present != (package + "/versions.json" in VERSIONS_FILES):
        fail("%s/versions.json: error: the file was %s since @doc_versions last read this folder: run bazel sync --only=doc_versions" % (package, "added" if present else "removed"))
    targets = []
    for version in DOC_VERSIONS[package]:
        if version["name"] == CURRENT_VERSION:
            continue
        files = native.glob([version["docs_dir"] + "/**"])
        if not [f for f in files if f.endswith(".md") or f.endswith(".mdx")]:
            fail("%s/%s/: error: docs version %s holds no .md or .mdx file" % (package, version["docs_dir"], version["name"]))
        native.filegroup(name = "versioned_docs_" + version["target"], srcs = files)
        native.filegroup(name = "versioned_sidebars_" + version["target"], srcs = native.glob([version["sidebars_file"]]))
        targets += [":versioned_docs_" + version["target"], ":versioned_sidebars_" + version["target"]]
    native.filegroup(name = name, srcs = targets)
