import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DigestCache, JsonObjectSplitter, expandParams } from "./worker";

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
    const objects = ['{"arguments":["a\\"}{\\\\"],"inputs":[{"path":"p{","digest":"d}"}]}', '{\n  "requestId": 2\n}', '{"x":{"y":"\\\\"}}'];
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

describe("runWorker as a persistent worker", () => {
  it("answers each request in order with its arguments and input digests", async () => {
    const worker = spawn(process.execPath, [join(__dirname, "echoWorker.js"), "--persistent_worker"], { stdio: ["pipe", "pipe", "inherit"] });
    let stdout = "";
    worker.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    worker.stdin.write(JSON.stringify({ arguments: ["a"], inputs: [{ path: "x/m.json", digest: "q1" }, { path: "no-digest" }], requestId: 1 }) + "\n");
    worker.stdin.write('{\n  "arguments": ["b"],\n  "requestId": 2\n}\n');
    worker.stdin.end();
    await once(worker, "exit");
    const responses = stdout.trim().split("\n").map((line) => JSON.parse(line));
    assert.deepEqual(responses.map((r) => [r.requestId, r.exitCode, JSON.parse(r.output)]), [
      [1, 0, { args: ["a"], inputs: [["x/m.json", "q1"]] }],
      [2, 0, { args: ["b"], inputs: [] }],
    ]);
  });

  /** Resident memory of a garbage-making request, and of its handler process at each of `waitsMs` after the answer. */
  async function residentAfterGarbage(env: NodeJS.ProcessEnv, waitsMs: number[]): Promise<{ rssMb: number; idleMb: number[] }> {
    const worker = spawn(process.execPath, [join(__dirname, "echoWorker.js"), "--persistent_worker"], { stdio: ["pipe", "pipe", "inherit"], env: { ...process.env, ...env } });
    const answered = once(worker.stdout.setEncoding("utf8"), "data");
    worker.stdin.write(JSON.stringify({ arguments: ["--garbage-mb", "200"], requestId: 1 }) + "\n");
    const { pid, rssMb } = JSON.parse(JSON.parse(String((await answered)[0])).output) as { pid: number; rssMb: number };
    const idleMb: number[] = [];
    for (const wait of waitsMs) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      idleMb.push((Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * 4096) / 2 ** 20);
    }
    worker.stdin.end();
    await once(worker, "exit");
    return { rssMb, idleMb };
  }

  it("gives the handler process's memory back once it is idle", async () => {
    const { rssMb, idleMb } = await residentAfterGarbage({}, [1500]);
    assert.ok(rssMb > 200, `the request held ${rssMb} MB`);
    assert.ok(idleMb[0] < rssMb / 2, `idle: ${idleMb[0].toFixed(0)} MB resident, ${rssMb} MB when it answered`);
  });

  it("waits as long as its worker says before it gives memory back", async () => {
    const { rssMb, idleMb } = await residentAfterGarbage({ ECHO_IDLE_TRIM_MS: "3000" }, [1500, 2500]);
    assert.ok(idleMb[0] > rssMb * 0.8, `1.5 s idle: ${idleMb[0].toFixed(0)} MB resident, ${rssMb} MB when it answered`);
    assert.ok(idleMb[1] < rssMb / 2, `4 s idle: ${idleMb[1].toFixed(0)} MB resident`);
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
