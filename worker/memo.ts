/**
 * `make` with its results kept per key, for work that follows from its key and that page after page
 * repeats (slugs of titles, parsed configuration texts, rendered markup, route tables, derivations of
 * a shared content answer). A text key is kept in a table of the last `limit` texts, oldest out first;
 * an object key (a site configuration, a route table, a request's context, a content answer, a
 * function) is kept beside the object in a WeakMap, for as long as the object lives. Further arguments
 * reach `make` on a miss: the key must name everything in them that the result depends on. A result
 * per pair of keys is a memo of memos: `memo((site) => memo((locale) => ...))`. A failed `make` keeps
 * nothing. What is kept for a key that outlives a request is shared by every request of the isolate:
 * objects among the results must be frozen.
 */
export function memo<K extends string | object, A extends unknown[], R>(make: (key: K, ...args: A) => R, limit = 1000): (key: K, ...args: A) => R {
  const byText = new Map<string, R>();
  const byObject = new WeakMap<object, R>();
  return (key, ...args) => {
    if (typeof key === 'string') {
      if (byText.has(key)) return byText.get(key) as R;
      const made = make(key, ...args);
      byText.set(key, made);
      if (byText.size > limit) byText.delete(byText.keys().next().value!);
      return made;
    }
    if (byObject.has(key)) return byObject.get(key) as R;
    const made = make(key, ...args);
    byObject.set(key, made);
    return made;
  };
}
