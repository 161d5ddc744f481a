import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../core/routes';
import { loadSiteConfig } from '../../sites';
import { routeTableFor } from './route-table';

describe('routeTableFor', () => {
  it('builds a configuration’s table once and gives a variant of it its own table', () => {
    const islands = loadSiteConfig('islands');
    const table = routeTableFor(islands);
    expect(routeTableFor(islands)).toBe(table);
    expect(table).toEqual(buildRouteTable(islands));
    const variant = { ...islands, pages: { ...islands.pages, about: '' } };
    expect(routeTableFor(variant)).not.toBe(table);
    expect(routeTableFor(variant).routes.some((route) => route.name === 'about')).toBe(false);
    expect(table.routes.some((route) => route.name === 'about')).toBe(true);
  });
});
