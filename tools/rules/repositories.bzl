"""The public repository rules, for WORKSPACE.bazel: Node.js, the npm packages from the
lockfile, the submodules of a jsii package, the docs' last commits, the docs whose front
matter sets their route, the docs versions of versions.json files, the sources of a redirects
file, and the stand-in for coverage tools."""

load("//tools/rules/private:coverage_stub.bzl", _coverage_stub = "coverage_stub")
load("//tools/rules/private:doc_routes_repository.bzl", _doc_routes = "doc_routes")
load("//tools/rules/private:doc_versions_repository.bzl", _doc_versions = "doc_versions")
load("//tools/rules/private:git_dates.bzl", _git_dates = "git_dates")
load("//tools/rules/private:jsii_repository.bzl", _jsii_submodules = "jsii_submodules")
load("//tools/rules/private:node_repository.bzl", _node_repository = "node_repository")
load("//tools/rules/private:npm_repository.bzl", _npm_repository = "npm_repository")
load("//tools/rules/private:redirects_repository.bzl", _redirect_sources = "redirect_sources")

coverage_stub = _coverage_stub
doc_routes = _doc_routes
doc_versions = _doc_versions
git_dates = _git_dates
jsii_submodules = _jsii_submodules
node_repository = _node_repository
npm_repository = _npm_repository
redirect_sources = _redirect_sources
