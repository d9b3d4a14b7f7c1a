"""`nginx_conf`: an nginx server block for a built site, from its `_headers` and `_redirects`."""

load(":node.bzl", "run_node_tool")

def _file_named(target, basename):
    for f in target[DefaultInfo].files.to_list():
        if f.basename == basename:
            return f
    fail("%s has no file %s" % (target.label, basename))

def _nginx_conf_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".conf")
    headers = _file_named(ctx.attr.headers, "_headers")
    inputs = [headers]
    args = ["--headers", headers.path, "--out", out.path]
    if ctx.attr.redirects:
        redirects = _file_named(ctx.attr.redirects, "_redirects")
        inputs.append(redirects)
        args += ["--redirects", redirects.path]
    run_node_tool(ctx, ctx.executable._tool, "NginxConf", "Writing the nginx server block %s" % out.short_path, inputs, [out], args)
    return [DefaultInfo(files = depset([out]))]

nginx_conf = rule(
    implementation = _nginx_conf_impl,
    doc = """Writes `<name>.conf`, an nginx server block that serves the site as the preview
server does: its `_headers` on every response, the `_redirects` rules as 301s with the
query kept, immutable caching of content-hashed folders, `.html` stripping, the 404 page
with status 404, gzip (docs/hosting.md). Outside the site folder: it is not served.""",
    attrs = {
        "headers": attr.label(mandatory = True, doc = "The target that writes the site's `_headers` (prerender)."),
        "redirects": attr.label(doc = "The target that writes the site's `_redirects` (site_redirects), if any."),
        "_tool": attr.label(default = "//tools/actions/nginxconf", executable = True, cfg = "exec"),
    },
)
