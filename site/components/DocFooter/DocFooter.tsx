/**
 * The foot of a doc: "Edit this page" and "Last updated on DATE by AUTHOR". Which of them
 * show is the site's choice (site/config.ts); the link and the date are the doc's
 * (PageData.customEditUrl, PageData.lastUpdate; a docs version's doc is edited in its own
 * file, ManifestDoc.file). The date is written in one locale and time zone, so the
 * prerendered text and the hydrated one are the same on every machine.
 */
import type { ManifestDoc, PageData } from "../../../contracts/data";
import { siteConfig, type SiteConfig } from "../../config";
import { EditIcon } from "../Icons/Icons";
import { Link } from "../Link/Link";

type FooterConfig = Pick<SiteConfig, "editUrl" | "editCurrentVersion" | "showLastUpdateTime" | "showLastUpdateAuthor">;

/** Where a doc's source is: its path in its version (`docs/intro.md`) and, for a cut version's, its real file. */
type EditedDoc = Pick<ManifestDoc, "source" | "file">;

/**
 * The doc's "Edit this page" URL: its front matter's, else the site's followed by its file
 * under content/ (a cut version's own, `versioned_docs/version-1.2/intro.md`, or with
 * `editCurrentVersion` the current docs' `docs/intro.md`, as in Docusaurus); null for none.
 */
export function editUrlOf(page: PageData, doc: EditedDoc, config: FooterConfig = siteConfig): string | null {
  if (page.customEditUrl !== undefined) return page.customEditUrl;
  if (config.editUrl === null) return null;
  return config.editUrl + (config.editCurrentVersion ? doc.source : (doc.file ?? doc.source));
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
  doc,
  config = siteConfig,
}: {
  page: PageData;
  doc: EditedDoc;
  config?: FooterConfig;
}) {
  const editUrl = editUrlOf(page, doc, config);
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
