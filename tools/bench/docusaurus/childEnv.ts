/**
 * The environment for tools the benchmark starts. `bazel run` puts our npm packages on
 * NODE_PATH and sets runfiles variables; Docusaurus and npm must not see them, or they
 * would resolve our React instead of their own.
 */
export function cleanEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(env)) {
    if (
      key === "NODE_PATH" ||
      key === "NODE_OPTIONS" ||
      key.startsWith("RUNFILES") ||
      key === "BAZEL_RUNFILES" ||
      key === "JAVA_RUNFILES"
    )
      continue;
    out[key] = value;
  }
  return out;
}
