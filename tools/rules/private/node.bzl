"""What every rule that runs Node.js shares: the attributes that bring Node.js and the npm
packages, the one lookup of the `node_modules` folder, and `run_node_tool`, the one way an
action runs one of this project's Node.js tools (arguments in a `@params` file, optionally
as a persistent worker)."""

NPM_REPO = "npm"

# Every file of every npm package, declared one by one (see npm_repository.bzl).
NPM = "@npm//:packages"

# package.json's `dependencies`: the packages the site ships to browsers.
NPM_DEPENDENCIES = "@npm//:dependencies"

# What the TypeScript compiler reads: TypeScript, and each package's declarations and manifest.
NPM_TYPES = "@npm//:types"
NODE = "@nodejs//:bin/node"
WORKSPACE = "projen_docs"

# Actions that may run in a persistent worker (JSON protocol; see tools/actions/worker).
WORKER_REQUIREMENTS = {"supports-workers": "1", "requires-worker-protocol": "json"}

NODE_ATTRS = {
    "_npm": attr.label(default = NPM, allow_files = True),
    "_node": attr.label(default = NODE, allow_single_file = True, executable = True, cfg = "exec"),
}

def node_modules(ctx):
    """The exec path of @npm's `node_modules` folder (its files are the rule's `_npm`).

    Args:
      ctx: a rule context with NODE_ATTRS.

    Returns:
      string, e.g. `external/npm/node_modules`
    """
    return ctx.attr._npm.label.workspace_root + "/node_modules"

def run_node_tool(ctx, tool, mnemonic, progress_message, inputs, outputs, arguments, worker = False, args_file = None, unused_inputs_list = None):
    """Runs one of this project's Node.js tools (a js_binary) in an action.

    The arguments go in a `@params` file, one per line: the form the tools' one-shot mode
    reads, and the form Bazel's persistent workers need (the file last on the line).
    Bazel writes that file next to the action's first output; an action whose outputs all
    belong to the deployable folder gives `args_file` instead, a declared file elsewhere
    that holds the same lines (written at analysis, an input like any other).

    Args:
      ctx: the rule context.
      tool: the tool's executable (e.g. `ctx.executable._tool`).
      mnemonic: the action's mnemonic (what `--strategy=<Mnemonic>=...` names).
      progress_message: what Bazel shows while the action runs.
      inputs: list or depset of Files the tool reads.
      outputs: list of Files it writes.
      arguments: an Args object, or a list of strings and Files.
      worker: True to let it run as a persistent worker.
      args_file: a File (declared, not yet written) to hold the arguments, or None.
      unused_inputs_list: a File among `outputs` in which the tool lists the inputs it did
        not read: a change to those alone does not run the action again.
    """
    args = arguments
    if type(arguments) == "list":
        args = ctx.actions.args()
        args.add_all(arguments)
    args.set_param_file_format("multiline")
    if args_file:
        ctx.actions.write(args_file, args)
        args = ["@" + args_file.path]
        inputs = depset([args_file], transitive = [inputs if type(inputs) == "depset" else depset(inputs)])
    else:
        args.use_param_file("@%s", use_always = True)
        args = [args]
    ctx.actions.run(
        executable = tool,
        arguments = args,
        inputs = inputs,
        outputs = outputs,
        mnemonic = mnemonic,
        progress_message = progress_message,
        execution_requirements = WORKER_REQUIREMENTS if worker else None,
        unused_inputs_list = unused_inputs_list,
    )
