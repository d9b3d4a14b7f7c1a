/** The TypeScript sources the architecture tests read: //tools/ci/architecture:sources in the runfiles. */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

export function runfilesRoot(): string {
  return join(process.env.BAZEL_RUNFILES ?? ".", "projen_docs");
}

/** Workspace-relative paths of every .ts/.tsx source (no declarations, no npm packages). */
export function sourceFiles(): string[] {
  const root = runfilesRoot();
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "external") walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
        files.push(relative(root, path));
      }
    }
  };
  walk(root);
  return files.sort();
}
