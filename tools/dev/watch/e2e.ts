/**
 * Drives watch mode as a writer would, in headless Chromium:
 *   bazel run //tools/dev/watch:e2e -- [--target //:dist] [--doc content/docs/testing/index.md]
 *       [--content-root content] [--bench N] [--api-doc PATH]
 * Starts `watch`, opens the doc, then: an edit appears without a manual reload; a broken
 * front matter shows the error overlay with file, line and reason; the fix clears it.
 * With --bench N it also prints the edit-to-reload time (file write → the reloaded page's
 * load event), median of N edits, for the doc and, if given, an API doc.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { median } from "../../bench/stats/stats";
import { parseToolArgs, runMain, UsageError } from "../../cli/cli";
import { CHROMIUM_ARGS, chromiumPath } from "../../../contracts/testing/chromium";

const OPTIONS = {
  target: { type: "string", default: "//:dist" },
  "content-root": { type: "string", default: "content" },
  doc: { type: "string", default: "content/docs/testing/index.md" },
  "api-doc": { type: "string", default: "" },
  bench: { type: "string", default: "0" },
} as const;

export interface E2eArgs {
  target: string;
  contentRoot: string;
  doc: string;
  /** Empty when no API doc is timed. */
  apiDoc: string;
  /** Edits to time per doc; 0 for none. */
  bench: number;
}

/** Errors are UsageErrors naming the tool. */
export function parseE2eArgs(args: string[]): E2eArgs {
  const { values } = parseToolArgs("e2e", { args, options: OPTIONS });
  const bench = Number(values.bench);
  if (!Number.isInteger(bench) || bench < 0)
    throw new UsageError("e2e", `--bench needs a whole number of edits, not "${values.bench}"`);
  return {
    target: values.target,
    contentRoot: values["content-root"],
    doc: values.doc,
    apiDoc: values["api-doc"],
    bench,
  };
}

function routeOf(doc: string, contentRoot: string): string {
  const rel = doc.slice(contentRoot.length + 1).replace(/\.md$/, "");
  return "/" + (rel.endsWith("/index") ? rel.slice(0, -"index".length) : rel);
}

/** Writes `text` to `file` and resolves with the ms from the write to the next page load. */
async function timeReload(page: Page, file: string, text: string, expect: string): Promise<number> {
  const loaded = page.waitForEvent("load", { timeout: 60_000 });
  const written = Date.now();
  writeFileSync(file, text);
  await loaded;
  await page.waitForFunction((marker) => document.body.textContent?.includes(marker), expect, { timeout: 30_000 });
  const loadEnd = await page.evaluate(
    () =>
      performance.timeOrigin +
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
  );
  return Math.round(loadEnd - written);
}

/**
 * Breaks the doc's front matter: the error overlay must name the file, the line and the
 * reason; the fix (its `original` text) must reload the page without it.
 */
async function checkErrorOverlay(
  page: Page,
  file: string,
  original: string,
  doc: string,
  contentRoot: string,
): Promise<void> {
  writeFileSync(file, original.replace(/^---\n/, "---\ntitle: [broken\n"));
  const overlay = page.locator("#watch-error-overlay");
  await overlay.waitFor({ timeout: 60_000 });
  const overlayText = (await overlay.textContent()) ?? "";
  console.log(`overlay: ${overlayText.slice(0, 160)}`);
  if (!overlayText.includes(doc.slice(contentRoot.length + 1)) && !overlayText.includes(doc))
    throw new Error("the overlay does not name the file");
  if (!/:\d+/.test(overlayText) || !/front matter/.test(overlayText))
    throw new Error("the overlay does not give the line and reason");
  const cleared = page.waitForEvent("load", { timeout: 60_000 });
  writeFileSync(file, original);
  await cleared;
  if (await overlay.count()) throw new Error("the overlay did not clear after the fix");
  console.log("fixing the file cleared the overlay");
}

/** Times `count` edits of `path` (each `base` plus a new line), then writes `base` back; the ms of each. */
async function timeEdits(page: Page, path: string, base: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const mark = `Bench edit ${i} ${Date.now()}`;
    times.push(await timeReload(page, path, `${base}\n\n${mark}\n`, mark));
  }
  writeFileSync(path, base);
  return times;
}

async function main({ target, contentRoot, doc, apiDoc, bench }: E2eArgs): Promise<void> {
  const workspace = process.env.BUILD_WORKSPACE_DIRECTORY ?? process.cwd();
  const port = 18000 + (process.pid % 1000);
  const file = join(workspace, doc);
  const original = readFileSync(file, "utf8");
  const originals = new Map([[file, original]]);
  if (apiDoc) originals.set(join(workspace, apiDoc), readFileSync(join(workspace, apiDoc), "utf8"));

  const watcherBin = join(process.env.BAZEL_RUNFILES!, "projen_docs", "tools/dev/watch/watch_/watch");
  const watcher = spawn(watcherBin, ["--port", String(port), "--target", target], {
    env: { ...process.env, BUILD_WORKSPACE_DIRECTORY: workspace },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  watcher.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  watcher.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS],
  });
  let failed = false;
  try {
    const deadline = Date.now() + 600_000;
    while (!/Built in|Build failed/.test(log)) {
      if (Date.now() > deadline || watcher.exitCode !== null) throw new Error(`watch mode did not build:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}${routeOf(doc, contentRoot)}`);
    await page.evaluate(() => window.scrollTo(0, 400));

    const marker = `Watch mode edit ${Date.now()}`;
    const ms = await timeReload(page, file, `${original}\n\n${marker}\n`, marker);
    const scrollY = await page.evaluate(() => window.scrollY);
    console.log(`edit shown without a manual reload after ${ms} ms (scroll kept at ${scrollY}px)`);
    if (scrollY < 300) throw new Error(`the scroll position was not kept (${scrollY})`);

    await checkErrorOverlay(page, file, original, doc, contentRoot);

    if (bench > 0) {
      for (const [label, path] of [
        ["prose page", file],
        ...(apiDoc ? [["API page", join(workspace, apiDoc)]] : []),
      ] as [string, string][]) {
        if (path !== file) await page.goto(`http://127.0.0.1:${port}${routeOf(apiDoc, contentRoot)}`);
        const times = await timeEdits(page, path, originals.get(path)!, bench);
        console.log(
          `edit-to-reload, ${label} (${target}): median ${median(times)} ms over ${bench} edits [${times.join(", ")}]`,
        );
      }
    }
  } catch (error) {
    failed = true;
    console.error(`FAIL: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    for (const [path, text] of originals) writeFileSync(path, text);
    await browser.close();
    watcher.kill("SIGTERM");
  }
  if (failed) process.exit(1);
  console.log("OK: watch mode reloads edits and shows and clears build errors");
}

if (require.main === module) runMain("e2e", () => main(parseE2eArgs(process.argv.slice(2))));
