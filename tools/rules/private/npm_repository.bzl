"""Repository rule that installs the npm dependencies from the committed pnpm lockfile and
declares them file by file: one target per package (its files and its dependencies'),
so every action names the files it reads, locally and under remote execution."""

def _walk(rctx, root):
    """Every installed package under `root`/node_modules, nested ones too.

    Returns:
      dict: path relative to `root` (`node_modules/a/node_modules/b`) → list of the names
      of its dependencies (runtime, optional and peer), in package.json order.
    """
    prefix = len(str(root)) + 1
    found = {}
    stack = [root.get_child("node_modules")]
    for _ in range(100000):  # Starlark has no while loop
        if not stack:
            break
        folder = stack.pop()
        for entry in folder.readdir():
            if entry.basename.startswith("."):
                continue  # .bin (symlinks), pnpm's bookkeeping
            for package in (entry.readdir() if entry.basename.startswith("@") else [entry]):
                manifest = package.get_child("package.json")
                if not manifest.exists:
                    continue
                data = json.decode(rctx.read(manifest))
                deps = []
                for field in ["dependencies", "optionalDependencies", "peerDependencies"]:
                    deps += [d for d in data.get(field, {}).keys() if d not in deps]
                found[str(package)[prefix:]] = deps
                nested = package.get_child("node_modules")
                if nested.exists:
                    stack.append(nested)
    return found

def _files(rctx):
    """Lists every file and symlink under node_modules except those in .bin, sorted.

    Listed once at install time, so loading the BUILD file walks no folders (globs over
    24,000 files cost a new Bazel server about 1.2 s before the first action could start).
    """
    result = rctx.execute(["find", "node_modules", "(", "-type", "f", "-o", "-type", "l", ")", "-not", "-path", "node_modules/.bin/*"], quiet = True)
    if result.return_code != 0:
        fail("Listing node_modules failed: %s" % result.stderr)
    return sorted([line for line in result.stdout.split("\n") if line])

def _package_of(path, packages):
    """The package whose own files hold `path` (not those of a package nested in it), or None."""
    starts = []
    at = 0
    for _ in range(path.count("node_modules/")):
        found = path.find("node_modules/", at)
        if found < 0:
            break
        if found == 0 or path[found - 1] == "/":
            starts.append(found)
        at = found + 1
    for start in reversed(starts):
        parts = path[start + len("node_modules/"):].split("/")
        width = 2 if parts[0].startswith("@") else 1
        if len(parts) <= width:
            continue
        candidate = path[:start] + "node_modules/" + "/".join(parts[:width])
        if candidate in packages:
            rest = path[len(candidate):]
            return None if rest.startswith("/node_modules/") else candidate
    return None

def _is_type_input(path):
    """What the TypeScript compiler reads of a package: declarations and manifests."""
    return path.endswith(".d.ts") or path.endswith(".d.mts") or path.endswith(".d.cts") or path == "package.json" or path.endswith("/package.json")

def _resolve(packages, at, dep):
    """Where Node.js finds `dep` from the package at `at`: the nearest node_modules up."""
    base = at
    for _ in range(at.count("/node_modules/") + 1):
        candidate = base + "/node_modules/" + dep
        if candidate in packages:
            return candidate
        cut = base.rfind("/node_modules/")
        if cut < 0:
            break
        base = base[:cut]
    top = "node_modules/" + dep
    return top if top in packages else None

def _closure(packages, start):
    """Returns `start` and every package reachable from it through dependencies, sorted.

    Dependencies that are not installed (optional or peer ones) are skipped.
    """
    seen = {start: True}
    queue = [start]
    for _ in range(len(packages) + 1):
        if not queue:
            break
        at = queue.pop()
        for dep in packages[at]:
            found = _resolve(packages, at, dep)
            if found and found not in seen:
                seen[found] = True
                queue.append(found)
    return sorted(seen.keys())

def _on_demand_only(packages, direct, on_demand):
    """The installed packages that only on-demand packages need, sorted."""
    needed = {}
    for name in direct:
        if name not in on_demand and "node_modules/" + name in packages:
            for path in _closure(packages, "node_modules/" + name):
                needed[path] = True
    return sorted([p for p in packages.keys() if p not in needed])

def _build_file(packages, files, dependencies, direct, on_demand):
    """Returns the text of the npm repository's BUILD file.

    It declares `:_pkg/<path>` (one package's own files), `:<name>` (a top-level package
    with its dependencies), `:packages` (every file), `:dependencies` (package.json's
    `dependencies`: what the site ships to browsers) and `:types` (what the TypeScript
    compiler reads).
    """
    own = {}
    for path in files:
        package = _package_of(path, packages)
        if package:
            own.setdefault(package, []).append(path)
    left_out = [p + "/" for p in _on_demand_only(packages, direct, on_demand)]
    types = [f for f in files if _is_type_input(f) and not [p for p in left_out if f.startswith(p)]]
    lines = [
        "# Generated by //tools/rules:repositories.bzl from package.json and pnpm-lock.yaml.",
        "# Every file is declared: an action reads only the packages it depends on, and a",
        "# sandbox or remote executor holds exactly those.",
        "",
        'package(default_visibility = ["//visibility:public"])',
        "",
        "# Every package's files (for tools that load any of them, e.g. a bundler), but for the",
        "# on-demand packages (%s) and what only they need: a target names those itself." % ", ".join(on_demand),
        'filegroup(name = "packages", srcs = [%s])' % ", ".join(['":%s"' % d for d in direct if d not in on_demand]),
        "",
        "# The project's runtime dependencies (package.json `dependencies`), with theirs.",
        'filegroup(name = "dependencies", srcs = [%s])' % ", ".join(['":%s"' % d for d in dependencies]),
        "",
        "# What `tsc` reads: TypeScript itself, and the declarations and manifests of every package.",
        'filegroup(name = "types", srcs = [":typescript"] + %s)' % repr(types),
        "",
    ]
    for path in sorted(packages.keys()):
        lines.append('filegroup(name = "_pkg/%s", srcs = %s, visibility = ["//visibility:private"])' % (path, repr(own.get(path, []))))
    lines.append("")
    for path in sorted(packages.keys()):
        if path.count("node_modules/") != 1:
            continue  # nested: reached through the package that needs it
        name = path[len("node_modules/"):]
        srcs = ['":_pkg/%s"' % p for p in _closure(packages, path)]
        lines.append('filegroup(name = "%s", srcs = [%s])' % (name, ", ".join(srcs)))
    return "\n".join(lines) + "\n"

def _npm_repository_impl(rctx):
    for label in [rctx.attr.package_json, rctx.attr.lockfile, rctx.attr.workspace_yaml]:
        rctx.symlink(label, label.name)
    npx = rctx.which("npx")
    if not npx:
        fail("npx was not found on PATH: install Node.js >= 20 with npm, then run the build again.")
    rctx.report_progress("pnpm install --frozen-lockfile")
    result = rctx.execute(
        [npx, "--yes", "pnpm@" + rctx.attr.pnpm_version, "install", "--frozen-lockfile", "--reporter=append-only"],
        timeout = 900,
        quiet = True,
        environment = {"CI": "true", "npm_config_update_notifier": "false"},
    )
    if result.return_code != 0:
        fail("pnpm install --frozen-lockfile failed (exit %d). If package.json changed, run `npx pnpm@%s install` and commit pnpm-lock.yaml.\n%s\n%s" % (
            result.return_code,
            rctx.attr.pnpm_version,
            result.stdout[-4000:],
            result.stderr[-4000:],
        ))

    # pnpm's own bookkeeping holds install timestamps; without it, two installs of the
    # same lockfile are byte-identical, which keeps remote cache keys stable.
    for volatile in [".modules.yaml", ".pnpm-workspace-state-v1.json", ".pnpm"]:
        rctx.delete("node_modules/" + volatile)
    manifest = json.decode(rctx.read(rctx.attr.package_json))
    dependencies = sorted(manifest.get("dependencies", {}).keys())
    direct = sorted(dependencies + manifest.get("devDependencies", {}).keys())
    rctx.file("BUILD.bazel", _build_file(_walk(rctx, rctx.path(".")), _files(rctx), dependencies, direct, rctx.attr.on_demand))

npm_repository = repository_rule(
    implementation = _npm_repository_impl,
    doc = """Runs `pnpm install --frozen-lockfile` (hoisted layout) into an external repository
and declares its files.

Targets: `@<name>//:<package>` (e.g. `@npm//:react`, `@npm//:@types/node`): the package's
files and those of every package it depends on, resolved as Node.js does; `@<name>//:packages`:
every file; `@<name>//:dependencies`: package.json's `dependencies` (the browser's
packages); `@<name>//:types`: TypeScript and every declaration file and package.json.
Actions depend on these, never on a `node_modules` folder as one input (Bazel 4.2.3 sends a
source directory to a remote executor only at its own path, not where a runfiles tree puts
it). The install re-runs only when package.json, pnpm-lock.yaml or pnpm-workspace.yaml change.""",
    attrs = {
        "package_json": attr.label(allow_single_file = True, mandatory = True),
        "lockfile": attr.label(allow_single_file = True, mandatory = True),
        "workspace_yaml": attr.label(allow_single_file = True, mandatory = True),
        "pnpm_version": attr.string(mandatory = True, doc = "The pnpm release to run through npx."),
        "on_demand": attr.string_list(doc = "Packages left out of `:packages` with what only they need (heavy tools one target uses, e.g. lighthouse): a target lists them in `data`."),
    },
)
