/** Element ids shared by the server's HTML and the client: one definition, no drift. */

/** The element React renders into and hydrates. */
export const ROOT_ID = "site-root";
/** <script type="application/json"> holding the BootData. */
export const BOOT_DATA_ID = "__site";
/** The doc body (build-made HTML); the client reads it back instead of fetching it. */
export const DOC_BODY_ID = "doc-body";
/**
 * The navbar's backdrop, an empty element right after the navbar's items: the first
 * paint waits for it (see htmlDocument), so the items are never painted half-parsed.
 */
export const NAVBAR_BACKDROP_ID = "navbar-backdrop";
/** The skip link's target. */
export const MAIN_CONTENT_ID = "main-content";
/** Focus goes here after a client-side navigation, so the next Tab reaches the skip link. */
export const NAVIGATION_FOCUS_ID = "navigation-focus-start";
/**
 * Set on window by the client entry as soon as it runs; the base-URL banner script shows
 * its banner only when it never was. (Here, not with the inline scripts, so the entry
 * does not carry their text.)
 */
export const CLIENT_LOADED_FLAG = "__siteClientLoaded";
