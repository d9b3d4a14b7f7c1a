/**
 * The route-change progress bar: it appears only if loading the next page takes over
 * 200 ms. nprogress (1.8 kB gzip) loads on the first slow navigation rather than with
 * every page, so until it arrives the bar is drawn here, in the markup nprogress adopts
 * as its own: on a slow network the first bar still comes at 200 ms, not when nprogress
 * has arrived over that network.
 */
type NProgressApi = typeof import("nprogress");

export const PROGRESS_DELAY_MS = 200;

let nprogress: NProgressApi | undefined;
let loading: Promise<NProgressApi> | undefined;
/** A bar was asked for and the page is not ready yet. */
let showing = false;

function loadNProgress(): Promise<NProgressApi> {
  loading ??= import("nprogress").then((module) => {
    const api = ((module as { default?: NProgressApi }).default ?? module) as NProgressApi;
    api.configure({ showSpinner: false });
    nprogress = api;
    return api;
  });
  loading.catch(() => (loading = undefined)); // the next navigation tries again
  return loading;
}

/** nprogress's own markup and class: when it loads, `start()` takes this bar over. */
function drawBar(): void {
  if (document.getElementById("nprogress")) return;
  const root = document.createElement("div");
  root.id = "nprogress";
  // Where nprogress starts a bar (8% of the way) is in the stylesheet: no style here.
  root.innerHTML = '<div class="bar" role="bar"><div class="peg"></div></div>';
  document.documentElement.classList.add("nprogress-busy");
  document.body.append(root);
}

function removeBar(): void {
  document.getElementById("nprogress")?.remove();
  document.documentElement.classList.remove("nprogress-busy");
}

function startBar(): void {
  showing = true;
  if (nprogress) {
    nprogress.start();
    return;
  }
  drawBar();
  loadNProgress().then(
    (api) => showing && api.start(),
    () => {},
  );
}

export interface PendingProgress {
  /** The page is ready (or abandoned): a bar that has not appeared yet never will. */
  settle(): void;
}

export function delayedProgress(start: () => void = startBar, delayMs: number = PROGRESS_DELAY_MS): PendingProgress {
  const timer = setTimeout(start, delayMs);
  return { settle: () => clearTimeout(timer) };
}

/** Completes a bar that is showing (nprogress's, or the one drawn while it loads). */
export function finishProgress(): void {
  if (!showing) return;
  showing = false;
  if (nprogress) nprogress.done();
  else removeBar();
}
