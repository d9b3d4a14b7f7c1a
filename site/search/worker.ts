/**
 * The search Web Worker entry (bundled by esbuild as its own entry). It holds the
 * engine, elasticlunr and the loaded indexes, and answers the page through Comlink.
 */
import { expose } from "comlink";
import { primedFetch } from "./primer";
import { createSearchService } from "./service";

expose(
  createSearchService({
    // On a /search?q=… load the page may have fetched the first files already (primer.ts).
    fetch: primedFetch(self, (url, init) => fetch(url, init)),
    origin: self.location.origin,
  }),
);
