"""Repository rule that lists the sources of a redirects.yaml, so that the pages at those
sources can be declared when BUILD files load (`site_redirects` in redirects.bzl)."""

def _unquote(text):
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return text

def redirect_sources_of(text):
    """The sources of a redirects.yaml: the keys of its unindented `key: value` lines.

    The build's step reads the file with a YAML parser and fails, naming the line, on any
    rule this reading misses (a rule over two lines, an indented one).

    Args:
      text: the file's text.

    Returns:
      the sources, in file order.
    """
    sources = []
    for line in text.splitlines():
        if not line or line[0] in " \t#-" or line.startswith("---"):
            continue
        at = line.find(": ")
        key = line[:at] if at >= 0 else (line.rstrip()[:-1] if line.rstrip().endswith(":") else "")
        key = _unquote(key)
        if key.startswith("/"):
            sources.append(key)
    return sources

def _redirect_sources_impl(rctx):
    sources = redirect_sources_of(rctx.read(rctx.attr.src))
    rctx.file("sources.bzl", "# Generated from %s.\nREDIRECT_SOURCES = %s\n" % (rctx.attr.src, repr(sources)))
    rctx.file("BUILD.bazel", "")

redirect_sources = repository_rule(
    implementation = _redirect_sources_impl,
    doc = """Writes `sources.bzl` with REDIRECT_SOURCES, the sources of a redirects.yaml.

Bazel declares every output before any action reads a file, so the page at each source
must be known when the BUILD file is loaded: this rule reads the file's keys (it runs
again when the file changes) and `docs_site(redirect_sources = REDIRECT_SOURCES)` declares
their pages. The full check is the build's `site_redirects` step.""",
    attrs = {"src": attr.label(allow_single_file = True, mandatory = True, doc = "The redirects.yaml.")},
)
