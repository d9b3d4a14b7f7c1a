/**
 * The foot of a doc: "Edit this page" and "Last updated on DATE by AUTHOR". Which of them
 * show is the site's choice (site/config.ts); the link and the date are the doc's
 * (PageData.customEditUrl, PageData.lastUpdate). The date is written in one locale and time
 * zone, so the prerendered text and the hydrated one are the same on every machine.
 */
import type { PageData } from "../../../contracts/data";
import { siteConfig, type SiteConfig } from "../../config";
import { EditIcon } from "../Icons/Icons";
import { Link } from "../Link/Link";

type FooterConfig = Pick<SiteConfig, "editUrl" | "showLastUpdateTime" | "showLastUpdateAuthor">;

/** The doc's "Edit this page" URL: its front matter's, else the site's followed by the doc's path under content/; null for none. */
export function editUrlOf(page: PageData, source: string, config: FooterConfig = siteConfig): string | null {
  if (page.customEditUrl !== undefined) return page.customEditUrl;
  return config.editUrl === null ? null : config.editUrl + source;
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  year: "numeric",
  month: "short",
  day: "numeric",
});

/** "Nov 27, 2026" from an ISO 8601 date, the same in the build and in every browser. */
export function formatDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

export function DocFooter({
  page,
  source,
  config = siteConfig,
}: {
  page: PageData;
  source: string;
  config?: FooterConfig;
}) {
  const editUrl = editUrlOf(page, source, config);
  const date = config.showLastUpdateTime ? page.lastUpdate?.date : undefined;
  const author = config.showLastUpdateAuthor ? page.lastUpdate?.author : undefined;
  if (!editUrl && !date && !author) return null;
  return (
    <div className="doc-footer">
      {editUrl && (
        <Link className="doc-footer__edit" href={editUrl}>
          <EditIcon />
          Edit this page
        </Link>
      )}
      {(date || author) && (
        <p className="doc-footer__updated">
          Last updated
          {date && (
            <>
              {" on "}
              <time dateTime={date}>{formatDate(date)}</time>
            </>
          )}
          {author && (
            <>
              {" by "}
              <b>{author}</b>
            </>
          )}
        </p>
      )}
    </div>
  );
}
