/**
 * An output file's bytes, or how to make them again. A persistent merge keeps the names of
 * the chunk files it wrote, not their text (at 100,000 docs that text was a fifth of its
 * memory), and links a file it kept instead of writing it (tools/actions/worker/keptOutputs.ts):
 * the bytes of a chunk that did not change are made only when it cannot link.
 */
export type FileBytes = string | (() => string);

export const bytesOf = (bytes: FileBytes): string => (typeof bytes === "string" ? bytes : bytes());

/** Every file's bytes made (a one-shot merge's are anyway; tests compare bytes). */
export const madeFiles = (files: Map<string, FileBytes>): Map<string, string> =>
  new Map([...files].map(([name, bytes]) => [name, bytesOf(bytes)]));
