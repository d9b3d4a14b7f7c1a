/** What an unknown path shows, inside the main layout or the docs layout. */
import { useDocumentTitle } from "../app/useDocumentTitle";
import { NOT_FOUND_TITLE } from "../lib/title";

export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <div className="container not-found">
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        Please contact the owner of the site that linked you to the original URL and let them know their link is broken.
      </p>
    </div>
  );
}
