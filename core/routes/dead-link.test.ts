import { describe, expect, it } from 'vitest';
import { isDeadLink } from './dead-link';
import type { Route, RouteTable } from './types';

const route = (name: string, path: string, view: Route['view'] = 'detail'): Route => ({ name, path, view, meta: { sitemap: true } });

const table: RouteTable = {
  siteId: 'fixture',
  routes: [route('trails', '/trails', 'index'), route('entry', '/entries/{title}/{id}'), route('home', '/', 'home')],
  redirects: [{ from: '/events', target: { location: '/trails' }, status: 301 }],
};

describe('isDeadLink', () => {
  it('is false for routes, redirects, entry pages, their downloads and media files, query and fragment aside', () => {
    for (const href of ['/', '/trails?tab=map', '/events#top', '/entries/falls-loop/e1', '/trails/features.gpx', '/media/fixture/map.pdf']) {
      expect(isDeadLink(table, href), href).toBe(false);
    }
  });

  it('is true for a path the site has no route for, and for its download', () => {
    expect(isDeadLink(table, '/order')).toBe(true);
    expect(isDeadLink(table, '/order?ref=notice')).toBe(true);
    expect(isDeadLink(table, '/order/features.gpx')).toBe(true);
  });

  it('leaves other hosts, protocol-relative URLs, mailto: and fragments alone', () => {
    for (const href of ['https://elsewhere.example/order', '//elsewhere.example/order', 'mailto:a@b.example', '#order', 'order']) {
      expect(isDeadLink(table, href), href).toBe(false);
    }
  });
});
