/**
 * The server the perf runs load from: the built site, plus the two baselines measured the
 * same way: a blank page (what a load costs this machine for nothing) and any page's HTML
 * without its scripts and stylesheets (the browser's cost to parse and lay out the content).
 *
 * It speaks HTTP/2 over TLS, as the hosts readers reach do: over HTTP/1.1 Chromium opens
 * six connections to a host, and a /search load's twenty-odd chunk requests queue behind
 * them (about 0.6 s of its first results under Slow 4G). The certificate is made for the
 * run with openssl; the browsers trust it by its public key's hash (`chromeFlags`).
 */
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createSecureServer, type ServerHttp2Session } from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chooseEncoding, compress } from "../../dev/serve/compression";
import { siteRequestHandler } from "../../dev/serve/server";

const BLANK_PATH = "/__perf-blank";
const BLANK_HTML = `<!doctype html><html lang="en" data-has-hydrated="true"><head><meta charset="utf-8"><title>Blank</title></head><body><p>Blank.</p></body></html>`;
/** Prefix of a page served as plain HTML: no scripts, no stylesheets. */
const PLAIN_PREFIX = "/__perf-plain";

/** The page's HTML without what runs or styles it; marked hydrated so the load waits for nothing. */
export function plainHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="(?:stylesheet|preload|modulepreload|prefetch)"[^>]*>/g, "")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/<html\b/, '<html data-has-hydrated="true"');
}

export interface PerfServer {
  /** The site's page at `path`. */
  url(path: string): string;
  blankUrl(): string;
  /** The page at `path` as plain HTML. */
  plainUrl(path: string): string;
  /** What Chromium needs to trust the server's certificate. */
  chromeFlags: string[];
  close(): void;
}

interface Certificate {
  key: Buffer;
  cert: Buffer;
  /** base64 of the SHA-256 of its SubjectPublicKeyInfo, as Chromium's SPKI allow-list takes it. */
  spki: string;
}

/** A self-signed certificate for 127.0.0.1, valid for two days. */
function makeCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), "perf-tls-"));
  try {
    const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
    try {
      execFileSync(
        "openssl",
        [
          "req",
          "-x509",
          "-newkey",
          "ec",
          "-pkeyopt",
          "ec_paramgen_curve:prime256v1",
          "-nodes",
          "-keyout",
          key,
          "-out",
          cert,
          "-days",
          "2",
          "-subj",
          "/CN=127.0.0.1",
          "-addext",
          "subjectAltName=IP:127.0.0.1",
        ],
        { stdio: "pipe" },
      );
    } catch (error) {
      throw new Error(
        `The perf server needs openssl for its TLS certificate (apt-get install -y openssl): ${(error as Error).message}`,
      );
    }
    const pem = readFileSync(cert);
    const spkiDer = new X509Certificate(pem).publicKey.export({ type: "spki", format: "der" });
    return { key: readFileSync(key), cert: pem, spki: createHash("sha256").update(spkiDer).digest("base64") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves the site in `root` on a free loopback port. */
export async function startPerfServer(root: string): Promise<PerfServer> {
  const tls = makeCertificate();
  const handler = siteRequestHandler({
    root,
    intercept: (request, response) => {
      const url = request.url ?? "";
      let html: string;
      if (url === BLANK_PATH) html = BLANK_HTML;
      else if (url.startsWith(PLAIN_PREFIX + "/") && !url.includes(".."))
        html = plainHtml(readFileSync(join(root, url.slice(PLAIN_PREFIX.length).split("?")[0], "index.html"), "utf8"));
      else return false;
      // Compressed as the site's own pages are, so the baseline pays the same transfer.
      const type = "text/html; charset=utf-8";
      const body = Buffer.from(html);
      const encoding = chooseEncoding(request, type, body.length);
      const sent = encoding ? compress(body, encoding) : body;
      response.writeHead(200, {
        "Content-Type": type,
        "Content-Length": sent.length,
        ...(encoding ? { "Content-Encoding": encoding } : {}),
      });
      response.end(sent);
      return true;
    },
  });
  // node:http2's compatibility request and response are what the handler uses of node:http's.
  const server = createSecureServer(
    { key: tls.key, cert: tls.cert, allowHTTP1: true },
    handler as unknown as (request: unknown, response: unknown) => void,
  );
  const sessions = new Set<ServerHttp2Session>();
  server.on("session", (session: ServerHttp2Session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => origin + path,
    blankUrl: () => origin + BLANK_PATH,
    plainUrl: (path) => origin + PLAIN_PREFIX + path,
    chromeFlags: [`--ignore-certificate-errors-spki-list=${tls.spki}`],
    close: () => {
      server.close();
      for (const session of sessions) session.destroy();
    },
  };
}
