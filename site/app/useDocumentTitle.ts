/** Keeps document.title in step with the page on screen (the server writes the first one into <title>). */
import { useEffect } from "react";
import { formatDocumentTitle } from "../lib/title";

export function useDocumentTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle);
  }, [pageTitle]);
}
