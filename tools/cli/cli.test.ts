/** The tools' shared command-line handling: parse errors, required flags and how main's errors exit. */
import assert from "node:assert/strict";
import { exitWithError, parseToolArgs, requireFlags, runMain, stringOptions, UsageError } from "./cli";

const OPTIONS = {
  out: { type: "string" },
  runs: { type: "string", default: "3" },
  verbose: { type: "boolean" },
} as const;

describe("parseToolArgs", () => {
  it("gives parseArgs' typed values and positionals", () => {
    const { values, positionals } = parseToolArgs("tool", {
      args: ["--out", "o", "a", "--verbose", "b"],
      options: OPTIONS,
      allowPositionals: true,
    });
    const out: string | undefined = values.out;
    const runs: string = values.runs;
    assert.deepEqual([out, runs, values.verbose, positionals], ["o", "3", true, ["a", "b"]]);
  });

  it("turns parseArgs' errors into UsageErrors naming the tool", () => {
    assert.throws(
      () => parseToolArgs("tool", { args: ["--bogus"], options: OPTIONS }),
      (error) =>
        error instanceof UsageError && error.tool === "tool" && /^tool: Unknown option '--bogus'/.test(error.message),
    );
    assert.throws(
      () => parseToolArgs("tool", { args: ["--out"], options: OPTIONS }),
      /^Error: tool: Option '--out <value>' argument missing/,
    );
    assert.throws(
      () => parseToolArgs("tool", { args: ["stray"], options: OPTIONS }),
      /^Error: tool: Unexpected argument 'stray'/,
    );
  });

  it("adds the hint after the error", () => {
    assert.throws(
      () => parseToolArgs("tool", { args: ["--bogus"], options: OPTIONS }, "use --out FILE"),
      /^Error: tool: Unknown option '--bogus'.* \(use --out FILE\)$/s,
    );
  });
});

describe("stringOptions", () => {
  it("declares options that take one string each, typed for parseArgs", () => {
    assert.deepEqual(stringOptions("out", "out-dir"), { out: { type: "string" }, "out-dir": { type: "string" } });
    const { values } = parseToolArgs("tool", {
      args: ["--out-dir", "d"],
      options: { ...stringOptions("out", "out-dir"), all: { type: "boolean" } },
    });
    const dir: string | undefined = values["out-dir"];
    assert.deepEqual([dir, values.out, values.all], ["d", undefined, undefined]);
  });
});

describe("requireFlags", () => {
  it("returns the values, typed with the flags present", () => {
    const { values } = parseToolArgs("tool", {
      args: ["--out", "o"],
      options: { ...OPTIONS, dir: { type: "string" } },
    });
    const checked = requireFlags("tool", values, "out");
    const out: string = checked.out;
    assert.equal(out, "o");
    assert.equal(checked, values);
  });

  it("names the tool and the first missing flag", () => {
    const values: { a?: string; b?: string; c?: string } = { b: "" };
    assert.throws(
      () => requireFlags("tool", values, "a", "b", "c"),
      (error) => error instanceof UsageError && error.message === "tool: missing --a",
    );
    assert.throws(() => requireFlags("tool", values, "b", "c"), /^Error: tool: missing --c$/);
  });
});

/** Runs `body` with process.exit and stderr recorded instead of acted on. */
async function recording(body: () => void | Promise<void>): Promise<{ stderr: string; exits: number[] }> {
  const { exit } = process;
  const write = process.stderr.write;
  const seen = { stderr: "", exits: [] as number[] };
  process.exit = ((code?: number) => {
    seen.exits.push(code ?? 0);
  }) as typeof process.exit;
  process.stderr.write = ((chunk: string) => {
    seen.stderr += chunk;
    return true;
  }) as typeof process.stderr.write;
  try {
    await body();
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.exit = exit;
    process.stderr.write = write;
  }
  return seen;
}

describe("runMain", () => {
  it("runs a main that succeeds and exits nowhere", async () => {
    let ran = 0;
    assert.deepEqual(await recording(() => runMain("tool", () => ran++)), { stderr: "", exits: [] });
    assert.deepEqual(await recording(() => runMain("tool", async () => void ran++)), { stderr: "", exits: [] });
    assert.equal(ran, 2);
  });

  it("prints a sync or async main's error message after the tool's name and exits with the code", async () => {
    const fail = (): never => {
      throw new Error("no such file");
    };
    assert.deepEqual(await recording(() => runMain("tool", fail, 3)), { stderr: "tool: no such file\n", exits: [3] });
    assert.deepEqual(await recording(() => runMain("tool", async () => fail())), {
      stderr: "tool: no such file\n",
      exits: [1],
    });
    assert.deepEqual(await recording(() => runMain(undefined, () => Promise.reject("plain text"), 2)), {
      stderr: "plain text\n",
      exits: [2],
    });
  });

  it("prints a UsageError as it is, with the usage and exit 2 when there is a usage", async () => {
    const wrong = () => {
      throw new UsageError("other", "missing --out");
    };
    assert.deepEqual(await recording(() => runMain("tool", wrong, 1)), {
      stderr: "other: missing --out\n",
      exits: [1],
    });
    assert.deepEqual(await recording(() => runMain("tool", wrong, 1, "usage: tool --out FILE")), {
      stderr: "other: missing --out\nusage: tool --out FILE\n",
      exits: [2],
    });
    const other = await recording(() =>
      runMain("tool", () => Promise.reject(new Error("boom")), 1, "usage: tool --out FILE"),
    );
    assert.deepEqual(other, { stderr: "tool: boom\n", exits: [1] });
  });

  it("refuses exit code 0", () => {
    assert.throws(() => runMain("tool", () => {}, 0), RangeError);
  });
});

describe("exitWithError", () => {
  it("is runMain's report, for errors outside main (e.g. a server's error event)", async () => {
    const seen = await recording(() =>
      exitWithError("serve", new UsageError("serve", "port 80 is in use"), 1, "usage: serve"),
    );
    assert.deepEqual(seen, { stderr: "serve: port 80 is in use\nusage: serve\n", exits: [2] });
  });
});
