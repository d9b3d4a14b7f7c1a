/**
 * The doc's body: build-made HTML, inserted as HTML. A huge body (an API page can weigh
 * 2 MB) is not parsed in one go, which would block the main thread for a second on a slow
 * phone: the first part is markup, the rest sits in a <noscript>. A browser running
 * scripts reads that as plain text, which is cheap, and the client then adds it a slice at
 * a time while the main thread is idle; a browser without scripts shows it as usual.
 */
import { useLayoutEffect, useMemo, useState, type Ref, type RefObject } from "react";
import { useNavigationType } from "react-router-dom";
import { DOC_BODY_ID } from "../../app/domIds";
import { firstPartEnd } from "../../lib/htmlChunks";
import { whenIdle } from "../../lib/idle";
import { BodyFiller, REST_ATTRIBUTE } from "./bodyFiller";

/** The body's markup: whole, or its first part with the rest in a <noscript>. */
export function bodyMarkup(html: string): string {
  const end = firstPartEnd(html);
  const rest = html.slice(end);
  // A body that holds a </noscript> of its own cannot be wrapped in one.
  if (end === html.length || /<\/noscript/i.test(rest)) return html;
  return `${html.slice(0, end)}<noscript ${REST_ATTRIBUTE}="">${rest}</noscript>`;
}

function hashId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** How long one idle callback may keep adding slices, in ms. */
const IDLE_BUDGET_MS = 12;

/**
 * Adds the deferred rest of the body once it is on screen; returns a number that grows
 * when the whole body is in the page (effects that scan the body re-run on it).
 */
export function useProgressiveBody(body: RefObject<HTMLElement | null>, contentKey: unknown): number {
  const [completed, setCompleted] = useState(0);
  const navigationType = useNavigationType();

  // A layout effect: what a #hash or a restored scroll position needs must be in the page
  // before the navigation places the view (in a parent's layout effect, which runs after).
  useLayoutEffect(() => {
    const element = body.current;
    const holder = element?.querySelector(`noscript[${REST_ATTRIBUTE}]`);
    if (!element || !holder) return;
    const filler = new BodyFiller(element, holder.textContent ?? "");
    holder.remove();

    const revealHash = () => window.location.hash.length > 1 && filler.reveal(hashId(window.location.hash));
    // On a client-side navigation the router places the view next; on the first load, we do.
    const clientNavigation = document.documentElement.getAttribute("data-has-hydrated") === "true";
    const target = hashId(window.location.hash);
    const targetMissing = target !== "" && !document.getElementById(target);
    revealHash();
    if (targetMissing && !clientNavigation) document.getElementById(target)?.scrollIntoView();
    // Back or forward to this page (not the first load) restores a position anywhere in it.
    if (clientNavigation && navigationType === "POP") filler.fill();

    // An in-page link to a part still missing: add up to it before the browser looks for it.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href^='#']");
      if (link) filler.reveal(hashId(link.getAttribute("href") ?? ""));
    };
    const onHashChange = () => {
      if (revealHash()) document.getElementById(hashId(window.location.hash))?.scrollIntoView();
    };
    const onBeforePrint = () => filler.fill();

    let cancelIdle = () => {};
    const finish = () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("hashchange", onHashChange);
      window.removeEventListener("beforeprint", onBeforePrint);
      setCompleted((n) => n + 1);
    };
    const addWhenIdle = () => {
      cancelIdle = whenIdle((timeRemaining) => {
        const start = performance.now();
        do {
          filler.step();
        } while (!filler.done() && performance.now() - start < IDLE_BUDGET_MS && timeRemaining() > IDLE_BUDGET_MS);
        if (filler.done()) finish();
        else addWhenIdle();
      }, 500);
    };
    if (filler.done()) {
      finish();
      return;
    }
    document.addEventListener("click", onClick, true);
    window.addEventListener("hashchange", onHashChange);
    window.addEventListener("beforeprint", onBeforePrint);
    addWhenIdle();
    return () => {
      cancelIdle();
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("hashchange", onHashChange);
      window.removeEventListener("beforeprint", onBeforePrint);
    };
    // Runs once per body; the navigation type is read as it was when the body arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [body, contentKey]);

  return completed;
}

export function DocBody({ html, ref }: { html: string; ref: Ref<HTMLDivElement> }) {
  const markup = useMemo(() => bodyMarkup(html), [html]);
  return <div id={DOC_BODY_ID} ref={ref} className="markdown" dangerouslySetInnerHTML={{ __html: markup }} />;
}
