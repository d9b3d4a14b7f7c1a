/**
 * One doc → its artifacts: the page (HTML body and TOC), its search shard, its section
 * texts for search snippets (indexer/index/textChunks.ts) and its link facts; its title is
 * meta.ts's, the one the route table has. Pure: bytes in, JSON out, so the worker and the
 * one-shot mode give the same bytes.
 */
import type { LinkFacts, PageData, SearchShard } from "../../../contracts/data";
import { makeShard } from "../../../indexer/index/shard";
import { placeTexts } from "../../../indexer/index/textChunks";
import { routeKey } from "../../../contracts/paths";
import { SEARCH_TEXT_DIR } from "../../../contracts/searchIndex";
import { renderDoc, type RenderInput } from "./render";
import { docMarkdown } from "./docMarkdown";
import { docTitle, leadingH1Text } from "./meta";
import { FilesBeside } from "./filesBeside";
import { docRoute, frontMatterKeyLine, routeFrontMatter, tagLabels, type FrontMatter } from "./frontMatter";
import { versionDocRoute } from "../../../contracts/versions";
import { resolveHref } from "./linkTargets";
import { lastUpdateOf, type LastCommit } from "./lastUpdate";
import { DocError, readDoc, type DocNote } from "./source";

export interface CompileInput {
  /** The file name used in messages (workspace-relative). */
  file: string;
  /** The doc's path under the content root, e.g. `docs/faq/index.md`. */
  docPath: string;
  bytes: Uint8Array;
  anchorRoutes?: Record<string, string>;
  /** The files beside the docs (path under the content root → file to read). */
  files?: ReadonlyMap<string, string>;
  /** The doc's last commit (none: untracked, generated, or built without git). */
  lastCommit?: LastCommit;
  /**
   * Whether the route table lists a doc (by its path under the content root). A draft it does
   * not list is left out of the build; without a table, every draft is.
   */
  listed?: (docPath: string) => boolean;
  /** A doc's route as the route table has it, by its path under the content root (links). */
  routeOf?: (docPath: string) => string | undefined;
  /**
   * The route the build laid this doc's files out for (Bazel reads slug and id before the
   * build, tools/rules/private/doc_routes.bzl): a doc whose front matter now says otherwise fails.
   */
  laidOutFor?: string;
  /**
   * The route base of the doc's docs version (`/docs/1.2`): its route is moved there. `docPath`
   * then reads `docs/` for the version's folder (contracts/versions.ts).
   */
  routeBase?: string;
  /**
   * The folder its section texts go in, from its version's search base: its group's
   * (`search-texts/docs/guide.0.texts`, decided by the build, tools/rules/private/site_layout.bzl);
   * none: `search-texts`.
   */
  textsAt?: string;
  /** The version's folder under the content root (`versioned_docs/version-1.2`): the files beside its docs are served from there. */
  docsDir?: string;
}

/** The doc's route: by its path and front matter, in its version's route base. */
function routeOfDoc(input: CompileInput, frontMatter: FrontMatter): string {
  return input.routeBase
    ? versionDocRoute(input.docPath, routeFrontMatter(frontMatter), input.routeBase)
    : docRoute(input.docPath, frontMatter);
}

/**
 * How the doc's links resolve. A linked doc's route: the table's, else (a doc the version lacks)
 * where it would be in the doc's own version, so that link_check reports it instead of sending
 * the reader to another version; and a version's links name their docs, so that link_check can
 * say which one the version lacks.
 */
function linkResolution(input: CompileInput): Pick<RenderInput, "routeOf" | "namesDocs"> {
  const { routeBase, routeOf } = input;
  if (!routeBase) return { routeOf };
  return { routeOf: (docPath) => routeOf?.(docPath) ?? versionDocRoute(docPath, {}, routeBase), namesDocs: true };
}

export interface CompiledDoc {
  page: PageData;
  /** None for a doc kept out of search (unlisted, or a draft left out). */
  shard: SearchShard | null;
  /** A draft left out of this build: its page is not published, its links are not checked. */
  leftOut?: boolean;
  /** Text file path (under the site base) → bytes: the shard's section texts. */
  texts: Map<string, string>;
  links: LinkFacts;
  /** The files beside the docs that the doc links or shows (paths under the content root). */
  usedFiles: string[];
  /** The doc as Markdown (docMarkdown.ts), for its `.md` URL; empty for a draft left out. */
  markdown: string;
}

export function compileDoc(input: CompileInput): CompiledDoc {
  const source = readDoc(input.file, input.bytes);
  const { frontMatter } = source;
  if (frontMatter.draft === true && !input.listed?.(input.docPath))
    return leftOutDraft(input, frontMatter, source.notes);
  const route = routeOfDoc(input, frontMatter);
  if (input.laidOutFor !== undefined && routeKey(input.laidOutFor) !== routeKey(route))
    throw staleRoute(input, frontMatter, route);
  const files = new FilesBeside(input.files, input.docsDir);
  const rendered = renderDoc({
    route,
    ...linkResolution(input),
    docPath: input.docPath,
    body: source.body,
    bodyLine: source.bodyLine,
    anchorRoutes: input.anchorRoutes,
    files,
    imports: source.imports,
  });
  const [error] = rendered.errors;
  if (error) throw new DocError(input.file, error.line, error.message);
  const title = docTitle(input.file, source);
  // A front matter title names the page (tab, sidebar, search); the page still shows its own heading.
  const h1 = frontMatter.title !== undefined && rendered.titleId ? leadingH1Text(source.body) : null;
  const heading = h1 && h1 !== title ? h1 : undefined;
  const description = (frontMatter.description ?? "").trim();
  // The spec's levels (2 to 3) unless the doc asks for others, as Docusaurus lets it.
  const minLevel = frontMatter.toc_min_heading_level ?? 2;
  const maxLevel = frontMatter.toc_max_heading_level ?? Math.max(3, minLevel);
  const toc = rendered.headings
    .filter((h) => h.depth >= minLevel && h.depth <= maxLevel)
    .map((h) => ({ id: h.id, text: h.text, level: h.depth }));
  const notes = [...source.notes, ...rendered.notes];
  const unlisted = frontMatter.unlisted === true;
  const image = socialImage(input, frontMatter.image, files);
  const tags = tagLabels(frontMatter.tags);
  const lastUpdate = lastUpdateOf(input.lastCommit, frontMatter.last_update);
  const { shard, files: texts } = placeTexts(
    makeShard({
      route,
      title,
      description,
      keywords: (frontMatter.keywords ?? []).map(String),
      sections: rendered.sections.map((s) => (s.heading === title ? { ...s, heading: null } : s)),
    }),
    input.textsAt ?? SEARCH_TEXT_DIR,
  );

  return {
    page: {
      route,
      title,
      description,
      html: rendered.html,
      ...(rendered.titleId ? { titleId: rendered.titleId } : {}),
      ...(heading ? { heading } : {}),
      toc,
      hideTableOfContents: frontMatter.hide_table_of_contents === true,
      // As in Docusaurus, hide_title hides a front matter title, never the doc's own `# ` heading.
      ...(frontMatter.hide_title === true && !rendered.titleId ? { hideTitle: true } : {}),
      ...(unlisted ? { unlisted } : {}),
      ...image,
      ...(tags.length > 0 ? { tags } : {}),
      ...(frontMatter.custom_edit_url !== undefined ? { customEditUrl: frontMatter.custom_edit_url } : {}),
      ...(lastUpdate ? { lastUpdate } : {}),
    },
    // An unlisted doc is kept out of search: no shard, no section texts.
    shard: unlisted ? null : shard,
    texts: unlisted ? new Map() : texts,
    links: {
      route,
      source: input.file,
      anchors: rendered.anchors,
      links: rendered.links,
      ...(notes.length > 0 ? { notes } : {}),
    },
    usedFiles: [...files.used].sort(),
    markdown: docMarkdown(title, description, rendered.markdown),
  };
}

/** A doc given a route Bazel has not read yet (a new `slug` or `id`): told how to make it read it. */
function staleRoute(input: CompileInput, frontMatter: FrontMatter, route: string): DocError {
  const key = frontMatter.slug === undefined ? "id" : "slug";
  const line = frontMatterKeyLine(Buffer.from(input.bytes).toString("utf8"), key);
  return new DocError(
    input.file,
    line,
    `its front matter gives the route ${route}, but the build laid its files out for ${input.laidOutFor}: ` +
      "Bazel reads the docs' slug and id before the build and has not seen this change; " +
      "run `bazel sync --only=doc_routes` and build again",
  );
}

/** A draft the route table does not list: nothing of it is published; what is wrong in its front matter is still told. */
function leftOutDraft(input: CompileInput, frontMatter: FrontMatter, notes: DocNote[]): CompiledDoc {
  const route = routeOfDoc(input, frontMatter);
  return {
    page: { route, title: "", description: "", html: "", toc: [], hideTableOfContents: false },
    shard: null,
    leftOut: true,
    texts: new Map(),
    links: { route, source: input.file, anchors: [], links: [], draft: true, ...(notes.length > 0 ? { notes } : {}) },
    usedFiles: [],
    markdown: "",
  };
}

/**
 * Front matter `image`: an absolute URL as written, a path from the site's root as written,
 * a relative path as the file beside the docs it names (its hashed URL). A file that is not
 * there fails, as an image in the body does.
 */
function socialImage(
  input: CompileInput,
  image: string | undefined,
  files: FilesBeside,
): Pick<PageData, "image" | "imageSize"> {
  if (image === undefined || image.trim() === "") return {};
  const target = resolveHref(image.trim(), { docPath: input.docPath, files });
  if (target.file) {
    const { url, width, height } = target.file;
    return { image: url, ...(width && height ? { imageSize: { width, height } } : {}) };
  }
  if (target.missingFile !== undefined || !/^([a-z][a-z0-9+.-]*:|\/)/i.test(target.href))
    throw new DocError(
      input.file,
      frontMatterKeyLine(Buffer.from(input.bytes).toString("utf8"), "image"),
      `front matter "image" names no file: ${image} (a file beside the docs, a path from the site's root, or a URL)`,
    );
  return { image: target.href };
}
