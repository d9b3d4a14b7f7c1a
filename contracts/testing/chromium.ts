/**
 * How every browser test and benchmark starts Debian's Chromium on these machines: as root
 * without a sandbox, and with the background networking that a closed network refuses
 * turned off (otherwise it retries many connections at once and slows the page).
 */
/** Debian's Chromium, or the one $CHROMIUM names. */
export function chromiumPath(): string {
  return process.env.CHROMIUM ?? "/usr/bin/chromium";
}

export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
