"""Docs versions laid out as Docusaurus lays them out, read and resolved before the build.

A docs folder's `versions.json` lists its cut versions, newest first; version `<name>` has
its docs in `versioned_docs/version-<name>/` and its sidebars in
`versioned_sidebars/version-<name>-sidebars.json` (a version without that file has no
sidebar). The `doc_versions` repository rule reads the file with `doc_versions_of`, which
checks it as Docusaurus does; `resolve_versions` gives each version its label, route base,
search base, banner and badge from `docs_site`'s options, with Docusaurus's defaults and its
checks of those options. Both return their error instead of failing, so that
`doc_versions_fixture` can write their answers for a test.
"""

load(":site_layout.bzl", "DOCS_ROUTE_BASE", "fixture_json", "generated_index_dir_of", "version_paths", "version_route_base")

# The docs of `docs/`, always a version unless only_include_versions leaves it out.
CURRENT_VERSION = "current"

_WHITESPACE = " \t\n\r"
_HEX = "0123456789abcdefABCDEF"
_TARGET_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-"

def _hex(byte):
    return "0123456789abcdef"[byte // 16] + "0123456789abcdef"[byte % 16]

# Every byte, at its own index (Bazel reads a file's bytes as characters of these codes).
_BYTES = json.decode("\"%s\"" % "".join(["\\u00" + _hex(i) for i in range(256)]))

# Characters a folder name may not hold (Docusaurus's rule), besides control characters.
_RESERVED = "<>:\"|?*"

# UTF-8 bytes, as Bazel reads a file: continuation bytes, and the first bytes of 4-byte characters.
_CONTINUATION = ("\200", "\277")
_FOUR_BYTES = ("\360", "\367")

def _skip(text, start, chars):
    for i in range(start, len(text)):
        if text[i] not in chars:
            return i
    return len(text)

def _line_of(text, at):
    return text.count("\n", 0, at) + 1

def _utf16_length(name):
    """The length of a name in UTF-16 code units (JavaScript's), from its UTF-8 bytes."""
    length = 0
    for c in name.elems():
        if c >= _CONTINUATION[0] and c <= _CONTINUATION[1]:
            continue
        length += 2 if c >= _FOUR_BYTES[0] and c <= _FOUR_BYTES[1] else 1
    return length

def version_name_error(name):
    """What is wrong with a version name by Docusaurus's rules (validateVersionName), or None.

    Args:
      name: the name, as read from versions.json.

    Returns:
      the end of a sentence that starts "a version name ", or None for a valid name.
    """
    if not name.strip():
        return "must contain at least one character that is not a space"
    if "/" in name or "\\" in name:
        return "must not contain / or \\"
    if _utf16_length(name) > 32:
        return "must be at most 32 characters long"
    if [c for c in name.elems() if c in _RESERVED or c < " "]:
        return "must not contain %s or a control character: it names a folder" % " ".join(_RESERVED.elems())
    if name in [".", ".."]:
        return "must not be \".\" or \"..\""
    return None

def _string_end(text, start):
    """The end of the JSON string at text[start] (a quote): struct(end, error), end past its closing quote."""
    skip = 0
    for i in range(start + 1, len(text)):
        if skip:
            skip -= 1
            continue
        c = text[i]
        if c == "\"":
            return struct(end = i + 1, error = None)
        if c < " ":
            return struct(end = None, error = "a string holds a control character: write it as an escape")
        if c != "\\":
            continue
        escape = text[i + 1:i + 2]
        digits = text[i + 2:i + 6]
        if escape == "u" and len(digits) == 4 and not [d for d in digits.elems() if d not in _HEX]:
            if int(digits, 16) >= 128:
                return struct(end = None, error = "write \\u%s as the character itself: Bazel reads escapes of non-ASCII characters wrongly" % digits)
            skip = 5
        elif escape and escape in "\"\\/bfnrt":
            skip = 1
        else:
            return struct(end = None, error = "a string holds a bad escape (\\%s)" % escape)
    return struct(end = None, error = "a string is not closed")

def _kind_of(value):
    """What JSON value starts `value`, for a message."""
    c = value[:1]
    if c == "{":
        return "an object"
    if c == "[":
        return "a list"
    if c == "\"":
        return "a string"
    if c and c in "-0123456789":
        return "a number"
    if value.startswith("true") or value.startswith("false"):
        return "a boolean"
    if value.startswith("null"):
        return "null"
    return "not JSON" if c else "empty"

def _names_of(where, text):
    """A versions.json's list of strings: struct(names = [(name, line)], error)."""
    at = _skip(text, 3 if text.startswith("\357\273\277") else 0, _WHITESPACE)
    if text[at:at + 1] != "[":
        return struct(names = None, error = "%s: error: expected a JSON list of version names, newest first (as docusaurus docs:version writes it); the file is %s" % (where, _kind_of(text[at:])))
    names = []
    at = _skip(text, at + 1, _WHITESPACE)
    for _ in range(len(text)):
        if text[at:at + 1] == "]" and not names:
            break
        line = _line_of(text, at)
        if text[at:at + 1] != "\"":
            kind = _kind_of(text[at:])
            if kind in ["not JSON", "empty"]:
                return struct(names = None, error = "%s:%d: error: not valid JSON: expected a version name (a string in double quotes)" % (where, line))
            value = text[at:_skip(text, at, "-+.0123456789eEtruefalsn")] if kind in ["a number", "a boolean", "null"] else ""
            return struct(names = None, error = "%s:%d: error: version names are strings, not %s%s" % (where, line, kind, (": " + value) if value else ""))
        string = _string_end(text, at)
        if string.error:
            return struct(names = None, error = "%s:%d: error: not valid JSON: %s" % (where, line, string.error))
        names.append((json.decode(text[at:string.end]), line))
        at = _skip(text, string.end, _WHITESPACE)
        if text[at:at + 1] != ",":
            break
        at = _skip(text, at + 1, _WHITESPACE)
    if text[at:at + 1] != "]":
        return struct(names = None, error = "%s:%d: error: not valid JSON: expected \",\" or \"]\" after a version name" % (where, _line_of(text, at)))
    if _skip(text, at + 1, _WHITESPACE) != len(text):
        return struct(names = None, error = "%s:%d: error: not valid JSON: text after the list's \"]\"" % (where, _line_of(text, at + 1)))
    return struct(names = names, error = None)

def version_target(name):
    """The part of a docs version's target names that stands for it, one name for each version name.

    Letters, digits, `.` and `-` stay; any other byte is `_` and its two hex digits, so that
    `1.2` → `1.2`, `1 2` → `1_202`, `1_2` → `1_5f2`.

    Args:
      name: a valid version name.

    Returns:
      a string that Bazel's target names may hold.
    """
    return "".join([c if c in _TARGET_CHARS else "_" + _hex(_BYTES.index(c)) for c in name.elems()])

def _folder_error(where, name, line, content_dir, folders):
    """What is wrong with version `name`'s folder, or None: Docusaurus reads each version listed from its folder."""
    if "version-" + name not in folders:
        # The cut command (tools/dev/version) writes the folder; its --content names another docs folder.
        cut = "bazel run //tools/dev/version -- %s%s" % (name, "" if content_dir == "content" else " --content " + content_dir)
        return "%s:%d: error: version %s has no docs folder: %s/versioned_docs/version-%s/ does not exist. Cut it with %s, or take %s out of versions.json" % (where, line, json.encode(name), content_dir, name, cut, json.encode(name))
    return None

def doc_versions_of(content_dir, text, folders):
    """Reads a docs folder's versions.json and checks it as Docusaurus does.

    Args:
      content_dir: the docs folder's workspace path (`content`): it holds versions.json.
      text: the file's text.
      folders: the names in `<content_dir>/versioned_docs/` (`version-1.2`, …).

    Returns:
      struct of `versions` (versions.json's order: name, `docs_dir`, `sidebars_file`, `target`,
      and the labels of the `versioned_docs` macro's `docs` and `sidebars` filegroups; for a
      listed "current", its `docs/` and no labels) and `error` (a message naming the file and
      line, or None).
    """
    where = content_dir + "/versions.json"
    read = _names_of(where, text)
    if read.error:
        return struct(versions = None, error = read.error)
    versions = []
    lines = {}
    for name, line in read.names:
        problem = version_name_error(name)
        if problem:
            return struct(versions = None, error = "%s:%d: error: invalid version name %s: a version name %s (Docusaurus's rule)" % (where, line, json.encode(name), problem))
        if name in lines:
            return struct(versions = None, error = "%s:%d: error: version %s is listed twice (line %d too)" % (where, line, json.encode(name), lines[name]))
        lines[name] = line
        if name == CURRENT_VERSION:
            versions.append({"name": name, "docs_dir": "docs", "sidebars_file": None, "target": None, "docs": None, "sidebars": None})
            continue
        error = _folder_error(where, name, line, content_dir, folders)
        if error:
            return struct(versions = None, error = error)
        target = version_target(name)
        versions.append({
            "name": name,
            "docs_dir": "versioned_docs/version-" + name,
            "sidebars_file": "versioned_sidebars/version-%s-sidebars.json" % name,
            "target": target,
            "docs": "//%s:versioned_docs_%s" % (content_dir, target),
            "sidebars": "//%s:versioned_sidebars_%s" % (content_dir, target),
        })
    return struct(versions = versions, error = None)

# What docs_site's version_config may say of a version (Docusaurus's `versions` option), by type.
_CONFIG_TYPES = {"label": "string", "path": "string", "banner": "string", "badge": "bool", "className": "string", "noIndex": "bool"}
_BANNERS = ["unreleased", "unmaintained", "none"]

# A version's path part: one URL segment.
_PATH_CHARS = _TARGET_CHARS + "~+"

# The keys of a version, as doc_versions_of gives it.
_ENTRY_KEYS = ["docs", "docs_dir", "name", "sidebars", "sidebars_file", "target"]

def _current_entry():
    return {"name": CURRENT_VERSION, "docs_dir": "docs", "sidebars_file": None, "target": None, "docs": None, "sidebars": None}

def _options_error(names, last_version, version_config, only_include_versions):
    """Docusaurus's checks of the versions options (validateVersionsOptions), or None."""
    available = "Available version names are: " + ", ".join(names)
    if last_version and last_version not in names:
        return "last_version %s is invalid. %s" % (json.encode(last_version), available)
    unknown = [n for n in version_config if n not in names]
    if unknown:
        return "version_config: unknown versions (%s) found. %s" % (", ".join(unknown), available)
    if only_include_versions == None:
        return None
    if not only_include_versions:
        return "only_include_versions: an empty list is not allowed, at least one version is needed"
    unknown = [n for n in only_include_versions if n not in names]
    if unknown:
        return "only_include_versions: unknown versions (%s) found. %s" % (", ".join(unknown), available)
    if last_version and last_version not in only_include_versions:
        return "only_include_versions must include last_version %s" % json.encode(last_version)
    return None

def _config_error(name, config):
    """What is wrong with version_config[name], or None."""
    where = "version_config[%s]" % json.encode(name)
    if type(config) != "dict":
        return "%s is a %s; expected a dict of %s" % (where, type(config), ", ".join(_CONFIG_TYPES))
    for key, value in config.items():
        if key not in _CONFIG_TYPES:
            return "%s: unknown key %s; use %s (Docusaurus's version options)" % (where, json.encode(key), ", ".join(_CONFIG_TYPES))
        if type(value) != _CONFIG_TYPES[key]:
            return "%s.%s is a %s; expected a %s" % (where, key, type(value), _CONFIG_TYPES[key])
    if config.get("banner", "none") not in _BANNERS:
        return "%s.banner is %s; use \"unreleased\", \"unmaintained\" or \"none\"" % (where, json.encode(config["banner"]))
    return None

def _version_of(site, entry, names, last, config):
    """Docusaurus's metadata of a version (createVersionMetadata), with its paths and target names here."""
    name = entry["name"]
    is_last = name == last
    newer = names.index(name) < names.index(last)
    path = config.get("path", "" if is_last else ("next" if name == CURRENT_VERSION else name))
    paths = version_paths(version_route_base(path), is_last)
    banner = config.get("banner") or (None if is_last else ("unreleased" if newer else "unmaintained"))
    version = dict(entry)
    version.update({
        "label": config.get("label", "Next" if name == CURRENT_VERSION else name),
        "path": path,
        "route_base": paths.route_base,
        "search_base": paths.search_base,
        "banner": None if banner == "none" else banner,
        "badge": config.get("badge", len(names) != 1),
        "class_name": config.get("className", "docs-version-" + name),
        "no_index": config.get("noIndex", False),
        "is_last": is_last,
        "newer_than_latest": newer,
        "target": site if name == CURRENT_VERSION else "%s_v%s" % (site, version_target(name)),
    })
    return version

def _paths_error(versions):
    """Two versions at one route base, a path that is not one URL segment, and the like, or None."""
    last = [v for v in versions if v["is_last"]][0]
    generated = generated_index_dir_of(last["route_base"])[:-1]
    bases = {}
    for v in versions:
        name = json.encode(v["name"])
        if [c for c in v["path"].elems() if c not in _PATH_CHARS] or v["path"] in [".", ".."]:
            return "version %s has the path %s: a version's path is one URL segment of letters, digits and . _ - ~ + (set version_config[%s].path)" % (name, json.encode(v["path"]), name)
        if not v["path"] and not v["is_last"]:
            return "version %s has an empty path: only the last version (%s) is served at %s" % (name, json.encode(last["name"]), DOCS_ROUTE_BASE)
        if v["route_base"] in bases:
            return "versions %s and %s both have the path %s" % (json.encode(bases[v["route_base"]]), name, v["route_base"])
        if v["route_base"] == generated:
            return "version %s has the path %s, where the last version's generated index pages go (set version_config[%s].path)" % (name, v["route_base"], name)
        bases[v["route_base"]] = v["name"]
    return None

def resolve_versions(where, site, versions, last_version = None, version_config = {}, only_include_versions = None):
    """Gives each docs version of a site its metadata, as Docusaurus does (readVersionsMetadata).

    Args:
      where: what names the site in a message (`docs_site(//:dist)`).
      site: the site's name: the current version's targets are named by it, another
        version's by `<site>_v<name>`.
      versions: the versions of versions.json, newest first, as doc_versions_of gives them.
      last_version: the version served at /docs (Docusaurus's `lastVersion`); default: the
        newest cut version, or current when none is cut.
      version_config: a version's name → its options: `label`, `path`, `banner`
        ("unreleased", "unmaintained" or "none"), `badge`, `className`, `noIndex`.
      only_include_versions: the versions to build (Docusaurus's `onlyIncludeVersions`), or None for all.

    Returns:
      struct of `versions` (Docusaurus's order: current first unless versions.json places it;
      each version's entry plus `label`, `path`, `route_base`, `search_base`, `banner`,
      `badge`, `class_name`, `no_index`, `is_last`, `newer_than_latest`, `target`) and `error`.
    """
    for v in versions:
        if type(v) != "dict" or sorted(v.keys()) != _ENTRY_KEYS:
            return struct(versions = None, error = "%s: versions: each is a dict of %s, as @doc_versions writes them; got %s" % (where, ", ".join(_ENTRY_KEYS), repr(v)))
    entries = {v["name"]: v for v in versions}
    names = [v["name"] for v in versions]
    if CURRENT_VERSION not in names:
        names.insert(0, CURRENT_VERSION)
        entries[CURRENT_VERSION] = _current_entry()
    error = _options_error(names, last_version, version_config, only_include_versions)
    for name, config in version_config.items():
        error = error or _config_error(name, config)
    if error:
        return struct(versions = None, error = "%s: %s" % (where, error))
    if only_include_versions != None:
        names = [n for n in names if n in only_include_versions]
    last = last_version or ([n for n in names if n != CURRENT_VERSION] + [CURRENT_VERSION])[0]
    resolved = [_version_of(site, entries[n], names, last, version_config.get(n, {})) for n in names]
    error = _paths_error(resolved)
    if error:
        return struct(versions = None, error = "%s: %s" % (where, error))
    return struct(versions = resolved, error = None)

def _answer(result):
    return {"versions": result.versions, "error": result.error}

def _doc_versions_fixture_impl(ctx):
    answers = {"read": {}, "texts": {}, "names": {}, "resolved": {}}
    for text in ctx.attr.bad_texts:
        answers["texts"][text] = _answer(doc_versions_of("content", text, []))
    for name in ctx.attr.bad_names:
        answers["names"][name] = _answer(doc_versions_of("content", json.encode([name]), ["version-" + name]))
    for case, spec in ctx.attr.read_cases.items():
        spec = json.decode(spec)
        answers["read"][case] = _answer(doc_versions_of("content", spec["text"], spec.get("folders", [])))
    for case, spec in ctx.attr.resolve_cases.items():
        spec = json.decode(spec)
        names = spec.get("versions", [])
        read = doc_versions_of("content", json.encode(names), ["version-" + n for n in names])
        answers["resolved"][case] = _answer(read if read.error else resolve_versions(
            "docs_site(//:dist)",
            "dist",
            spec.get("raw_versions", read.versions),
            spec.get("last_version"),
            spec.get("version_config", {}),
            spec.get("only_include_versions"),
        ))
    return fixture_json(ctx, answers)

doc_versions_fixture = rule(
    implementation = _doc_versions_fixture_impl,
    doc = "Writes what doc_versions_of and resolve_versions answer for each case, errors included, as JSON (for a test of their rules).",
    attrs = {
        "bad_names": attr.string_list(doc = "Version names, each read as a versions.json that lists only it (answers by name)."),
        "bad_texts": attr.string_list(doc = "versions.json texts, read with no versioned_docs/ folders (answers by text)."),
        "read_cases": attr.string_dict(doc = "A case's name → JSON `{text, folders}`: a versions.json's text and the names in versioned_docs/."),
        "resolve_cases": attr.string_dict(doc = "A case's name → JSON `{versions, last_version, version_config, only_include_versions}` (versions: names, newest first; or `raw_versions`, given as they are)."),
    },
)
