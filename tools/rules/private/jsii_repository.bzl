"""Repository rule that lists the submodules of a jsii package installed in @npm."""

def _jsii_submodules_impl(rctx):
    assembly = rctx.path(Label("@npm//:pnpm-lock.yaml")).dirname.get_child("node_modules").get_child(rctx.attr.package).get_child(".jsii")
    node = rctx.path(Label("@nodejs//:bin/node"))  # the pinned Node.js, not the host's
    script = "const a=JSON.parse(require('fs').readFileSync(process.argv[1],'utf8'));console.log(JSON.stringify(Object.keys(a.submodules||{}).sort()))"
    result = rctx.execute([node, "-e", script, str(assembly)])
    if result.return_code != 0:
        fail("cannot read the jsii assembly %s: %s" % (assembly, result.stderr))
    rctx.file("submodules.bzl", "# Generated from %s's jsii assembly.\nSUBMODULES = %s\n" % (rctx.attr.package, result.stdout.strip()))
    rctx.file("BUILD.bazel", "")

jsii_submodules = repository_rule(
    implementation = _jsii_submodules_impl,
    doc = """Writes `submodules.bzl` with SUBMODULES, the submodule names of a jsii package in @npm.

It re-runs when the lockfile changes, so upgrading the package adds or removes API
pages with no BUILD edit.""",
    attrs = {"package": attr.string(mandatory = True)},
)
