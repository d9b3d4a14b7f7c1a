import { strict as assert } from "node:assert";
import { LARGE_SITE_DOCS, processSummary, startupOptions } from "./bazelSite";
import { editedMarkdown, routeOf, sampleDoc } from "./corpus";
import { matchedRouteKeys } from "./docusaurusChunks";
import { assetsOfHtml, attributes, inlineRouteData, staticImports } from "./firstLoad";
import { dynamicImports } from "./ourChunks";
import { formatBytes, formatRatio, formatSummary, formatSummaryRatio } from "./format";
import { cpuModelOf } from "../stats/runFacts";
import { UsageError } from "../../cli/cli";
import { parseOptions } from "./options";
import { failed, summarize, value } from "./outcome";
import { descendants } from "./processTree";
import { docText, makeQueries } from "../search/corpusQueries";
import { emptyRuns, type SizeResult } from "./results";
import { theirRootIndexPath } from "./searchBytes";
import { markdownTable } from "./table";
import { placeSection, RESULTS_TITLE, renderReport } from "./report";
import { checkTargets } from "./targets";
import { classifyFailure } from "./timedRun";
import { measureRun, OUR_EDITS_PER_RUN, type System } from "./runs";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

describe("format", () => {
  it("formats ratios as ours/theirs with two significant digits", () => {
    assert.equal(formatRatio(1, 8), "0.13×");
    assert.equal(formatRatio(3, 2), "1.5×");
    assert.equal(formatRatio(30, 2), "15×");
    assert.equal(formatRatio(1, 400), "0.0025×");
    assert.equal(formatRatio(1, 0), "n/a");
  });
  it("formats bytes in decimal units", () => {
    assert.equal(formatBytes(999), "999 B");
    assert.equal(formatBytes(328_000), "328 kB");
    assert.equal(formatBytes(2_345_678_901), "2.35 GB");
  });
  it("shows the median with min–max, and failures as words, never numbers", () => {
    assert.equal(formatSummary(summarize([value(2), value(1), value(3)]), "s"), "2.00 s (1.00 s–3.00 s)");
    assert.equal(formatSummary(summarize([value(2)]), "s"), "2.00 s");
    assert.equal(formatSummary(summarize([failed("timeout")]), "s"), "timeout");
    assert.equal(formatSummary(summarize([value(4), failed("out of memory")]), "s"), "4.00 s, 1 run(s) failed");
    assert.equal(formatSummaryRatio(summarize([value(1)]), summarize([failed("timeout")])), "theirs timeout");
    assert.equal(formatSummaryRatio(summarize([value(1)]), summarize([value(4)])), "0.25×");
  });
});

describe("markdownTable", () => {
  it("writes a header, a rule and escaped rows", () => {
    assert.equal(markdownTable(["a", "b"], [["1", "x|y"]]), "| a | b |\n| --- | --- |\n| 1 | x\\|y |\n");
  });
});

describe("first load", () => {
  it("counts the part of the route table a page carries in its boot data", () => {
    const table = { version: { name: "current" }, docs: [], sidebars: {} };
    const page = `<p>x</p><script id="__site" type="application/json">${JSON.stringify({ kind: "doc", table })}</script>`;
    assert.equal(inlineRouteData(page)?.toString(), JSON.stringify(table));
    assert.equal(inlineRouteData(`<script id="__site" type="application/json">{"kind":"notfound"}</script>`), null);
    assert.equal(inlineRouteData("<p>Docusaurus</p>"), null);
  });
  it("reads quoted and unquoted attributes", () => {
    const attrs = attributes(` src=/assets/js/main.js defer type="module" data-x='1'`);
    assert.equal(attrs.get("src"), "/assets/js/main.js");
    assert.equal(attrs.get("defer"), "");
    assert.equal(attrs.get("type"), "module");
  });
  it("finds scripts, module preloads and stylesheets, not JSON or inline scripts", () => {
    const html = [
      `<link rel=stylesheet href=/a.css />`,
      `<link rel="modulepreload" href="/c/chunk.js">`,
      `<link rel="preload" href="/m.json" as="fetch">`,
      `<link rel="preload" href="/p.js" as="script">`,
      `<link rel="icon" href="/f.svg">`,
      `<script type="module" src="/main.js"></script>`,
      `<script src=/runtime.js defer></script>`,
      `<script type="application/ld+json" src="/x.json"></script>`,
      `<script>var s = '<link rel="stylesheet" href="/no.css">';</script>`,
    ].join("");
    assert.deepEqual(
      assetsOfHtml(html).map((a) => `${a.kind}:${a.url}:${a.module}`),
      [
        "css:/a.css:false",
        "js:/c/chunk.js:true",
        "data:/m.json:false",
        "js:/p.js:false",
        "js:/main.js:true",
        "js:/runtime.js:false",
      ],
    );
  });
  it("follows static imports but not dynamic import()", () => {
    const code = `import{a as b}from"./chunk-A.js";import"./side.js";export{c}from'./re.js';const l=()=>import("./lazy.js");`;
    assert.deepEqual(staticImports(code), ["./chunk-A.js", "./side.js", "./re.js"]);
  });
});

describe("Docusaurus route chunks", () => {
  it("matches the page's route key and the layout routes above it", () => {
    const keys = ["/docs-0b0", "/docs-537", "/docs/guide/a-b3b", "/docs/guide/ab-111", "/search-822", "/-abc"];
    assert.deepEqual(matchedRouteKeys(keys, "/docs/guide/a"), ["/docs-0b0", "/docs-537", "/docs/guide/a-b3b"]);
  });
  it("reads the root index URL from the plugin's generated constants", () => {
    assert.equal(
      theirRootIndexPath(`export const searchIndexUrl = "search-index{dir}.json?_=0ada9b3c";`),
      "search-index.json",
    );
  });
});

describe("corpus helpers", () => {
  it("picks the middle guide page and maps it to its route", () => {
    const doc = sampleDoc(["docs/api/a.md", "docs/guide/s/p1.md", "docs/guide/s/p2.md", "docs/guide/s/p3.md"]);
    assert.equal(doc, "docs/guide/s/p2.md");
    assert.equal(routeOf(doc), "/docs/guide/s/p2");
    assert.equal(routeOf("docs/faq/index.md"), "/docs/faq");
  });
  it("edits the body and keeps the front matter", () => {
    const edited = editedMarkdown("---\ntitle: T\n---\n\nBody.\n", "2.1");
    assert.ok(edited.startsWith("---\ntitle: T\n---\n\nBody.\n\nBenchmark edit 2.1:"));
  });
});

describe("queries", () => {
  const doc = docText(
    "---\ntitle: Guide page 00001\n---\n\nProject configuration with tasks.\n\n## Section 1 deploy\n\n```ts\nconst hidden = 1;\n```\n\n| a | b |\n\nRelease workflow output.\n",
  );
  it("reads titles, headings and prose words only", () => {
    assert.equal(doc.title, "Guide page 00001");
    assert.deepEqual(doc.headings, ["Section 1 deploy"]);
    assert.deepEqual(doc.words, ["project", "configuration", "with", "tasks", "release", "workflow", "output"]);
  });
  it("is deterministic and mixes the kinds of query", () => {
    const a = makeQueries([doc], 10);
    assert.deepEqual(a, makeQueries([doc], 10));
    assert.equal(a.length, 10);
    assert.equal(a[2], "Guide page 00001");
    assert.equal(a[4], "Section 1 deploy");
    assert.ok(a[3].length >= 3 && a[3].length <= 5);
  });
});

describe("a system's run", () => {
  it("times each of its edits, and notes the first one after the cold build apart", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "bench-run-")), "doc.md");
    writeFileSync(file, "---\ntitle: T\n---\nBody.\n");
    let build = 0;
    const measure = (seconds: number) => ({ seconds: value(seconds), peakBytes: value(1), note: "", loadBefore: 1 });
    const system: System = {
      name: "test",
      cold: async () => measure(60),
      build: async () => measure([5, 2, 3, 0.4][build++]),
      sampleFile: file,
      edits: OUR_EDITS_PER_RUN,
      afterRun: () => {},
      recover: () => {},
    };
    const runs = emptyRuns();
    await measureRun(system, runs, 1);
    assert.deepEqual(
      runs.rebuild.map((m) => m.seconds),
      [5, 2, 3].map(value),
    );
    assert.deepEqual(
      runs.noop.map((m) => m.seconds),
      [value(0.4)],
    );
    assert.ok(
      runs.notes.includes("run 1: the first one-doc rebuild after the cold build 5.00 s"),
      runs.notes.join("; "),
    );
    const rebuild = summarize(runs.rebuild.map((m) => m.seconds));
    assert.equal(rebuild?.ok && rebuild.spread.median, 3);
  });
});

describe("process tree", () => {
  it("collects a root's descendants only", () => {
    const parents = new Map([
      [1, 0],
      [10, 1],
      [11, 10],
      [12, 10],
      [20, 1],
      [30, 20],
    ]);
    assert.deepEqual([...descendants([10], parents)].sort(), [10, 11, 12]);
    assert.deepEqual([...descendants([10, 30, 99], parents)].sort(), [10, 11, 12, 30]);
  });
  it("tells a timeout and an out-of-memory end from a failure", () => {
    assert.equal(classifyFailure(0, null, false, ""), null);
    assert.equal(classifyFailure(null, "SIGKILL", true, ""), "timeout");
    assert.equal(classifyFailure(null, "SIGKILL", false, ""), "out of memory");
    assert.equal(
      classifyFailure(134, null, false, "FATAL ERROR: Reached heap limit Allocation failed"),
      "out of memory",
    );
    assert.equal(classifyFailure(1, null, false, "Error: broken"), "failed");
  });
});

describe("options and facts", () => {
  it("gives one run count per size", () => {
    assert.deepEqual(parseOptions(["--docs", "100,1000", "--runs", "3"]).runs, [3, 3]);
    assert.deepEqual(parseOptions(["--docs", "100,1000,10000", "--runs", "3,3,1"]).runs, [3, 3, 1]);
    assert.throws(() => parseOptions(["--docs", "100,1000", "--runs", "3,3,1"]));
    assert.throws(() => parseOptions(["--docs", "0"]));
  });
  it("has defaults, and names a flag it does not know or that lacks its value", () => {
    assert.deepEqual(parseOptions([]), {
      docs: [100, 1000, 10000],
      runs: [3, 3, 3],
      timeoutMinutes: 20,
      ourTimeoutMinutes: 60,
      scratch: null,
      out: "tools/bench/docusaurus/results.md",
      versions: null,
      folderDocs: null,
    });
    assert.deepEqual(
      parseOptions(["--timeout-min", "5", "--our-timeout-min=7", "--scratch", "/s", "--out", "r.md"]).ourTimeoutMinutes,
      7,
    );
    assert.throws(
      () => parseOptions(["--nope"]),
      (error) => error instanceof UsageError && /^bench: Unknown option '--nope'/.test(error.message),
    );
    assert.throws(
      () => parseOptions(["--docs"]),
      (error) => error instanceof UsageError && /'--docs <value>' argument missing/.test(error.message),
    );
  });
  it("reads the CPU model and Bazel's process summary", () => {
    assert.equal(cpuModelOf("processor\t: 0\nmodel name\t: AMD EPYC 7B13\n"), "AMD EPYC 7B13");
    assert.equal(
      processSummary("INFO: Elapsed time: 3.1s\nINFO: 9 processes: 3 internal, 6 worker.\nINFO: Build completed"),
      "9 processes: 3 internal, 6 worker",
    );
  });
  it("runs Bazel's JVM with C2 and a small young generation from a large site's size, as docs/scale.md advises", () => {
    assert.deepEqual(startupOptions(LARGE_SITE_DOCS - 1), []);
    assert.deepEqual(startupOptions(LARGE_SITE_DOCS), [
      "--host_jvm_args=-XX:TieredStopAtLevel=4",
      "--host_jvm_args=-Xmn128m",
    ]);
  });
});

describe("targets", () => {
  const size = (
    docs: number,
    fill: (ours: ReturnType<typeof emptyRuns>, theirs: ReturnType<typeof emptyRuns>) => void,
  ): SizeResult => {
    const result: SizeResult = {
      docs,
      runs: 1,
      sampleRoute: "/docs/x",
      queries: 1,
      ours: emptyRuns(),
      theirs: emptyRuns(),
    };
    fill(result.ours, result.theirs);
    return result;
  };
  const build = (seconds: number, peak: number) => ({
    seconds: value(seconds),
    peakBytes: value(peak),
    note: "",
    loadBefore: 0,
  });
  it("checks ratios from the same run and absolute limits", () => {
    const checks = checkTargets([
      size(1000, (ours, theirs) => {
        ours.cold.push(build(10, 1e9));
        theirs.cold.push(build(40, 2e9));
        ours.rebuild.push(build(5, 1e9));
        theirs.rebuild.push(build(30, 2e9));
      }),
      size(10000, (ours) => {
        ours.cold.push(build(100, 3e9));
        ours.rebuild.push(build(4, 2e9));
      }),
    ]);
    const status = Object.fromEntries(checks.map((c) => [c.target, c.status]));
    assert.equal(status["1,000 docs: one-doc rebuild ≥ 10× faster"], "missed");
    assert.equal(status["1,000 docs: cold build ≥ 2× faster"], "met");
    assert.equal(status["1,000 docs: one-doc rebuild ≤ 1 s"], "missed");
    assert.equal(status["10,000 docs: cold build ≤ 150 s"], "met");
    assert.equal(status["10,000 docs: peak memory ≤ 2.5 GB"], "missed");
    assert.equal(status["10,000 docs: one-doc rebuild ≤ 3 s"], "missed");
    assert.equal(status["100 docs: cold build no slower"], "not measured");
  });
  it("writes the results file headed by the date, the machine and the commit", () => {
    const result = size(100, (ours, theirs) => {
      ours.cold.push(build(6, 1e9));
      theirs.cold.push(build(8, 1e9));
    });
    const facts = {
      date: new Date("2030-01-02T03:04:00Z"),
      command: "bazel run //tools/bench -- --docs 100",
      machine: { cores: 2, memoryBytes: 8e9, cpuModel: "Some CPU", node: "v24.21.0", bazel: "4.2.3" },
      source: { commit: "abc123", changedFiles: 0 },
    };
    const text = placeSection(
      "",
      renderReport({ facts, docusaurusVersions: { "@docusaurus/core": "3.10.2" } }, [result], checkTargets([result])),
    );
    assert.ok(text.startsWith(`# ${RESULTS_TITLE}\n\n`), text.slice(0, 200));
    assert.match(
      text,
      /\n## By corpus size, one docs version\n\n<!-- section: sizes -->\nMeasured 2030-01-02 03:04 UTC by `bazel run \/\/tools\/bench -- --docs 100`/,
    );
    assert.match(text, /- Machine: 2 cores \(Some CPU\), 8\.0 GB memory\n- Commit: abc123\n/);
    assert.match(text, /\| Cold build \| 6\.00 s \| 8\.00 s \| 0\.75× \|/);
    assert.match(text, /\n### Targets\n/);
  });
});

describe("our first-load chunks", () => {
  it("reads the dynamic imports an entry starts", () => {
    const code =
      'import{f as n}from"./chunks/a.js";var o=import("./chunks/renderer-X.js"),e=import( \'./chunks/startClient-Y.js\' );';
    assert.deepEqual(dynamicImports(code), ["./chunks/renderer-X.js", "./chunks/startClient-Y.js"]);
  });
});
