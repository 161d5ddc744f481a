import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../core/routes';
import { loadSiteConfig } from '../../sites';
import { localePaths } from './locale-paths';

const table = buildRouteTable(loadSiteConfig('islands'));

describe('localePaths', () => {
  it('uses the Spanish alias of a route, from either language', () => {
    expect(localePaths(table, '/about', { name: 'about', params: {} })).toEqual({ en: '/about', es: '/sobre' });
    expect(localePaths(table, '/sobre', { name: 'about', params: {} })).toEqual({ en: '/about', es: '/sobre' });
    expect(localePaths(table, '/', { name: 'home', params: {} })).toEqual({ en: '/', es: '/es' });
    expect(localePaths(table, '/entries/beach/7', { name: 'entry', params: { title: 'beach', id: '7' } })).toEqual({
      en: '/entries/beach/7',
      es: '/articulos/beach/7',
    });
  });

  it('falls back to ?locale=es for pages without an alias or without a matched route', () => {
    expect(localePaths(table, '/food', { name: 'food', params: {} })).toEqual({ en: '/food', es: '/food?locale=es' });
    expect(localePaths(table, '/somewhere')).toEqual({ en: '/somewhere', es: '/somewhere?locale=es' });
  });
});
