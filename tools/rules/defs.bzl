"""The public rules and macros of this project's build. Load from here, never from private/.

Shaped like aspect's rules_js / rules_ts (`ts_project`, `js_binary`, `js_test`), so that
moving to them later is mostly a change of `load()` lines; the docs rules turn markdown
into the deployable site.

TypeScript and Node.js:
  ts_project   .ts/.tsx to CommonJS (esbuild), type-checked by its `<name>_typecheck` test
  js_binary    a Node.js program (runnable, or an action's tool / persistent worker)
  js_test      mocha over a ts_project's *.test.ts files
  node_bundle  one esbuild bundle of a module, for a tool to load as an input
  ts_library   a library and its tests, in one package
  ts_program   the library + program + test trio of a tool's package
  build_tool   the bundled ts_program of one build step (tools/actions/<name>)
  ts_sources   the .ts/.tsx sources of ts_project targets, as files (for code checks)
  repo_typecheck_test   tsc --noEmit over many packages' sources in one program
  code_check_test       a checker (formatter, linter) over files, as a cached action
  code_fix              `bazel run` it to rewrite what the checkers can fix

Docs:
  docs_site       the whole pipeline, markdown → bazel-bin/<name>/
  versioned_docs  the files of each docs version of a package's versions.json (Docusaurus's layout)
  doc_page, site_manifest, link_check, search_index, prerender, site_assembly,
  client_bundle, api_reference   its steps
  site_layout_fixture             where the build deploys a doc, as JSON (for contracts' test)
  route_front_matter_fixture      what doc_routes reads of docs' front matter, as JSON (for docpage's test)
  doc_versions_fixture            how versions.json and the versions options are read and checked, as JSON

Providers (built through their validating constructors): JsInfo, DocPagesInfo.
"""

load("//tools/rules/private:api_reference.bzl", _api_reference = "api_reference")
load("//tools/rules/private:client_bundle.bzl", _client_bundle = "client_bundle")
load("//tools/rules/private:code_check.bzl", _code_check_test = "code_check_test", _code_fix = "code_fix")
load("//tools/rules/private:doc_page.bzl", _doc_page = "doc_page")
load("//tools/rules/private:docs_site.bzl", _docs_site = "docs_site")
load("//tools/rules/private:js_binary.bzl", _js_binary = "js_binary", _js_test = "js_test", _node_bundle = "node_bundle")
load("//tools/rules/private:prerender.bzl", _prerender = "prerender")
load(
    "//tools/rules/private:providers.bzl",
    _DocPagesInfo = "DocPagesInfo",
    _JsInfo = "JsInfo",
    _doc_pages_info = "doc_pages_info",
    _js_info = "js_info",
)
load("//tools/rules/private:site_assembly.bzl", _site_assembly = "site_assembly")
load("//tools/rules/private:site_layout.bzl", _route_front_matter_fixture = "route_front_matter_fixture", _site_layout_fixture = "site_layout_fixture")
load("//tools/rules/private:site_steps.bzl", _link_check = "link_check", _search_index = "search_index", _site_manifest = "site_manifest")
load("//tools/rules/private:ts_program.bzl", _build_tool = "build_tool", _ts_library = "ts_library", _ts_program = "ts_program")
load("//tools/rules/private:ts_project.bzl", _repo_typecheck_test = "repo_typecheck_test", _ts_project = "ts_project", _ts_sources = "ts_sources")
load("//tools/rules/private:versioned_docs.bzl", _versioned_docs = "versioned_docs")
load("//tools/rules/private:versions.bzl", _doc_versions_fixture = "doc_versions_fixture")

ts_project = _ts_project
js_binary = _js_binary
js_test = _js_test
node_bundle = _node_bundle
ts_program = _ts_program
ts_library = _ts_library
build_tool = _build_tool
ts_sources = _ts_sources
repo_typecheck_test = _repo_typecheck_test
code_check_test = _code_check_test
code_fix = _code_fix

docs_site = _docs_site
versioned_docs = _versioned_docs
doc_page = _doc_page
site_manifest = _site_manifest
link_check = _link_check
search_index = _search_index
prerender = _prerender
site_assembly = _site_assembly
client_bundle = _client_bundle
api_reference = _api_reference
site_layout_fixture = _site_layout_fixture
route_front_matter_fixture = _route_front_matter_fixture
doc_versions_fixture = _doc_versions_fixture

JsInfo = _JsInfo
js_info = _js_info
DocPagesInfo = _DocPagesInfo
doc_pages_info = _doc_pages_info
