/**
 * Client entry, kept tiny: it runs as soon as it arrives (async module), tells the base-URL
 * banner the scripts loaded, and starts fetching the rest. The heavy parts then run each
 * in its own task, so none holds the main thread for long: React's renderer first, then
 * the app (router, components), then hydration in slices (see startClient).
 */
import { CLIENT_LOADED_FLAG } from "../app/domIds";
import { startWorkerForSearchLoad } from "../search/earlyWorker";

(window as unknown as Record<string, unknown>)[CLIENT_LOADED_FLAG] = true;

const renderer = import("./renderer.js");
const app = import("./startClient.js");
// Failures surface where these are awaited; until then they are not "unhandled".
for (const loading of [renderer, app]) loading.catch(() => undefined);

function domReady(): Promise<void> {
  if (document.readyState !== "loading") return Promise.resolve();
  return new Promise((resolve) => document.addEventListener("DOMContentLoaded", () => resolve(), { once: true }));
}

async function main(): Promise<void> {
  await domReady(); // the boot data sits at the end of <body>
  // A /search?q=… load: the search starts now, beside React (search/earlySearch.ts).
  if (startWorkerForSearchLoad(document, location.search)) {
    import("../search/earlySearch.js").then(
      ({ startEarlySearch }) => startEarlySearch(location.search),
      () => undefined,
    );
  }
  await renderer;
  const { startClient } = await app;
  await startClient();
}

main().catch((error: unknown) => {
  // The prerendered page still works as a plain HTML page.
  console.error("The site's scripts could not start; the page works without them.", error);
});
