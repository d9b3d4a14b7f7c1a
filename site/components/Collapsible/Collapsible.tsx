/**
 * A block that animates its height open and closed. On mount the state applies without
 * animation; `lazy` content is not mounted until the first time it opens. The server's
 * markup says "collapsed" with a class, never a style attribute (the CSP allows no inline
 * style); from mount on, the state lives in the element's style, set through the CSSOM.
 */
import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { collapsibleDuration, prefersReducedMotion, REDUCED_MOTION_DURATION } from "./duration";

/** Hides a block that starts collapsed until the client takes over (site/styles/base.css). */
export const COLLAPSED_CLASS = "collapsible--collapsed";
export const COLLAPSED_STYLE: CSSProperties = { display: "none", overflow: "hidden", height: "0px" };
export const EXPANDED_STYLE: CSSProperties = { display: "block", overflow: "visible", height: "auto" };

function applyFinalStyle(el: HTMLElement, collapsed: boolean): void {
  const style = collapsed ? COLLAPSED_STYLE : EXPANDED_STYLE;
  el.style.display = style.display as string;
  el.style.overflow = style.overflow as string;
  el.style.height = style.height as string;
  el.style.transition = "";
  el.style.willChange = "";
}

/** Animates `el` to its new state; returns a function that stops the animation. */
export function animateCollapsible(el: HTMLElement, collapsed: boolean): () => void {
  let frame = 0;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    clearTimeout(fallback);
    el.removeEventListener("transitionend", onEnd);
    applyFinalStyle(el, collapsed);
  };
  const onEnd = (event: Event) => {
    if ((event as TransitionEvent).propertyName === "height") finish();
  };
  const start = (height: number) => {
    const duration = prefersReducedMotion() ? REDUCED_MOTION_DURATION : collapsibleDuration(height);
    el.style.willChange = "height";
    el.style.transition = `height ${duration}ms ease-in-out`;
    el.addEventListener("transitionend", onEnd);
    // transitionend does not fire if the height does not change: finish anyway.
    fallback = setTimeout(finish, duration + 50);
    return duration;
  };

  if (collapsed) {
    el.style.height = `${el.scrollHeight}px`;
    start(el.scrollHeight);
    frame = requestAnimationFrame(() => {
      el.style.height = "0px";
      el.style.overflow = "hidden";
    });
  } else {
    el.style.display = "block";
    frame = requestAnimationFrame(() => {
      const height = el.scrollHeight;
      start(height);
      el.style.height = `${height}px`;
    });
  }
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    el.removeEventListener("transitionend", onEnd);
  };
}

export interface CollapsibleProps {
  collapsed: boolean;
  /** Mount the content only when it first opens (its markup is absent until then). */
  lazy?: boolean;
  as?: "div" | "ul";
  className?: string;
  id?: string;
  children: ReactNode;
}

export function Collapsible({ collapsed, lazy = false, ...rest }: CollapsibleProps) {
  const [mountedCollapsed] = useState(collapsed);
  const [mounted, setMounted] = useState(!lazy || !collapsed);
  // Opening a lazy block mounts it in its collapsed state, then animates it open.
  if (!mounted && !collapsed) setMounted(true);
  if (!mounted) return null;
  return <CollapsibleContent collapsed={collapsed} startCollapsed={lazy ? mountedCollapsed : collapsed} {...rest} />;
}

function CollapsibleContent({
  collapsed,
  startCollapsed,
  as: Tag = "div",
  className,
  id,
  children,
}: Omit<CollapsibleProps, "lazy"> & { startCollapsed: boolean }) {
  const ref = useRef<HTMLElement | null>(null);
  const shown = useRef(startCollapsed);
  // Only the first render's state counts: the class stays, and the style set on mount overrides it.
  const [startedCollapsed] = useState(startCollapsed);
  const classes = [className, startedCollapsed && COLLAPSED_CLASS].filter(Boolean).join(" ");

  useLayoutEffect(() => {
    if (ref.current) applyFinalStyle(ref.current, startedCollapsed);
  }, [startedCollapsed]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || shown.current === collapsed) return;
    shown.current = collapsed;
    return animateCollapsible(el, collapsed);
  }, [collapsed]);

  const setRef = useCallback((el: HTMLElement | null) => {
    ref.current = el;
  }, []);
  return (
    <Tag ref={setRef} className={classes || undefined} id={id}>
      {children}
    </Tag>
  );
}
