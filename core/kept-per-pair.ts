/**
 * `make` with one result kept per pair of arguments, for as long as the first (an object: a request's
 * context, a site configuration, a shared answer) lives: the results are held beside it, never in a
 * table that outlives it.
 */
export function keptPerPair<A extends object, B, R>(make: (first: A, second: B) => R): (first: A, second: B) => R {
  const kept = new WeakMap<A, Map<B, R>>();
  return (first, second) => {
    let results = kept.get(first);
    if (!results) kept.set(first, (results = new Map()));
    if (results.has(second)) return results.get(second) as R;
    const made = make(first, second);
    results.set(second, made);
    return made;
  };
}
