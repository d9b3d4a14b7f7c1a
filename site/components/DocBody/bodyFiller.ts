/**
 * Adds the deferred rest of a huge doc body to the page, a slice at a time. Each slice
 * is parsed on its own and goes into a `.doc-chunk` block (laid out as it is added: see
 * markdown.css for why it is not left unrendered off screen).
 */
import { escapeHtml } from "../../../contracts/html";
import { DOC_BODY_ID } from "../../app/domIds";
import { nextCut } from "../../lib/htmlChunks";

/** Marks the <noscript> holding the rest of a split body. */
export const REST_ATTRIBUTE = "data-doc-rest";
export const CHUNK_CLASS = "doc-chunk";
/**
 * Characters per slice, one slice per idle period: few enough that parsing a slice and
 * laying it out in the next frame stay near a long task (50 ms) on a slow phone, where the
 * frame's fixed cost is most of it; a slice several times larger takes that long to parse
 * alone.
 */
export const SLICE_LENGTH = 4_000;

/** A slice laid out once: skipped while off screen, at the height it was laid out with. */
export const SETTLED_CLASS = "doc-chunk--settled";

export class BodyFiller {
  private position = 0;
  /** Slices added and not settled yet. */
  private unsettled: HTMLElement[] = [];

  constructor(
    private readonly body: HTMLElement,
    private readonly rest: string,
  ) {}

  done(): boolean {
    return this.position >= this.rest.length;
  }

  /** Appends the next slice; false when nothing was left. */
  step(): boolean {
    if (this.done()) return false;
    const end = nextCut(this.rest, this.position, SLICE_LENGTH);
    const chunk = this.body.ownerDocument.createElement("div");
    chunk.className = CHUNK_CLASS;
    chunk.innerHTML = this.rest.slice(this.position, end);
    this.body.appendChild(chunk);
    this.position = end;
    this.unsettled.push(chunk);
    return true;
  }

  /**
   * Called once the slices added so far have been laid out (a frame has passed; the idle
   * filling calls it before each slice and once at the end, which also settles those a link
   * to a later section added at once): from now on the browser may skip them while they are
   * off screen, at their real heights. Each later frame then lays out and walks only the slices near the view and the
   * new one, not the whole body so far (else the frame after each slice grows with all the
   * slices before it).
   */
  settle(): void {
    const chunks = this.unsettled.filter((chunk) => chunk.isConnected);
    this.unsettled = [];
    // Every height first, then every change: reads between writes would lay out each time.
    const heights = chunks.map((chunk) => chunk.getBoundingClientRect().height);
    chunks.forEach((chunk, k) => {
      if (heights[k] <= 0) return; // not laid out (not displayed): left as it is
      chunk.style.containIntrinsicSize = `auto ${heights[k]}px`;
      chunk.classList.add(SETTLED_CLASS);
    });
  }

  /** Appends everything that is left (before printing, or to restore a scroll position). */
  fill(): void {
    while (this.step());
  }

  /**
   * Appends slices until the body reaches `height` px below the top of `element`: room for
   * the view to bring it to the top. Says whether it appended any.
   */
  extendBelow(element: Element, height: number): boolean {
    let added = false;
    while (!this.done() && this.body.getBoundingClientRect().bottom - element.getBoundingClientRect().top < height)
      added = this.step();
    return added;
  }

  /** Appends slices until the element with `id` is in the page; false if the body has none. */
  reveal(id: string): boolean {
    if (this.body.ownerDocument.getElementById(id)) return true;
    // The attribute as the build's renderer wrote it, with the same escaping.
    const at = this.rest.indexOf(`id="${escapeHtml(id)}"`, this.position);
    if (at < 0) return false;
    while (this.position <= at && this.step());
    return true;
  }
}

/**
 * How far above a target, in viewport heights, blocks are laid out before the jump.
 * Chromium renders `content-visibility: auto` blocks within 150% of the viewport of the
 * view (Chromium 156); two viewports leave a margin over that.
 */
const LAID_OUT_ABOVE_VIEWPORTS = 2;

/**
 * Lays out for real the body's top-level block holding `target` (a slice, or a block of a
 * normal body), the blocks up to two viewports above it and a viewport's worth below.
 * Off screen a block has only an estimated height; once the view is at the target the
 * browser renders the blocks near it, and those above changing to their real heights
 * would move the target (a TOC link on the tasks page landed 340 px low; with one viewport
 * laid out, 38 px high), as would a page end that was too short to bring it to the top.
 * Says whether any block changed.
 */
function layOutAround(target: Element, viewportHeight: number): boolean {
  const block = target.closest(`#${DOC_BODY_ID} > *`);
  if (!(block instanceof HTMLElement)) return false;
  const above = layOutSiblings(block, "previousElementSibling", viewportHeight * LAID_OUT_ABOVE_VIEWPORTS);
  const below = layOutSiblings(block, "nextElementSibling", viewportHeight);
  return above || below;
}

/** Lays out `block` and its siblings one way until they span `reach` px; whether any changed. */
function layOutSiblings(
  block: HTMLElement,
  way: "previousElementSibling" | "nextElementSibling",
  reach: number,
): boolean {
  let changed = false;
  let span = 0;
  for (let element: Element | null = block; element instanceof HTMLElement && span < reach; element = element[way]) {
    if (element.style.contentVisibility !== "visible") {
      element.style.contentVisibility = "visible";
      changed = true;
    }
    if (element !== block) span += element.getBoundingClientRect().height;
  }
  return changed;
}

/**
 * Makes the element with `id` ready to be scrolled to: added to the page if it was still
 * deferred, with a viewport's height of the body below it, and the blocks around it laid
 * out for real. Says whether anything had to be done ("revealed"), or whether the page has
 * no such element.
 */
export function prepareTarget(doc: Document, filler: BodyFiller | null, id: string): "missing" | "ready" | "revealed" {
  if (id === "") return "missing";
  let revealed = false;
  if (!doc.getElementById(id)) {
    if (!filler?.reveal(id)) return "missing";
    revealed = true;
  }
  const target = doc.getElementById(id)!;
  const viewportHeight = doc.defaultView?.innerHeight ?? 0;
  // A target in the last slices added would sit near the page's end, where the view
  // cannot bring it to the top.
  if (filler?.extendBelow(target, viewportHeight)) revealed = true;
  if (layOutAround(target, viewportHeight)) revealed = true;
  return revealed ? "revealed" : "ready";
}
