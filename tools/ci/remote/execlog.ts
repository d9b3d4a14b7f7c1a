/**
 * What a Bazel JSON execution log says about a remote build: where each spawn ran, whether
 * any command line or environment names a forbidden path (the host's Node.js), and what the
 * build had to upload (input files no spawn of the build produced, counted once each).
 */
import { JsonObjectSplitter } from "../../actions/worker/worker";

interface Digest {
  hash: string;
  sizeBytes?: string;
}

export interface Spawn {
  mnemonic?: string;
  runner?: string;
  remoteCacheHit?: boolean;
  commandArgs?: string[];
  environmentVariables?: { name: string; value?: string }[];
  inputs?: { path: string; digest?: Digest }[];
  actualOutputs?: { path: string; digest?: Digest }[];
}

export interface Report {
  spawns: number;
  /** runner ("remote", "linux-sandbox", "worker", …) → spawns. */
  runners: Map<string, number>;
  /** mnemonic → spawns. */
  mnemonics: Map<string, number>;
  /** The program each spawn starts (its argv[0]) → spawns: what the executor image must have. */
  programs: Map<string, number>;
  /** Spawns that neither ran remotely nor came from the remote cache. */
  local: Spawn[];
  /** Spawns whose command line or environment contains a forbidden string, with it. */
  forbidden: { spawn: Spawn; found: string }[];
  /** Distinct input files that no spawn of the build wrote: what the client uploads. */
  uploadFiles: number;
  uploadBytes: number;
  /** Outputs of spawns that ran remotely or came from the remote cache. */
  downloadFiles: number;
  downloadBytes: number;
}

/** The spawns of a JSON execution log (a stream of JSON objects, not lines). */
export function parseExecutionLog(text: string): Spawn[] {
  return new JsonObjectSplitter().push(text).map((object) => JSON.parse(object) as Spawn);
}

export function isRemote(spawn: Spawn): boolean {
  return spawn.runner === "remote" || spawn.runner === "remote cache hit" || spawn.remoteCacheHit === true;
}

function count(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

export function analyze(spawns: Spawn[], forbid: string[]): Report {
  const runners = new Map<string, number>();
  const mnemonics = new Map<string, number>();
  const programs = new Map<string, number>();
  const forbidden: Report["forbidden"] = [];
  const produced = new Set<string>();
  for (const spawn of spawns)
    for (const out of spawn.actualOutputs ?? []) if (out.digest) produced.add(out.digest.hash);
  const uploads = new Map<string, number>();
  let downloadFiles = 0;
  let downloadBytes = 0;
  for (const spawn of spawns) {
    if (isRemote(spawn)) {
      for (const out of spawn.actualOutputs ?? []) {
        downloadFiles++;
        downloadBytes += Number(out.digest?.sizeBytes ?? 0);
      }
    }
    count(runners, spawn.runner ?? "?");
    count(mnemonics, spawn.mnemonic ?? "?");
    count(programs, spawn.commandArgs?.[0] ?? "?");
    const strings = [
      ...(spawn.commandArgs ?? []),
      ...(spawn.environmentVariables ?? []).map((v) => `${v.name}=${v.value ?? ""}`),
    ];
    for (const bad of forbid) {
      const hit = strings.find((s) => s.includes(bad));
      if (hit !== undefined) forbidden.push({ spawn, found: hit });
    }
    for (const input of spawn.inputs ?? []) {
      if (input.digest && !produced.has(input.digest.hash))
        uploads.set(input.digest.hash, Number(input.digest.sizeBytes ?? 0));
    }
  }
  return {
    spawns: spawns.length,
    runners,
    mnemonics,
    programs,
    local: spawns.filter((s) => !isRemote(s)),
    forbidden,
    uploadFiles: uploads.size,
    uploadBytes: [...uploads.values()].reduce((a, b) => a + b, 0),
    downloadFiles,
    downloadBytes,
  };
}

function table(map: Map<string, number>): string {
  return [...map]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, v]) => `  ${String(v).padStart(6)}  ${k}`)
    .join("\n");
}

export function formatReport(report: Report): string {
  return [
    `${report.spawns} spawns, by runner:`,
    table(report.runners),
    "by mnemonic:",
    table(report.mnemonics),
    "programs started:",
    table(report.programs),
    `uploaded (inputs no spawn of this build wrote): ${report.uploadFiles} files, ${(report.uploadBytes / 1e6).toFixed(1)} MB`,
    `downloaded (outputs of remote spawns): ${report.downloadFiles} files, ${(report.downloadBytes / 1e6).toFixed(1)} MB`,
  ].join("\n");
}
