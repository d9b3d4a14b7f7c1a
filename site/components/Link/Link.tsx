/**
 * The site's link. Internal links navigate client-side, prefetch their page when they
 * come into view and preload it on hover or touch. External links open in a new tab;
 * #anchor links are plain anchors. Always a real <a href>, so pages work without JS.
 */
import { createContext, useContext, useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useSite } from "../../app/SiteContext";
import { isExternalHref, isHashHref, pathnameOf } from "../../../contracts/links";
import { keyOfPathname } from "../../lib/routeMatch";
import { whenVisible } from "./prefetchOnView";

/**
 * True inside the open mobile drawer: its links replace the drawer's own history entry
 * (see useDrawerHistoryEntry) instead of adding one after it.
 */
const ReplaceHistoryContext = createContext(false);
export const ReplaceHistoryProvider = ReplaceHistoryContext.Provider;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: string;
  children?: ReactNode;
}

export function Link({ href, children, onMouseEnter, onTouchStart, ...rest }: LinkProps) {
  const { navigation, index } = useSite();
  const replace = useContext(ReplaceHistoryContext);
  const ref = useRef<HTMLAnchorElement>(null);
  const preloaded = useRef(false);
  const internal = !isExternalHref(href) && !isHashHref(href);
  // Looked up as the server renders, the doc a link leads to is in the page's part of the
  // table (lib/pageTable.ts): the client prefetches it without fetching a route file.
  if (internal) index.docsByKey.has(keyOfPathname(pathnameOf(href)));

  useEffect(() => {
    if (!internal || !ref.current) return;
    return whenVisible(ref.current, () => navigation.prefetch(href));
  }, [internal, href, navigation]);

  if (!internal) {
    const external = isExternalHref(href);
    return (
      <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
        {children}
        {external && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
    );
  }

  const preloadOnce = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    navigation.preload(href);
  };
  return (
    <RouterLink
      ref={ref}
      to={href}
      replace={replace || undefined}
      onMouseEnter={(event) => {
        preloadOnce();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        preloadOnce();
        onTouchStart?.(event);
      }}
      {...rest}
    >
      {children}
    </RouterLink>
  );
}
