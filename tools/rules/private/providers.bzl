"""The providers that carry the contracts between this project's rules, each with a
validating constructor (`js_info`, `doc_pages_info`): a rule builds its
provider through the constructor, so a missing or mistyped field fails at analysis, with
the rule's label, instead of deep inside another rule."""

JsInfo = provider(
    doc = "Compiled JavaScript of a ts_project and of everything it depends on.",
    fields = {
        "js": "depset of .js files, transitively",
        "dts": "depset of .d.ts files, transitively",
        "sources": "depset of .ts/.tsx sources, transitively (for bundlers and source checks)",
        "npm": "depset of the files of the npm packages the sources import, transitively (what a bundle of them reads)",
    },
)

def js_info(js, dts, sources, npm):
    """Builds a JsInfo; every field must be a depset.

    Args:
      js: depset of compiled .js files.
      dts: depset of .d.ts declaration files.
      sources: depset of the .ts/.tsx sources.
      npm: depset of the npm package files they import.

    Returns:
      JsInfo
    """
    for name, value in [("js", js), ("dts", dts), ("sources", sources), ("npm", npm)]:
        if type(value) != "depset":
            fail("JsInfo.%s must be a depset, not %s" % (name, type(value)))
    return JsInfo(js = js, dts = dts, sources = sources, npm = npm)

_DOC_FIELDS = ["src", "doc_path", "route", "page", "html"]

DocPagesInfo = provider(
    doc = "The compiled docs of a doc_page target, one struct per doc, and their groups' search shards, link facts and section texts.",
    fields = {
        "docs": "list of struct(src, doc_path, route, page, html): the source File, " +
                "its path under the content root, its route (None if another doc has it), and its " +
                "artifacts (page data, and its HTML page " +
                "or None when it is not deployed or the target renders no HTML)",
        "shards": "list of File: the search shards files, one per group of docs (a line per doc)",
        "links": "list of File: the link facts files, one per group of docs (a JSON list, a line per doc)",
        "texts": "list of File: the deployed folders of section texts, one per group of docs that has deployed docs",
        "tables": "list of File: the deployed folders of the pages' parts of the route table, one per group of docs with HTML",
    },
)

def doc_pages_info(docs, shards, links, texts, tables = []):
    """Builds a DocPagesInfo, checking that every doc has its source and its artifacts.

    Args:
      docs: list of struct(src, doc_path, route, page, html).
      shards: list of the groups' search shards Files.
      links: list of the groups' link facts Files, one per shards file.
      texts: list of the groups' deployed section texts folders (tree artifacts).
      tables: list of the groups' folders of parts of the route table (tree artifacts).

    Returns:
      DocPagesInfo
    """
    for doc in docs:
        for field in _DOC_FIELDS:
            if not hasattr(doc, field):
                fail("DocPagesInfo: a doc has no `%s` (needs %s)" % (field, ", ".join(_DOC_FIELDS)))
        if type(doc.doc_path) != "string" or not doc.doc_path:
            fail("DocPagesInfo: doc_path of %s must be a non-empty string" % doc.src)
    if type(shards) != "list" or (len(shards) == 0 and len(docs) > 0):
        fail("DocPagesInfo: shards must list the groups' search shards files")
    if type(links) != "list" or len(links) != len(shards):
        fail("DocPagesInfo: links must list the groups' link facts files, one per shards file")
    if type(texts) != "list" or len(texts) > len(shards):
        fail("DocPagesInfo: texts must list the groups' section texts folders, at most one per group")
    if type(tables) != "list" or len(tables) > len(shards):
        fail("DocPagesInfo: tables must list the groups' folders of table parts, at most one per group")
    return DocPagesInfo(docs = docs, shards = shards, links = links, texts = texts, tables = tables)

def docs_of(pages):
    """Every doc of a list of targets that provide DocPagesInfo, in order.

    Args:
      pages: a label_list attribute's targets.

    Returns:
      list of the doc structs.
    """
    return [d for t in pages for d in t[DocPagesInfo].docs]

def group_files_of(pages, kind):
    """The groups' files of one kind of a list of targets that provide DocPagesInfo, in order.

    Args:
      pages: a label_list attribute's targets.
      kind: "shards" (search shards), "links" (link facts), "texts" (deployed section texts folders)
        or "tables" (folders of the pages' parts of the route table).

    Returns:
      list of Files.
    """
    return [f for t in pages for f in getattr(t[DocPagesInfo], kind)]
