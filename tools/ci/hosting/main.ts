/**
 * `bazel run //tools/ci/hosting:compare -- --dir DIR --a URL --b URL`: requests every URL of
 * urlsToCompare(DIR) from both servers (gzip accepted, redirects not followed), prints one
 * line per URL (status, and what differs) and exits 1 when any differ. tools/ci/nginx.sh
 * runs it with the preview server as A and nginx as B.
 */
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { parseToolArgs, requireFlags, runMain, stringOptions } from "../../cli/cli";
import { differences, urlsToCompare, type Answer } from "./compare";

function fetchRaw(base: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = request({ host: url.hostname, port: url.port, path, headers: { "Accept-Encoding": "gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)]));
        const body = headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers, body });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

async function main(): Promise<void> {
  const { values } = parseToolArgs("compare", { args: process.argv.slice(2), options: stringOptions("dir", "a", "b") });
  const { dir, a, b } = requireFlags("compare", values, "dir", "a", "b");
  let failed = 0;
  const urls = urlsToCompare(dir);
  for (const path of urls) {
    const [left, right] = await Promise.all([fetchRaw(a, path), fetchRaw(b, path)]);
    const found = differences(left, right);
    const summary = `${left.status}${left.headers.location ? ` → ${left.headers.location}` : ""}`;
    process.stdout.write(`${found.length ? "DIFF" : "same"}  ${path}  ${summary}\n`);
    for (const line of found) process.stdout.write(`        ${line}\n`);
    if (found.length) failed++;
  }
  process.stdout.write(`${urls.length - failed} of ${urls.length} URLs answered the same\n`);
  if (failed) process.exitCode = 1;
}

if (require.main === module) runMain("compare", main);
