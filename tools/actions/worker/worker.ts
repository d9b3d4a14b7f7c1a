/**
 * Bazel's persistent-worker protocol (JSON flavour), plus the one-shot mode that runs
 * the same handler once for a `@params` file. Handlers get the request's arguments and
 * the digests Bazel reports for its inputs. They keep no state between requests beyond
 * loaded libraries, except what they derive from an input file and key by its digest
 * (a digest names the bytes, so such a cache can never serve stale data).
 */
import { fork, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { crashingOnce, crashMarkerOf } from "./crashOnce";

/** Input path (relative to the execroot) → the digest Bazel has for it; empty when run once. */
export type InputDigests = ReadonlyMap<string, string>;

/**
 * What a handler derives from input files, kept across requests under each file's Bazel
 * digest, so a persistent worker reads and parses only the files that changed. Run once
 * (no digests), it keeps nothing. `retain` drops files a request no longer names.
 */
export class DigestCache<T> {
  private readonly entries = new Map<string, { digest: string; value: T }>();

  get(path: string, inputs: InputDigests, derive: (path: string) => T): T {
    const digest = inputs.get(path);
    const cached = this.entries.get(path);
    if (digest !== undefined && cached?.digest === digest) return cached.value;
    const value = derive(path);
    if (digest !== undefined) this.entries.set(path, { digest, value });
    else this.entries.delete(path);
    return value;
  }

  retain(paths: Iterable<string>): void {
    const wanted = new Set(paths);
    for (const path of this.entries.keys()) if (!wanted.has(path)) this.entries.delete(path);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A handler returns its diagnostics (printed by Bazel) or throws to fail the action. */
export type Handler = (args: string[], inputs: InputDigests) => Promise<string> | string;

interface WorkRequest {
  arguments?: string[];
  inputs?: { path?: string; digest?: string }[];
  requestId?: number;
}

/** What the supervisor sends its handler process for one request. */
interface ChildRequest {
  args: string[];
  inputs: [string, string][];
}

/** Expands `@file` arguments (one argument per line, as Bazel writes them). */
export function expandParams(args: string[]): string[] {
  return args.flatMap((arg) =>
    arg.startsWith("@") && !arg.startsWith("@@")
      ? readFileSync(arg.slice(1), "utf8")
          .split("\n")
          .filter((line) => line.length > 0)
      : [arg],
  );
}

/** Outside a string, what changes the state: a brace or a quote. */
const STRUCTURE = /[{}"]/g;
/** Inside a string: an escape (with the character it escapes, if it has arrived) or the closing quote. */
const IN_STRING = /\\[\s\S]?|"/g;

/**
 * Splits a stream of concatenated JSON objects. Bazel 4 may pretty-print a request over
 * several lines, so requests are delimited by brace depth, not by newlines. The scan
 * jumps from one brace or quote to the next (a merge's request names every input of the
 * site with its digest: a loop over every character showed in its time), and each chunk is
 * scanned once.
 */
export class JsonObjectSplitter {
  private depth = 0;
  private inString = false;
  /** The chunk before ended inside a string on a backslash: the next character is escaped. */
  private escapePending = false;
  /** The object so far, from earlier chunks. */
  private pieces: string[] = [];

  push(chunk: string): string[] {
    const objects: string[] = [];
    let from = 0; // where the current object's text starts in this chunk
    let at = 0;
    if (this.escapePending && chunk.length > 0) {
      this.escapePending = false;
      at = 1;
    }
    while (at < chunk.length) {
      const pattern = this.inString ? IN_STRING : STRUCTURE;
      pattern.lastIndex = at;
      const match = pattern.exec(chunk);
      if (!match) break;
      const token = match[0];
      at = match.index + token.length;
      if (this.inString) {
        if (token === '"') this.inString = false;
        else if (token.length === 1) this.escapePending = true;
      } else if (token === '"') this.inString = true;
      else if (token === "{") {
        if (this.depth++ === 0) from = match.index;
      } else if (this.depth > 0 && --this.depth === 0) {
        objects.push(this.pieces.join("") + chunk.slice(from, at));
        this.pieces = [];
      }
    }
    if (this.depth > 0) this.pieces.push(chunk.slice(from));
    return objects;
  }
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

export interface WorkerOptions {
  /** How long the handler process waits without a request before it gives memory back (IDLE_TRIM_MS). */
  idleTrimMs?: number;
  /** The handler process's JavaScript heap limit in MB; none: Node's default (about 4 GB). */
  heapLimitMb?: number;
  /** More Node flags for the handler process. */
  nodeFlags?: string[];
}

/** Runs `handler` as a persistent worker or once, depending on how Bazel started us. */
export function runWorker(
  handler: Handler,
  { idleTrimMs = IDLE_TRIM_MS, heapLimitMb, nodeFlags = [] }: WorkerOptions = {},
): void {
  const argv = process.argv.slice(2);
  if (argv.includes(CHILD_FLAG)) {
    const marker = crashMarkerOf(argv);
    serveChild(marker ? crashingOnce(handler, marker) : handler, idleTrimMs);
    return;
  }
  if (!argv.includes("--persistent_worker")) {
    Promise.resolve()
      .then(() => handler(expandParams(argv), new Map()))
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
  supervise(
    argv.filter((arg) => arg !== "--persistent_worker"),
    heapLimitMb,
    nodeFlags,
  );
}

const CHILD_FLAG = "--worker-child";
/** Set in a persistent worker's handler process: the pid of the Bazel server that started the worker. */
const OWNER_ENV = "PROJEN_WORKER_OWNER";

/** In a persistent worker's handler process, the Bazel server's pid (what lives as long as its workers); else none. */
export function workerOwner(): number | undefined {
  const owner = Number(process.env[OWNER_ENV]);
  return Number.isInteger(owner) && owner > 0 ? owner : undefined;
}

interface ChildResult {
  exitCode: number;
  output: string;
}

/** What a handler process printed last (its stderr), to say why it died. */
const LAST_WORDS_BYTES = 4096;

/** The failure of a request whose handler process died on both tries, in words a writer can act on. */
export function diedTwiceMessage(lastWords: string, exit: string, heapLimitMb: number | undefined): string {
  if (/JavaScript heap out of memory/.test(lastWords)) {
    const limit = heapLimitMb === undefined ? "Node's default" : `${(heapLimitMb / 1024).toFixed(1)} GB`;
    return `worker: the build step ran out of memory twice (JavaScript heap limit ${limit}): the site needs more memory than this step has on this machine; see docs/scale.md`;
  }
  const words = lastWords.trim();
  return `worker: the handler process died twice on this request (${exit})${words ? `; it printed last:\n${words}` : ""}`;
}

/**
 * The process Bazel talks to. Bazel 4 fails an action whose worker dies mid-request, so
 * the handler runs in a child process: if the child dies, it is started again and the
 * request is sent once more. Requests are answered one at a time, in order. The child gets
 * the worker's own startup flags (`startFlags`). Its stderr goes to the worker's log, and
 * its end is kept to say why it died.
 */
function supervise(startFlags: string[], heapLimitMb?: number, nodeFlags: string[] = []): void {
  let child: ChildProcess | null = null;
  let pending: ((result: ChildResult | null) => void) | null = null;
  let lastWords = "";
  let lastExit = "";
  const start = (): ChildProcess => {
    const env = { ...process.env, [OWNER_ENV]: String(process.ppid) };
    const heap = heapLimitMb === undefined ? [] : [`--max-old-space-size=${heapLimitMb}`];
    const execArgv = [...process.execArgv, ...HANDLER_NODE_FLAGS, ...heap, ...nodeFlags];
    const started = fork(process.argv[1], [CHILD_FLAG, ...startFlags], {
      env,
      execArgv,
      stdio: ["ignore", "inherit", "pipe", "ipc"],
    });
    started.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      process.stderr.write(chunk);
      lastWords = (lastWords + chunk).slice(-LAST_WORDS_BYTES);
    });
    started.on("message", (result: ChildResult) => {
      const resolve = pending;
      pending = null;
      resolve?.(result);
    });
    // "close", not "exit": the pipe may still hold what the process printed as it died.
    started.on("close", (code, signal) => {
      if (child === started) child = null;
      lastExit = String(signal ?? code);
      process.stderr.write(`worker: handler process exited (${lastExit}); it is restarted for the next try\n`);
      const resolve = pending;
      pending = null;
      resolve?.(null);
    });
    return started;
  };
  const run = (request: ChildRequest): Promise<ChildResult | null> =>
    new Promise((resolve) => {
      child ??= start();
      pending = resolve;
      child.send(request);
    });

  const splitter = new JsonObjectSplitter();
  let queue = Promise.resolve();
  process.stdin.setEncoding("utf8");
  process.stdin.on("data", (chunk: string) => {
    for (const text of splitter.push(chunk)) {
      const request = JSON.parse(text) as WorkRequest;
      queue = queue.then(async () => {
        const sent: ChildRequest = {
          args: request.arguments ?? [],
          inputs: (request.inputs ?? []).flatMap(({ path, digest }) =>
            path && digest ? [[path, digest] as [string, string]] : [],
          ),
        };
        lastWords = "";
        const result = (await run(sent)) ??
          (await run(sent)) ?? { exitCode: 1, output: diedTwiceMessage(lastWords, lastExit, heapLimitMb) + "\n" };
        process.stdout.write(
          JSON.stringify({ exitCode: result.exitCode, output: result.output, requestId: request.requestId ?? 0 }) +
            "\n",
        );
      });
    }
  });
  process.stdin.on("end", () =>
    queue.then(() => {
      child?.kill();
      process.exit(0);
    }),
  );
}

/** Node flags of the handler process: `--expose-gc` lets it give memory back when idle (below). */
const HANDLER_NODE_FLAGS = ["--expose-gc"];

/**
 * How long a handler process waits without a request before it gives memory back, unless
 * its worker says otherwise. Doc workers sit idle while the search merge runs, the build's
 * peak, each holding a large young generation whose freed pages V8 keeps; the collection
 * gives most of that back. A build sends its next request within milliseconds, so a busy
 * worker never pays for one.
 */
const IDLE_TRIM_MS = 500;

type GcOptions = { type: "major"; execution: "sync"; flavor: "last-resort" };

/**
 * A full collection that also shrinks the young generation and returns freed pages to
 * the system; a regular one keeps them (RSS stays). Short on a doc worker, and only ever
 * run while it has nothing else to do.
 */
function giveMemoryBack(): void {
  (globalThis as { gc?: (options: GcOptions) => void }).gc?.({
    type: "major",
    execution: "sync",
    flavor: "last-resort",
  });
}

/** The handler process: one request per IPC message, answered with its result. */
function serveChild(handler: Handler, idleTrimMs: number): void {
  let idle: NodeJS.Timeout | undefined;
  process.on("message", async ({ args, inputs }: ChildRequest) => {
    clearTimeout(idle);
    let result: ChildResult;
    try {
      result = { exitCode: 0, output: (await handler(expandParams(args), new Map(inputs))) ?? "" };
    } catch (error) {
      // Bazel prints a worker's output as it is: end it with a newline, as the one-shot mode does.
      result = { exitCode: 1, output: messageOf(error) + "\n" };
    }
    process.send!(result);
    idle = setTimeout(giveMemoryBack, idleTrimMs);
  });
  process.on("disconnect", () => process.exit(0));
}
