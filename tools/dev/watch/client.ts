/**
 * The browser side of watch mode, served as /__watch/client.js: reloads the page when
 * a build succeeds (keeping the scroll position on the same page) and shows an overlay
 * with file, line and reason when a build fails. Text only: no HTML from the build
 * output ever reaches innerHTML.
 */
export const CLIENT_SCRIPT = `(() => {
  const KEY = "watch-scroll";
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) || "null");
    sessionStorage.removeItem(KEY);
    if (saved && saved.path === location.pathname) {
      const restore = () => window.scrollTo(0, saved.y);
      if (document.readyState === "complete") restore(); else addEventListener("load", restore);
    }
  } catch {}
  let overlay = null;
  function hide() { if (overlay) { overlay.remove(); overlay = null; } }
  function show(diagnostics, tail) {
    hide();
    overlay = document.createElement("div");
    overlay.id = "watch-error-overlay";
    overlay.setAttribute("role", "alertdialog");
    overlay.setAttribute("aria-label", "Build failed");
    overlay.style.cssText = "position:fixed;inset:0;z-index:99999;background:rgba(20,20,24,.92);color:#fff;font:14px/1.5 ui-monospace,monospace;padding:32px;overflow:auto";
    const h = document.createElement("h2");
    h.textContent = "Build failed";
    h.style.cssText = "color:#ff6b6b;margin:0 0 16px;font:bold 20px system-ui,sans-serif";
    overlay.appendChild(h);
    for (const d of diagnostics) {
      const p = document.createElement("p");
      p.className = "watch-diagnostic";
      const where = document.createElement("strong");
      where.textContent = d.file + (d.line ? ":" + d.line : "");
      p.appendChild(where);
      p.appendChild(document.createTextNode(" " + d.reason));
      overlay.appendChild(p);
    }
    if (!diagnostics.length && tail) {
      const pre = document.createElement("pre");
      pre.textContent = tail;
      overlay.appendChild(pre);
    }
    const note = document.createElement("p");
    note.textContent = "Fix the file and save: the page reloads by itself.";
    note.style.opacity = ".7";
    overlay.appendChild(note);
    document.body.appendChild(overlay);
  }
  const events = new EventSource("/__watch/events");
  events.addEventListener("error-state", (e) => { const data = JSON.parse(e.data); show(data.diagnostics, data.tail); });
  events.addEventListener("reload", () => {
    try { sessionStorage.setItem(KEY, JSON.stringify({ path: location.pathname, y: window.scrollY })); } catch {}
    location.reload();
  });
  events.addEventListener("building", () => { document.documentElement.setAttribute("data-watch-building", "true"); });
})();
`;
