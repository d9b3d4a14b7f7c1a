/**
 * Doc page data (PageData JSON, fetched from pageDataUrl) kept in memory, so going back
 * to a page is instant. Loads are shared while in flight; failures are not remembered.
 * The oldest entries go first once `limit` pages are held: API pages can weigh a megabyte.
 */
import type { PageData } from "../../contracts/data";
import { pageDataUrl, routeKey } from "../../contracts/paths";
import { fetchJson } from "../lib/fetchJson";

export type FetchPage = (url: string) => Promise<PageData>;

export async function fetchPageData(url: string): Promise<PageData> {
  return (await fetchJson(url)) as PageData;
}

export class PageStore {
  private readonly pages = new Map<string, PageData>();
  private readonly inFlight = new Map<string, Promise<PageData>>();

  constructor(
    private readonly fetchPage: FetchPage = fetchPageData,
    private readonly limit = 24,
  ) {}

  seed(page: PageData): void {
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

  get(route: string): PageData | undefined {
    return this.pages.get(routeKey(route));
  }

  load(route: string): Promise<PageData> {
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
