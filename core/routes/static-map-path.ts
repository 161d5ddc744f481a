import { withSearch } from '../query-string';

// `{page path}/map.svg` names the static map of that page (docs/decisions/031-static-maps.md): like a
// map download, it is matched as its page, so it has the page's route, language and purge scopes.

const STATIC_MAP = /^(.*)\/map\.svg$/;

export function staticMapPath(pathname: string): { pagePath: string } | null {
  const found = STATIC_MAP.exec(pathname);
  return found ? { pagePath: found[1] || '/' } : null;
}

/** The static map of a page, query kept. */
export function staticMapHref(pagePath: string, query = ''): string {
  return withSearch(`${pagePath.replace(/\/+$/, '')}/map.svg`, query);
}
