/**
 * The search Web Worker entry (bundled by esbuild as its own entry). It holds the
 * engine, elasticlunr and the loaded indexes, and answers the page through Comlink.
 */
import { expose } from "comlink";
import { createSearchService } from "./service";

expose(
  createSearchService({
    fetch: (url, init) => fetch(url, init),
    origin: self.location.origin,
  }),
);
