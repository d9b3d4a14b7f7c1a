/** What shows while a page's code or data is missing: nothing at first, then a spinner; on failure the error and "Retry". */
import { useEffect, useState } from "react";

export function ChunkLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="chunk-error" role="alert">
      <p>{String(error)}</p>
      <button type="button" className="chunk-error__retry" onClick={retry}>
        Retry
      </button>
    </div>
  );
}

/** Loads under 200 ms show nothing, so fast loads do not flash a spinner. */
export const SPINNER_DELAY_MS = 200;

export function DelayedSpinner() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="loading-spinner" role="status">
      <svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true">
        <circle cx="22" cy="22" r="18" fill="none" stroke="currentColor" strokeWidth="4" strokeDasharray="80 40" />
      </svg>
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
