/**
 * The command line of every Node.js tool under tools/, read and reported one way:
 * `parseToolArgs` (node:util parseArgs, its errors naming the tool; `stringOptions`
 * declares plain string flags), `requireFlags` (a `missing --x` error naming the tool)
 * and `runMain` (the `require.main === module` block: runs main, sync or async, and turns
 * an error into one message on stderr and a non-zero exit). Command-line errors are
 * `UsageError`s: their message already names the tool.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";

/** What `parseArgs(config)` returns: `values` typed after the config's options. */
export type ParsedArgs<T extends ParseArgsConfig> = ReturnType<typeof parseArgs<T>>;

/** A mistake in the command line; the message is `<tool>: <detail>`. */
export class UsageError extends Error {
  constructor(
    readonly tool: string,
    detail: string,
  ) {
    super(`${tool}: ${detail}`);
  }
}

/** Options that each take one string value, for parseArgs' `options`: `stringOptions("out", "dir")`. */
export function stringOptions<N extends string>(...names: N[]): { [K in N]: { type: "string" } } {
  return Object.fromEntries(names.map((name) => [name, { type: "string" }])) as { [K in N]: { type: "string" } };
}

/**
 * The values of a repeated `--flag KEY=VALUE` option as a map (`--file docs/a.png=path`):
 * the one reading of such flags; one without a key before its `=` is a UsageError.
 */
export function keyedValues(
  tool: string,
  flag: string,
  shape: string,
  values: readonly string[] = [],
): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const value of values) {
    const at = value.indexOf("=");
    if (at < 1) throw new UsageError(tool, `--${flag} takes ${shape}, not ${value}`);
    pairs.set(value.slice(0, at), value.slice(at + 1));
  }
  return pairs;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * node:util parseArgs over `config`; its errors become UsageErrors naming `tool`, with
 * ` (<hint>)` after them when a hint is given (e.g. "use --docs N [--out DIR]").
 */
export function parseToolArgs<T extends ParseArgsConfig>(tool: string, config: T, hint?: string): ParsedArgs<T> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError(tool, messageOf(error) + (hint ? ` (${hint})` : ""));
  }
}

/** parseArgs' `values` with the flags `K` known to be present (a flag not given is undefined). */
export type WithRequired<V, K extends keyof V> = V & { [P in K]-?: Exclude<V[P], undefined> };

/**
 * Checks that each of `names` has a value, in order: the first that has none throws
 * `<tool>: missing --<name>`. Returns `values`, typed with those flags present.
 */
export function requireFlags<V extends object, K extends keyof V & string>(
  tool: string,
  values: V,
  ...names: K[]
): WithRequired<V, K> {
  for (const name of names) if (values[name] === undefined) throw new UsageError(tool, `missing --${name}`);
  return values as WithRequired<V, K>;
}

/**
 * Writes the error's message to stderr as one line and exits: a UsageError as it is
 * (it names its tool), any other error after `<tool>: ` when a tool is given. With a
 * `usage` text, a UsageError also prints it on the next line and exits 2; every other
 * case exits `exitCode`.
 */
export function exitWithError(tool: string | undefined, error: unknown, exitCode: number, usage?: string): never {
  const usageError = error instanceof UsageError;
  const message = usageError || tool === undefined ? messageOf(error) : `${tool}: ${messageOf(error)}`;
  process.stderr.write(message + "\n" + (usageError && usage !== undefined ? usage + "\n" : ""));
  process.exit(usageError && usage !== undefined ? 2 : exitCode);
}

/**
 * Runs a tool's main (what `if (require.main === module)` starts): a throw, or a rejected
 * promise of an async main, goes through `exitWithError`. `exitCode` must not be 0.
 */
export function runMain(tool: string | undefined, main: () => unknown, exitCode = 1, usage?: string): void {
  if (exitCode === 0) throw new RangeError("runMain: an error must exit non-zero");
  const fail = (error: unknown) => exitWithError(tool, error, exitCode, usage);
  let result: unknown;
  try {
    result = main();
  } catch (error) {
    fail(error);
  }
  if (result instanceof Promise) result.catch(fail);
}
