/**
 * The BootData the server embedded in the page: read by the client to hydrate, and by the
 * entry on a /search load for the worker's URL (search/earlyWorker.ts). Small on purpose:
 * the entry imports it on every page.
 */
import type { BootData } from "../../contracts/data";
import { BOOT_DATA_ID } from "./domIds";

export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BootData;
  } catch {
    return null;
  }
}
