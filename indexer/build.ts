/**
 * Builds one search index file (5 entries) from its documents: an elasticlunr index per
 * document type, fed through our tokenizer, stored in the compact form of format.ts.
 */
import { encodeIndex } from "./compact";
import type { DocumentsByType } from "./documents";
import { API_CONTEXT, inContext, SEARCH_DOCUMENT_TYPES, SearchDocumentType, type IndexFile, type SearchDocument } from "./format";
import { createIndex, stem, type LunrIndex } from "./lunr";

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const DOTTED_NAME = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/**
 * The names code uses for an API heading: `BuildWorkflow` on the page of `projen.build`
 * is also `projen.build.BuildWorkflow` and `build.BuildWorkflow`. Indexed as extra
 * whole terms of the heading (not shown, not split), so a qualified name finds its type.
 */
export function headingAliases(heading: SearchDocument, pageTitle: string | undefined): string[] {
  if (!pageTitle || !inContext(heading.u, API_CONTEXT) || !IDENTIFIER.test(heading.t) || !DOTTED_NAME.test(pageTitle)) return [];
  const segments = `${pageTitle}.${heading.t}`.toLowerCase().split(".");
  const aliases: string[] = [];
  for (let k = 0; k <= segments.length - 2; k++) aliases.push(segments.slice(k).join("."));
  return aliases;
}

function addAliases(index: LunrIndex, doc: SearchDocument, aliases: string[]): void {
  const inverted = index.index.t!;
  let added = 0;
  for (const alias of aliases) {
    const term = stem(alias);
    if (inverted.getTermFrequency(term, doc.i) > 0) continue;
    inverted.addToken(term, { ref: doc.i, tf: 1 });
    added++;
  }
  if (added > 0) index.documentStore.updateFieldLength(doc.i, "t", index.documentStore.getFieldLength(doc.i, "t") + added);
}

export function buildIndexFile(byType: DocumentsByType): IndexFile {
  const pageTitles = new Map((byType[SearchDocumentType.Title] ?? []).map((doc) => [doc.i, doc.t]));
  return SEARCH_DOCUMENT_TYPES.map((type) => {
    const documents = byType[type] ?? [];
    const index = createIndex();
    for (const doc of documents) {
      index.addDoc({ i: doc.i, t: doc.t }, false);
      if (type === SearchDocumentType.Heading) addAliases(index, doc, headingAliases(doc, pageTitles.get(doc.p ?? -1)));
    }
    return { documents, index: encodeIndex(index, documents) };
  });
}
