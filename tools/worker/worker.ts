/**
 * Bazel's persistent-worker protocol (JSON flavour), plus the one-shot mode that runs
 * the same handler once for a `@params` file. Handlers get the request's arguments and
 * must keep no state between requests beyond loaded libraries.
 */
import { readFileSync } from "node:fs";

/** A handler returns its diagnostics (printed by Bazel) or throws to fail the action. */
export type Handler = (args: string[]) => Promise<string> | string;

interface WorkRequest {
  arguments?: string[];
  requestId?: number;
}

/** Expands `@file` arguments (one argument per line, as Bazel writes them). */
export function expandParams(args: string[]): string[] {
  return args.flatMap((arg) =>
    arg.startsWith("@") && !arg.startsWith("@@")
      ? readFileSync(arg.slice(1), "utf8").split("\n").filter((line) => line.length > 0)
      : [arg],
  );
}

/**
 * Splits a stream of concatenated JSON objects. Bazel 4 may pretty-print a request over
 * several lines, so requests are delimited by brace depth, not by newlines.
 */
export class JsonObjectSplitter {
  private buffer = "";
  private depth = 0;
  private inString = false;
  private escaped = false;
  private scanned = 0;

  push(chunk: string): string[] {
    this.buffer += chunk;
    const objects: string[] = [];
    let start = 0;
    for (let i = this.scanned; i < this.buffer.length; i++) {
      const c = this.buffer[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === "\\") this.escaped = true;
        else if (c === '"') this.inString = false;
      } else if (c === '"') {
        this.inString = true;
      } else if (c === "{") {
        if (this.depth === 0) start = i;
        this.depth++;
      } else if (c === "}") {
        this.depth--;
        if (this.depth === 0) {
          objects.push(this.buffer.slice(start, i + 1));
          this.buffer = this.buffer.slice(i + 1);
          i = -1;
          start = 0;
        }
      }
    }
    this.scanned = this.buffer.length;
    if (this.depth === 0) {
      this.buffer = "";
      this.scanned = 0;
    }
    return objects;
  }
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Runs `handler` as a persistent worker or once, depending on how Bazel started us. */
export function runWorker(handler: Handler): void {
  const argv = process.argv.slice(2);
  if (!argv.includes("--persistent_worker")) {
    Promise.resolve()
      .then(() => handler(expandParams(argv)))
      .then(
        (output) => {
          if (output) process.stderr.write(output.endsWith("\n") ? output : output + "\n");
        },
        (error) => {
          process.stderr.write(messageOf(error) + "\n");
          process.exitCode = 1;
        },
      );
    return;
  }

  // Requests are answered one at a time, in order: Bazel sends one per worker process.
  const splitter = new JsonObjectSplitter();
  let queue = Promise.resolve();
  process.stdin.setEncoding("utf8");
  process.stdin.on("data", (chunk: string) => {
    for (const text of splitter.push(chunk)) {
      queue = queue.then(() => answer(handler, JSON.parse(text) as WorkRequest));
    }
  });
  process.stdin.on("end", () => queue.then(() => process.exit(0)));
}

async function answer(handler: Handler, request: WorkRequest): Promise<void> {
  let exitCode = 0;
  let output = "";
  try {
    output = (await handler(expandParams(request.arguments ?? []))) ?? "";
  } catch (error) {
    exitCode = 1;
    output = messageOf(error);
  }
  process.stdout.write(JSON.stringify({ exitCode, output, requestId: request.requestId ?? 0 }) + "\n");
}
