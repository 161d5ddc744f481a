// URLs with a query, built one way: absent values are left out and nothing leaves a dangling '?'.

export type QueryParams = Record<string, string | number | readonly string[] | undefined>;

/** `path` with the params that have a value as its query; a list adds one pair per item. */
export function withParams(path: string, params: QueryParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'object') for (const item of value) query.append(name, item);
    else if (value !== undefined) query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** `location` with a search string ('?a=1' or 'a=1') added after any query it already has. */
export function withSearch(location: string, search: string): string {
  const text = search.replace(/^\?/, '');
  if (!text) return location;
  return `${location}${location.includes('?') ? '&' : '?'}${text}`;
}
