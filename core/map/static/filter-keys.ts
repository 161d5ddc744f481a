// What a layer's filter demands of one property, read from the filter's text before any feature is
// evaluated: a tile's `roads` layer is read by dozens of style layers, each passing only a few kinds of
// road, and a picture that asked every layer's filter of every road spent most of its time there.
// Features are grouped by such a property once per tile (basemap-scene.ts), and a layer's filter then
// runs only on the features that can pass it. A filter this does not understand runs on them all.

/** A property every passing feature has: with one of `values`, or (without) with any value. */
export interface FilterKey {
  property: string;
  values?: readonly unknown[];
}

const literal = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** A property the filter reads by name: `$type` and `$id` are the feature's geometry and id, not properties. */
const named = (value: unknown): value is string => typeof value === 'string' && !value.startsWith('$');

/** The key one clause states, in the style specification's legacy or expression form. */
function clauseKey(clause: readonly unknown[]): FilterKey | undefined {
  const [op, first, second] = clause;
  if (op === 'has' && clause.length === 2 && named(first)) return { property: first };
  if (op === '==' && clause.length === 3 && literal(second)) {
    // ["==", "kind", "path"] (legacy) and ["==", ["get", "kind"], "path"] both compare strictly.
    if (named(first)) return { property: first, values: [second] };
    if (Array.isArray(first) && first.length === 2 && first[0] === 'get' && named(first[1])) return { property: first[1], values: [second] };
  }
  // The legacy ["in", "kind", "path", "track"]; the expression form's second argument is an expression or array.
  if (op === 'in' && named(first) && !Array.isArray(second) && clause.length >= 3) {
    const values = clause.slice(2);
    if (values.every(literal)) return { property: first, values };
  }
  return undefined;
}

/** The keys a filter's passing features all satisfy: its own, or each of its `all` clauses' (any of them narrows). */
export function filterKeys(filter: unknown): FilterKey[] {
  if (!Array.isArray(filter)) return [];
  if (filter[0] === 'all') return filter.slice(1).flatMap((clause) => (Array.isArray(clause) ? filterKeys(clause) : []));
  const key = clauseKey(filter);
  return key ? [key] : [];
}
