/** Appends the request's query to a redirect target, which may carry a query of its own. */
export function withQuery(location: string, search: string): string {
  if (!search || search === '?') return location;
  return `${location}${location.includes('?') ? '&' : '?'}${search.replace(/^\?/, '')}`;
}
