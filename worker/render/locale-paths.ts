import { pathFor, type RouteTable } from '../../core/routes';
import type { LocalePaths } from './head-model';

/**
 * A page's address in English and in Spanish. A route with a Spanish alias uses it (/about and
 * /sobre); any other page serves Spanish through ?locale=es (the locale middleware reads it).
 */
export function localePaths(table: RouteTable, pathname: string, route?: { name: string; params: Record<string, string> }): LocalePaths {
  const en = (route && pathFor(table, route.name, route.params)) || pathname;
  const alias = route && table.routes.find((r) => r.name === route.name && r.alias && r.locale === 'es');
  const es = alias ? pathFor(table, route.name, route.params, { locale: 'es' }) : undefined;
  return { en, es: es ?? `${en}?locale=es` };
}
