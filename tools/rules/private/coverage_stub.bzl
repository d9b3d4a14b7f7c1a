"""A local stand-in for @remote_coverage_tools, which `bazel test` fetches from the internet."""

def _coverage_stub_impl(rctx):
    rctx.file("BUILD.bazel", """\
# Coverage is not collected by this project; these empty groups satisfy `bazel test`.
filegroup(name = "coverage_report_generator", visibility = ["//visibility:public"])
filegroup(name = "lcov_merger", visibility = ["//visibility:public"])
""")

coverage_stub = repository_rule(
    implementation = _coverage_stub_impl,
    doc = "Declares the two filegroups `bazel test` expects in @remote_coverage_tools, without a download.",
)
