/** The facts a reader needs to compare these figures with their own machine's. */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";

export interface MachineFacts {
  cores: number;
  memoryBytes: number;
  cpuModel: string;
  node: string;
  bazel: string;
}

export function cpuModelOf(cpuinfo: string): string {
  const m = /^model name\s*:\s*(.+)$/m.exec(cpuinfo);
  return m ? m[1].trim() : "unknown";
}

/** Debian's Bazel says "bazel no_version"; its package version says what it is. */
function bazelVersion(): string {
  const own = spawnSync("bazel", ["--version"], { encoding: "utf8" }).stdout?.trim() ?? "";
  if (own && !own.includes("no_version")) return own.replace(/^bazel\s+/, "");
  const pkg = spawnSync("dpkg-query", ["-W", "-f=${Version}", "bazel-bootstrap"], { encoding: "utf8" }).stdout?.trim();
  return pkg ? `${pkg.replace(/\+.*$/, "")} (Debian bazel-bootstrap ${pkg})` : "unknown";
}

export function machineFacts(): MachineFacts {
  let cpuinfo = "";
  try {
    cpuinfo = readFileSync("/proc/cpuinfo", "utf8");
  } catch {
    // Not Linux: the model stays unknown.
  }
  return { cores: cpus().length, memoryBytes: totalmem(), cpuModel: cpuModelOf(cpuinfo), node: process.version, bazel: bazelVersion() };
}
