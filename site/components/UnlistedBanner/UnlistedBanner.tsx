/** The notice at the top of an unlisted doc (front matter `unlisted: true`), styled as a warning admonition. */
export function UnlistedBanner() {
  return (
    <div className="admonition admonition--warning unlisted-banner" role="note">
      <p className="admonition__title">
        <span className="admonition__icon" aria-hidden="true" />
        Unlisted page
      </p>
      <div className="admonition__body">
        <p>
          This page is not in the navigation or in search, and search engines are asked not to index it. Only people
          with its link can find it.
        </p>
      </div>
    </div>
  );
}
