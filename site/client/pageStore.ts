/**
 * Doc page files (PageFile JSON: its data and its part of the route table, from pageDataUrl)
 * kept in memory, so going back to a page is instant. Loads are shared while in flight; failures are not remembered.
 * The oldest entries go first once `limit` pages are held: API pages can weigh a megabyte.
 */
import type { PageFile } from "../../contracts/data";
import { pageDataUrl, routeKey } from "../../contracts/paths";
import { fetchJson } from "../lib/fetchJson";

export type FetchPage = (url: string) => Promise<PageFile>;

export async function fetchPageFile(url: string): Promise<PageFile> {
  return (await fetchJson(url)) as PageFile;
}

export class PageStore {
  private readonly pages = new Map<string, PageFile>();
  private readonly inFlight = new Map<string, Promise<PageFile>>();

  constructor(
    private readonly fetchPage: FetchPage = fetchPageFile,
    private readonly limit = 24,
  ) {}

  seed(page: PageFile): void {
    const key = routeKey(page.route);
    this.pages.delete(key);
    this.pages.set(key, page);
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.limit) break;
      this.pages.delete(oldest);
    }
  }

  /** Drops a held page, so the next load fetches it again (after its data made the page crash). */
  forget(route: string): void {
    this.pages.delete(routeKey(route));
  }

  get(route: string): PageFile | undefined {
    return this.pages.get(routeKey(route));
  }

  load(route: string): Promise<PageFile> {
    const key = routeKey(route);
    const held = this.pages.get(key);
    if (held) return Promise.resolve(held);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.fetchPage(pageDataUrl(route)).then(
        (page) => {
          this.inFlight.delete(key);
          this.seed(page);
          return page;
        },
        (error: unknown) => {
          this.inFlight.delete(key);
          throw error;
        },
      );
      this.inFlight.set(key, pending);
    }
    return pending;
  }
}
