/**
 * `derive(key)`, made once per key object and kept while the key lives: for facts derived from
 * data nothing changes once it is parsed (a route table, its sidebar lists). A new object is a
 * new key.
 */
export function onceEach<K extends object, V>(derive: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, derive(key));
    return cache.get(key) as V;
  };
}
