// A module apart from memo.ts: the search worker and the build use it, the page client does
// not, and a module that both bundles reach would become a chunk of its own in the client.
/**
 * `derive(key)` for string keys, remembered for up to `limit` keys; past that, all are
 * forgotten at once and remembered anew (cheaper than tracking which were used last, and
 * bounded for a process that lives through many builds).
 */
export function boundedMemo<V>(limit: number, derive: (key: string) => V): (key: string) => V {
  const cache = new Map<string, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = derive(key);
      if (cache.size >= limit) cache.clear();
      cache.set(key, value);
    }
    return value;
  };
}
