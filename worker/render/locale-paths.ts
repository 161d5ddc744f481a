import { pathFor, type RouteMatch, type RouteTable } from '../../core/routes';
import type { LocalePaths } from './head-model';

/**
 * A page's address in English and in Spanish. A route with a Spanish alias uses it (/about and
 * /sobre); any other page serves Spanish through ?locale=es (the locale middleware reads it).
 */
export function localePaths(table: RouteTable, pathname: string, match: RouteMatch | null): LocalePaths {
  const name = match?.route.name;
  const en = (name && pathFor(table, name, match.params)) || pathname;
  const alias = name && table.routes.find((r) => r.name === name && r.alias && r.locale === 'es');
  const es = name && alias ? pathFor(table, name, match.params, { locale: 'es' }) : undefined;
  return { en, es: es ?? `${en}?locale=es` };
}
