/** For the sidebar tests: a doc's route table facts as DocMeta would read them from a doc at `source` titled `title`. */
import type { PageMeta } from "../../../contracts/data";
import { docIdOf } from "../docpage/docId";

export const docMetaOf = (source: string, title: string, more: Partial<PageMeta> = {}): PageMeta => ({
  source,
  route: "/" + source.replace(/\.md$/, "").replace(/\/index$/, "/"),
  title,
  sidebarLabel: title,
  sidebarPosition: null,
  id: docIdOf(source),
  ...more,
});
