/**
 * `make` with its results remembered for the last `limit` keys, oldest out first: for work whose
 * result follows from its key alone and that every page repeats (slugs, parsed configuration texts,
 * date formatters, hashes, markup). Further arguments reach `make` on a miss: the key must name
 * everything in them that the result depends on. Results are shared by every request of the
 * isolate: objects among them must be frozen.
 */
export function remembered<V, A extends unknown[] = []>(limit: number, make: (key: string, ...args: A) => V): (key: string, ...args: A) => V {
  const known = new Map<string, V>();
  return (key, ...args) => {
    if (known.has(key)) return known.get(key) as V;
    const made = make(key, ...args);
    known.set(key, made);
    if (known.size > limit) known.delete(known.keys().next().value!);
    return made;
  };
}
