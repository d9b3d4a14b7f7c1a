/**
 * The page's side of the search worker: started on first use (never at page load),
 * from the worker URL the prerendered page carries in its boot data. Components get the
 * client through SearchClientContext, so tests can give them an in-process one.
 */
import { wrap } from "comlink";
import { createContext } from "react";
import type { BootData } from "../lib/data";
import type { SearchWorkerApi } from "./protocol";

/** The worker's module URL, from `<script id="__site" type="application/json">`. */
export function workerUrlOf(doc: Document): string | null {
  const text = doc.getElementById("__site")?.textContent;
  if (!text) return null;
  try {
    const boot = JSON.parse(text) as Partial<BootData>;
    return typeof boot.worker === "string" && boot.worker ? boot.worker : null;
  } catch {
    return null;
  }
}

function unavailable(reason: string): SearchWorkerApi {
  const fail = () => Promise.reject(new Error(reason));
  return { load: fail, suggest: fail, searchPage: fail };
}

let shared: SearchWorkerApi | null = null;

/** The one worker client of the page, started on the first call. */
export function getWorkerClient(): SearchWorkerApi {
  if (shared) return shared;
  if (typeof window === "undefined" || typeof Worker === "undefined") return unavailable("Search needs a browser with Web Workers");
  const url = workerUrlOf(document);
  if (!url) {
    shared = unavailable("The search worker is missing from this page");
    return shared;
  }
  try {
    shared = wrap<SearchWorkerApi>(new Worker(url, { type: "module", name: "search" })) as unknown as SearchWorkerApi;
  } catch (error) {
    shared = unavailable(`The search worker could not start (${error instanceof Error ? error.message : String(error)})`);
  }
  return shared;
}

/** Gives the search components their client (a getter, so nothing starts during render). */
export const SearchClientContext = createContext<() => SearchWorkerApi>(getWorkerClient);
