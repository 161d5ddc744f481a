import { describe, expect, it } from 'vitest';
import { buildRouteTable, matchPath, type RouteMatch } from '../../core/routes';
import { loadSiteConfig } from '../../sites';
import { localePaths } from './locale-paths';

const table = buildRouteTable(loadSiteConfig('islands'));
const route = (path: string) => matchPath(table, path) as RouteMatch;
const paths = (path: string) => localePaths(table, path, route(path));

describe('localePaths', () => {
  it('uses the Spanish alias of a route, from either language', () => {
    expect(paths('/about')).toEqual({ en: '/about', es: '/sobre' });
    expect(paths('/sobre')).toEqual({ en: '/about', es: '/sobre' });
    expect(paths('/')).toEqual({ en: '/', es: '/es' });
    expect(paths('/entries/beach/7')).toEqual({ en: '/entries/beach/7', es: '/articulos/beach/7' });
  });

  it('falls back to ?locale=es for pages without an alias or without a matched route', () => {
    expect(paths('/food')).toEqual({ en: '/food', es: '/food?locale=es' });
    expect(localePaths(table, '/somewhere', null)).toEqual({ en: '/somewhere', es: '/somewhere?locale=es' });
  });
});
