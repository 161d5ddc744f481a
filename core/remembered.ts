/**
 * `make` with its results remembered for the last `limit` keys, oldest out first: for work whose
 * result follows from its key alone and that every page repeats (slugs, parsed configuration texts,
 * date formatters, hashes). Results are shared by every request of the isolate: objects among them
 * must be frozen.
 */
export function remembered<V>(limit: number, make: (key: string) => V): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    const made = make(key);
    known.set(key, made);
    if (known.size > limit) known.delete(known.keys().next().value!);
    return made;
  };
}
