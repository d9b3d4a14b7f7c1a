/**
 * A bounded load test of the preview server on loopback:
 *   bazel run //tools/dev/serve:loadtest -- [--connections 100] [--seconds 20]
 * Serves the built site on 127.0.0.1, sends requests to a mix of its pages and data
 * files with autocannon, prints requests per second and p99 latency, and exits 1 on any
 * error, timeout or status other than 2xx.
 */
import autocannon from "autocannon";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { parseToolArgs, runMain, UsageError } from "../../cli/cli";
import { createSiteServer } from "./server";

export interface LoadTestArgs {
  connections: number;
  seconds: number;
}

/** Errors are UsageErrors naming the tool. */
export function parseLoadTestArgs(args: string[]): LoadTestArgs {
  const { values } = parseToolArgs("loadtest", {
    args,
    options: { connections: { type: "string", default: "100" }, seconds: { type: "string", default: "20" } },
  });
  const positive = (name: "connections" | "seconds"): number => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 1)
      throw new UsageError("loadtest", `--${name} needs a whole number ≥ 1, not "${values[name]}"`);
    return value;
  };
  return { connections: positive("connections"), seconds: positive("seconds") };
}

async function main({ connections, seconds }: LoadTestArgs): Promise<void> {
  const root = join(process.env.BAZEL_RUNFILES ?? ".", "projen_docs", "dist");
  const server = createSiteServer({ root });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const paths = [
    "/",
    "/docs/concepts/tasks",
    "/docs/faq/",
    "/docs/api/build",
    "/search-manifest.json",
    "/_page/docs/concepts/tasks.json",
    "/docs/faq.html",
  ];
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  server.close();
  process.stdout.write(
    `${connections} connections for ${seconds} s: ${result.requests.total} requests, ` +
      `${Math.round(result.requests.average)} req/s average, p99 latency ${result.latency.p99} ms, ` +
      `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}\n`,
  );
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    process.stdout.write("FAIL: the server dropped, timed out or failed requests\n");
    process.exit(1);
  }
  process.stdout.write("OK: zero errors\n");
}

if (require.main === module) runMain("loadtest", () => main(parseLoadTestArgs(process.argv.slice(2))));
