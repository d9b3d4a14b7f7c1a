/**
 * Resident memory of a process tree, read from /proc. A build's memory is not one
 * process: Bazel's server (a daemon, so not a child of the client) and its workers, or
 * Node and the compiler threads it forks, all count. Summing RSS counts shared pages
 * (e.g. the node binary) once per process; both systems are measured the same way.
 */
import { readdirSync, readFileSync } from "node:fs";

const PAGE_SIZE = 4096;

/** pid → parent pid of every process now running. */
export function parentsOf(procRoot = "/proc"): Map<number, number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync(procRoot)) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`${procRoot}/${name}/stat`, "utf8");
      // The command name may hold spaces and parentheses: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(name), Number(fields[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  return parents;
}

/** The roots and all their descendants. */
export function descendants(roots: number[], parents: Map<number, number>): Set<number> {
  const children = new Map<number, number[]>();
  for (const [pid, parent] of parents) {
    const list = children.get(parent) ?? [];
    list.push(pid);
    children.set(parent, list);
  }
  const tree = new Set<number>();
  const queue = roots.filter((pid) => parents.has(pid));
  while (queue.length > 0) {
    const pid = queue.pop()!;
    if (tree.has(pid)) continue;
    tree.add(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

export function residentBytes(pid: number, procRoot = "/proc"): number {
  try {
    return Number(readFileSync(`${procRoot}/${pid}/statm`, "utf8").split(" ")[1]) * PAGE_SIZE;
  } catch {
    return 0;
  }
}

/** Samples the tree's summed RSS every `intervalMs` and keeps the peak. Roots may change (a server starting). */
export class PeakMemorySampler {
  private timer: NodeJS.Timeout | null = null;
  peakBytes = 0;

  constructor(
    private readonly roots: () => number[],
    private readonly intervalMs = 100,
  ) {}

  sample(): void {
    const tree = descendants(this.roots(), parentsOf());
    let total = 0;
    for (const pid of tree) total += residentBytes(pid);
    this.peakBytes = Math.max(this.peakBytes, total);
  }

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
  }

  stop(): number {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sample();
    return this.peakBytes;
  }
}
