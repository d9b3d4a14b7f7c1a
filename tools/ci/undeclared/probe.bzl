"""`probe_reads`: an action that reads files and loads npm packages, declared or not (for
tools/ci/undeclared.sh, which expects the undeclared ones to fail the build)."""

def _probe_reads_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".txt")
    args = ctx.actions.args()
    args.add("--out", out)
    args.add_all(ctx.attr.reads, before_each = "--read")
    args.add_all(ctx.attr.requires, before_each = "--require")

    # A @params file last on the line: the form persistent workers need.
    args.use_param_file("@%s", use_always = True)
    args.set_param_file_format("multiline")
    ctx.actions.run(
        executable = ctx.executable._tool,
        arguments = [args],
        inputs = ctx.files.declared,
        outputs = [out],
        mnemonic = "HermeticProbeWorker" if ctx.attr.worker else "HermeticProbe",
        progress_message = "Probing inputs %s" % ctx.label,
        execution_requirements = {"supports-workers": "1", "requires-worker-protocol": "json"} if ctx.attr.worker else None,
    )
    return [DefaultInfo(files = depset([out]))]

probe_reads = rule(
    implementation = _probe_reads_impl,
    doc = """Runs the probe tool over `reads` (exec paths) and `requires` (npm package names).

Only `declared` are the action's inputs, and the tool's runfiles hold only the npm packages
its js_binary lists: anything else named here is undeclared. With `worker = True` the
action may run in a persistent worker (mnemonic HermeticProbeWorker; give
`--strategy=HermeticProbeWorker=worker`).""",
    attrs = {
        "reads": attr.string_list(doc = "Files the tool reads, as exec paths."),
        "requires": attr.string_list(doc = "npm packages the tool loads."),
        "declared": attr.label_list(allow_files = True, doc = "The action's declared inputs."),
        "worker": attr.bool(doc = "Let the action run in a persistent worker."),
        "_tool": attr.label(default = "//tools/ci/undeclared:probe", executable = True, cfg = "exec"),
    },
)
