/**
 * What the client fetches as JSON (the route table, page data, the versions list): one
 * error message for a failed response, and loads made once and shared, forgotten when they
 * fail so that the next use tries again.
 */

/** The parsed JSON at `url`; throws `Loading <url> failed: HTTP <status>` on a failed response. */
export async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`Loading ${url} failed: HTTP ${response.status}`);
  return response.json();
}

/** Loads by key, each once while it is pending or done; a load that fails is forgotten. */
export function loadOnce<T>(): (key: string, load: () => Promise<T>) => Promise<T> {
  const loads = new Map<string, Promise<T>>();
  return (key, load) => {
    let pending = loads.get(key);
    if (!pending) {
      pending = load();
      pending.catch(() => loads.delete(key));
      loads.set(key, pending);
    }
    return pending;
  };
}
