/**
 * The doc's body: build-made HTML, inserted as HTML. A huge body (an API page can weigh
 * 2 MB) is not parsed in one go, which would block the main thread for a second on a slow
 * phone: the first part is markup, the rest sits in a <noscript>. A browser running
 * scripts reads that as plain text, which is cheap, and the client then adds it a slice at
 * a time while the main thread is idle; a browser without scripts shows it as usual.
 */
import { useLayoutEffect, useMemo, useRef, useState, type Ref, type RefObject } from "react";
import { useLocation, useNavigationType } from "react-router-dom";
import { DOC_BODY_ID } from "../../app/domIds";
import { firstPartEnd } from "../../lib/htmlChunks";
import { whenIdle, whenIdleInSlices } from "../../lib/idle";
import { BodyFiller, prepareTarget, REST_ATTRIBUTE } from "./bodyFiller";

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

function hasHydrated(): boolean {
  return document.documentElement.getAttribute("data-has-hydrated") === "true";
}

/**
 * Adds the deferred rest of the body once it is on screen, and makes sure any section
 * linked to (#hash) is in the page and laid out before the view goes there. Returns a
 * number that grows when the whole body is in the page (what scans the body re-runs).
 */
export function useProgressiveBody(body: RefObject<HTMLElement | null>, contentKey: unknown): number {
  const [completed, setCompleted] = useState(0);
  const navigationType = useNavigationType();
  const { hash } = useLocation();
  const filler = useRef<BodyFiller | null>(null);

  // Layout effects: they run before the navigation places the view (in a parent's).
  useLayoutEffect(() => {
    filler.current = null;
    const element = body.current;
    const holder = element?.querySelector(`noscript[${REST_ATTRIBUTE}]`);
    if (!element || !holder) return;
    const current = new BodyFiller(element, holder.textContent ?? "");
    holder.remove();
    filler.current = current;
    // Back or forward to this page (not the first load) restores a position anywhere in it.
    if (hasHydrated() && navigationType === "POP") current.fill();

    const onBeforePrint = () => current.fill();
    const completed = () => setCompleted((n) => n + 1);
    let cancelSettle = () => {};
    const filled = () => {
      completed();
      cancelSettle = whenIdle(() => current.settle()); // the last slice, once laid out
    };
    const addSlice = () => {
      current.settle(); // laid out by now: reading their heights costs no layout
      current.step();
      return !current.done();
    };
    let cancelIdle = () => {};
    if (current.done()) completed();
    // One slice per idle period: the next one settles a slice the last frame laid out.
    else cancelIdle = whenIdleInSlices(addSlice, { done: filled, timeoutMs: 500, budgetMs: 0 });
    window.addEventListener("beforeprint", onBeforePrint);
    return () => {
      cancelIdle();
      cancelSettle();
      window.removeEventListener("beforeprint", onBeforePrint);
    };
    // The navigation type is read as it was when this body arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [body, contentKey]);

  // The #hash of the first load or of a client-side navigation. On the first load the
  // browser looked for it before it was in the page: we scroll; otherwise the router does.
  useLayoutEffect(() => {
    const id = hashId(hash);
    if (id && prepareTarget(document, filler.current, id) === "revealed" && !hasHydrated()) {
      document.getElementById(id)?.scrollIntoView();
    }
  }, [body, contentKey, hash]);

  // In-page links (the TOC's, the body's own) go to sections the browser finds itself:
  // ready them before it looks. Typing a #hash into the address bar only tells us after.
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href^='#']");
      if (link) prepareTarget(document, filler.current, hashId(link.getAttribute("href") ?? ""));
    };
    const onHashChange = () => {
      const id = hashId(window.location.hash);
      if (id && prepareTarget(document, filler.current, id) === "revealed")
        document.getElementById(id)?.scrollIntoView();
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("hashchange", onHashChange);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("hashchange", onHashChange);
    };
  }, []);

  return completed;
}

export function DocBody({ html, ref }: { html: string; ref: Ref<HTMLDivElement> }) {
  const markup = useMemo(() => bodyMarkup(html), [html]);
  return <div id={DOC_BODY_ID} ref={ref} className="markdown" dangerouslySetInnerHTML={{ __html: markup }} />;
}
