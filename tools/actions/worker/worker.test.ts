import assert from "node:assert/strict";
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DigestCache, diedTwiceMessage, JsonObjectSplitter, expandParams } from "./worker";

describe("JsonObjectSplitter", () => {
  it("splits objects that span lines and chunks", () => {
    const splitter = new JsonObjectSplitter();
    assert.deepEqual(splitter.push('{\n  "arguments": ["a}"],\n'), []);
    assert.deepEqual(splitter.push('  "requestId": 1\n}{"requestId":2}'), [
      '{\n  "arguments": ["a}"],\n  "requestId": 1\n}',
      '{"requestId":2}',
    ]);
  });

  it("ignores braces and escaped quotes inside strings", () => {
    const splitter = new JsonObjectSplitter();
    const text = '{"arguments":["\\"{", "}\\\\"]}';
    assert.deepEqual(splitter.push(text), [text]);
    assert.deepEqual(JSON.parse(text).arguments, ['"{', "}\\"]);
  });

  it("gives the same objects however the stream is cut, even inside an escape", () => {
    const objects = [
      '{"arguments":["a\\"}{\\\\"],"inputs":[{"path":"p{","digest":"d}"}]}',
      '{\n  "requestId": 2\n}',
      '{"x":{"y":"\\\\"}}',
    ];
    const stream = objects.join("\n");
    for (let size = 1; size <= stream.length; size++) {
      const splitter = new JsonObjectSplitter();
      const found: string[] = [];
      for (let k = 0; k < stream.length; k += size) found.push(...splitter.push(stream.slice(k, k + size)));
      assert.deepEqual(found, objects, `chunks of ${size}`);
    }
    for (const object of objects) JSON.parse(object);
  });
});

describe("expandParams", () => {
  it("reads one argument per line from @files", () => {
    const dir = mkdtempSync(join(tmpdir(), "params-"));
    writeFileSync(join(dir, "p"), "--src\ncontent/a b.md\n");
    assert.deepEqual(expandParams(["x", "@" + join(dir, "p")]), ["x", "--src", "content/a b.md"]);
  });
});

/** echoWorker.ts as Bazel starts a persistent worker, with more startup `flags`. */
function startEchoWorker(flags: string[] = [], env: NodeJS.ProcessEnv = {}): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [join(__dirname, "echoWorker.js"), ...flags, "--persistent_worker"], {
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
}

/** Sends `requests`, closes the worker's input and gives its answers (parsed) and its stderr once it has exited. */
async function answersOf(
  worker: ChildProcessWithoutNullStreams,
  requests: string[],
): Promise<{ answers: { requestId: number; exitCode: number; output: string }[]; stderr: string }> {
  let stdout = "";
  let stderr = "";
  worker.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  worker.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  for (const request of requests) worker.stdin.write(request);
  worker.stdin.end();
  await once(worker, "exit");
  return {
    answers: stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line)),
    stderr,
  };
}

/** Resident memory of process `pid`, in MB. */
function residentMb(pid: number): number {
  return (Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * 4096) / 2 ** 20;
}

/** Sends a request that makes 200 MB of garbage; the handler process's pid, and its resident memory when it answered. */
async function garbageRequest(worker: ChildProcessWithoutNullStreams): Promise<{ pid: number; rssMb: number }> {
  const answered = once(worker.stdout.setEncoding("utf8"), "data");
  worker.stdin.write(JSON.stringify({ arguments: ["--garbage-mb", "200"], requestId: 1 }) + "\n");
  return JSON.parse(JSON.parse(String((await answered)[0])).output);
}

/** Checks `test` every 100 ms until it holds or `ms` have passed; whether it held. */
async function eventually(test: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; !test(); await new Promise((resolve) => setTimeout(resolve, 100)))
    if (Date.now() > end) return false;
  return true;
}

describe("runWorker as a persistent worker", () => {
  it("answers each request in order with its arguments and input digests", async () => {
    const { answers } = await answersOf(startEchoWorker(), [
      JSON.stringify({
        arguments: ["a"],
        inputs: [{ path: "x/m.json", digest: "q1" }, { path: "no-digest" }],
        requestId: 1,
      }) + "\n",
      '{\n  "arguments": ["b"],\n  "requestId": 2\n}\n',
    ]);
    assert.deepEqual(
      answers.map((r) => [r.requestId, r.exitCode, JSON.parse(r.output)]),
      [
        [1, 0, { args: ["a"], inputs: [["x/m.json", "q1"]] }],
        [2, 0, { args: ["b"], inputs: [] }],
      ],
    );
  });

  it("restarts a handler process that dies mid-request, and answers the request", async () => {
    const marker = join(mkdtempSync(join(tmpdir(), "crash-once-")), "marker");
    writeFileSync(marker, "");
    const { answers, stderr } = await answersOf(startEchoWorker([`--crash-once-marker=${marker}`]), [
      JSON.stringify({ arguments: ["a"], requestId: 1 }) + "\n",
      JSON.stringify({ arguments: ["b"], requestId: 2 }) + "\n",
    ]);
    assert.deepEqual(
      answers.map((r) => [r.requestId, r.exitCode, JSON.parse(r.output).args]),
      [
        [1, 0, ["a"]],
        [2, 0, ["b"]],
      ],
    );
    assert.equal(existsSync(marker), false, "the first request consumed the marker");
    assert.equal(stderr.match(/handler process exited \(70\)/g)?.length, 1, stderr);
  });
});

describe("runWorker's handler process", () => {
  it("runs with the Node flags its worker gives", async () => {
    const worker = startEchoWorker([], { ECHO_NODE_FLAGS: "--heap-growing-percent=50" });
    const { answers } = await answersOf(worker, [JSON.stringify({ arguments: ["--exec-argv"], requestId: 1 }) + "\n"]);
    assert.ok(JSON.parse(answers[0].output).includes("--heap-growing-percent=50"), answers[0].output);
  });
});

describe("runWorker when the handler process dies twice", () => {
  it("fails the request saying it ran out of memory, and answers the next one", async () => {
    const worker = startEchoWorker([], { ECHO_HEAP_MB: "64" });
    const { answers, stderr } = await answersOf(worker, [
      JSON.stringify({ arguments: ["--garbage-mb", "400"], requestId: 1 }) + "\n",
      JSON.stringify({ arguments: ["b"], requestId: 2 }) + "\n",
    ]);
    assert.deepEqual(
      answers.map((r) => [r.requestId, r.exitCode]),
      [
        [1, 1],
        [2, 0],
      ],
    );
    assert.match(
      answers[0].output,
      /^worker: the build step ran out of memory twice \(JavaScript heap limit 0\.1 GB\): .*docs\/scale\.md\n$/,
    );
    assert.match(stderr, /JavaScript heap out of memory/, "the handler's own words stay in the worker's log");
  });

  it("otherwise names how it ended and what it printed last", () => {
    assert.equal(
      diedTwiceMessage("worker: crash marker found; exiting mid-request\n", "70", undefined),
      "worker: the handler process died twice on this request (70); it printed last:\nworker: crash marker found; exiting mid-request",
    );
    assert.equal(
      diedTwiceMessage("", "SIGKILL", 2048),
      "worker: the handler process died twice on this request (SIGKILL)",
    );
  });
});

describe("runWorker's idle memory trim", () => {
  // A busy machine only delays the trim: the tests wait for it as long as a test may run,
  // and look for a heap still held only in samples taken well before the trim is due.
  it("gives the handler process's memory back once it is idle", async () => {
    const worker = startEchoWorker();
    const { pid, rssMb } = await garbageRequest(worker);
    assert.ok(rssMb > 200, `the request held ${rssMb} MB`);
    assert.ok(
      await eventually(() => residentMb(pid) < rssMb / 2, 15_000),
      `idle: ${residentMb(pid).toFixed(0)} MB resident, ${rssMb} MB when it answered`,
    );
    worker.stdin.end();
    await once(worker, "exit");
  });

  it("waits as long as its worker says before it gives memory back", async () => {
    const worker = startEchoWorker([], { ECHO_IDLE_TRIM_MS: "3000" });
    const { pid, rssMb } = await garbageRequest(worker);
    const answeredAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const held = residentMb(pid);
    if (Date.now() - answeredAt < 2500)
      assert.ok(held > rssMb * 0.8, `1 s idle: ${held.toFixed(0)} MB resident, ${rssMb} MB when it answered`);
    assert.ok(
      await eventually(() => residentMb(pid) < rssMb / 2, 15_000),
      `idle: ${residentMb(pid).toFixed(0)} MB resident`,
    );
    worker.stdin.end();
    await once(worker, "exit");
  });
});

describe("DigestCache", () => {
  it("derives a file again only when its digest changes, keeps nothing without digests, and forgets dropped files", () => {
    const cache = new DigestCache<number>();
    let derived = 0;
    const derive = () => ++derived;
    assert.equal(cache.get("a", new Map([["a", "d1"]]), derive), 1);
    assert.equal(cache.get("a", new Map([["a", "d1"]]), derive), 1, "same digest: cached");
    assert.equal(cache.get("a", new Map([["a", "d2"]]), derive), 2, "new digest: derived again");
    assert.equal(cache.get("a", new Map(), derive), 3, "no digest (one-shot): derived");
    assert.equal(cache.get("a", new Map([["a", "d2"]]), derive), 4, "and not kept");
    cache.retain([]);
    assert.equal(cache.get("a", new Map([["a", "d2"]]), derive), 5, "retain dropped it");
  });
});
