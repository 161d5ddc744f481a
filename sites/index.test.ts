import { describe, expect, it } from 'vitest';
import { firstIssue } from '../core/first-issue';
import { isMessageKey } from '../core/i18n/t';
import { buildRouteTable } from '../core/routes';
import { siteConfigSchema } from '../core/site-config';
import { ids } from './defaults';
import { buildSiteConfig, loadSiteConfig, siteIds } from './index';

const all = () => siteIds.map(loadSiteConfig);

// Keys the shared messages table has for menu labels (docs/product/texts-and-errors.md#menu-labels); any other key a site's menu
// uses must come with the site's own wording. 'action' is the bottom menu's call-to-action link.
const sharedMenuKeys = [
  'action',
  'about',
  'activities',
  'events',
  'food',
  'guides',
  'home',
  'itineraries',
  'join',
  'lodging',
  'login',
  'map',
  'order',
  'places',
  'privacy',
  'report',
  'shopping',
  'stories',
  'supporters',
  'terms',
  'trails',
];

describe('site configurations', () => {
  it('has exactly the agreed site ids', () => {
    expect([...siteIds]).toEqual(
      [
        'islands',
        'valley-trails',
        'canal-trail',
        'canal-campaign',
        'food-awareness',
        'geotourism-council',
        'river-valley',
        'scenic-region',
        'fly-fishing',
        'project-explorer',
        'rail-trail',
        'park',
        'river-guide',
        'vote-map',
        'trail-project',
        'gateway-town',
        'park-gateway',
        'services',
        'sandbox',
        'liechtenstein',
      ].sort(),
    );
  });

  it.each(siteIds)('%s validates against the schema and builds its route table', (id) => {
    const config = loadSiteConfig(id);
    expect(config.id).toBe(id);
    expect(siteConfigSchema.safeParse(config).success).toBe(true);
    expect(buildRouteTable(config).routes.length).toBeGreaterThan(2);
  });

  it('fails an unknown site id, naming it', () => {
    expect(() => loadSiteConfig('atlantis')).toThrow("Unknown site id 'atlantis'");
  });

  it('derives hostnames, content project and image paths from the id unless the file sets them', () => {
    const derived = buildSiteConfig({ id: 'new-guide', name: 'New', description: 'New guide' });
    expect(derived.hosts).toEqual({ production: 'new-guide.travel-guide.example', staging: 'new-guide.staging.travel-guide.example' });
    expect(derived.content).toMatchObject({ project: 'new-guide', origin: 'https://cdn.elebase.io' });
    expect(derived.images).toEqual({ logo: '/images/new-guide/logo.svg', icon: '/images/new-guide/icon.png', placeholder: '/images/new-guide/placeholder.svg', share: '/images/new-guide/share.jpg' });
    const own = buildSiteConfig({
      id: 'new-guide',
      name: 'New',
      description: 'New guide',
      hosts: { production: 'guide.example.org' },
      content: { project: 'legacy' },
      images: { logo: '/images/shared/logo.svg' },
    });
    expect(own.hosts).toEqual({ production: 'guide.example.org', staging: 'new-guide.staging.travel-guide.example' });
    expect(own.content.project).toBe('legacy');
    expect(own.images).toMatchObject({ logo: '/images/shared/logo.svg', icon: '/images/new-guide/icon.png' });
  });

  it('merges the site file over defaults, replacing arrays', () => {
    const islands = loadSiteConfig('islands');
    expect(islands.locales.map((l) => l.id)).toEqual(['en', 'es']);
    expect(islands.cache.dynamic).toBe(3600);
    expect(islands.content.project).toBe('islands');
    expect(islands.content.version).toBe('v1');
    expect(islands.map.units).toEqual({ en: 'imperial', es: 'metric' });
    expect(islands.map.path.width).toEqual([3, 5]);
  });

  it('names the failing field when a site file is invalid', () => {
    const file = { id: 'bad', name: 'Bad', description: 'Bad' };
    expect(() => buildSiteConfig({ ...file, map: { center: [200, 0] } })).toThrow(/map.*center|center/);
    expect(() => buildSiteConfig({ ...file, theme: { styleVariables: { 'color-primary': 'red;} body{' } } })).toThrow(/plain CSS value/);
    expect(() => buildSiteConfig({ ...file, menus: { primary: [{ textKey: 'x', external: false }] } })).toThrow(/exactly one of route or path/);
    expect(() => buildSiteConfig({ ...file, images: { logo: 'javascript:alert(1)' } })).toThrow(/image path/);
    expect(() => buildSiteConfig({ ...file, timeZone: 'Mars/Olympus_Mons' })).toThrow(/timeZone[\s\S]*IANA time zone/);
    const sandbox = loadSiteConfig('sandbox');
    const badArchive = siteConfigSchema.safeParse({
      ...sandbox,
      map: { ...sandbox.map, styles: { ...sandbox.map.styles, hybrid: { ...sandbox.map.styles.hybrid, basemap: { pmtiles: '../hybrid.mbtiles' } } } },
    });
    expect(firstIssue(badArchive.error!)).toEqual({ path: 'map.styles.hybrid.basemap.pmtiles', message: 'must be an R2 key ending in .pmtiles' });
  });

  it('applies the shared defaults (docs/product/limits.md)', () => {
    const config = loadSiteConfig('sandbox');
    expect(config.limits).toEqual({ index: 30, promotions: { index: 1, home: 1, detail: 1 } });
    expect(config.cache).toEqual({ dynamic: 3600, dyno: 10800, static: 21600, notification: 300, sitemap: 86400 });
    expect(config.search).toMatchObject({ content: { enabled: false }, custom: { enabled: false }, limit: 10 });
    expect(config.map).toMatchObject({
      zoom: { max: 18 },
      offset: -0.7,
      pitch: { max: 85 },
      styles: { default: 'outdoor', outdoor: { zoomMax: 17 }, hybrid: { zoomMax: 16 } },
      perspective: { tool: false, enabled: false, exaggeration: 1.2, pitch: 75 },
      clustering: { enabled: false },
      explore: { enabled: false, target: '/map' },
      download: true,
      polygon: { opacity: [0.2, 0.4] },
      point: { scale: [0.4, 0.8] },
    });
    expect(config.embed.frameAncestors).toEqual(['*']);
    expect(config.timeZone).toBe('America/Denver');
  });

  it('has the per-site limits and TTLs of docs/product/limits.md', () => {
    const by = (pick: (c: ReturnType<typeof loadSiteConfig>) => number) =>
      Object.fromEntries(
        all()
          .filter((c) => pick(c) !== pick(loadSiteConfig('sandbox')))
          .map((c) => [c.id, pick(c)]),
      );
    expect(by((c) => c.limits.index)).toEqual({ 'geotourism-council': 45, 'project-explorer': 50 });
    expect(by((c) => c.cache.dynamic)).toEqual({ 'vote-map': 600, 'park-gateway': 600 });
    expect(by((c) => c.cache.sitemap)).toEqual({ 'fly-fishing': 172800, services: 604800 });
    expect(Object.keys(by((c) => (c.map.perspective.tool ? 1 : 0)))).toHaveLength(2);
    expect(Object.keys(by((c) => (c.map.routeColor === '#d32f2f' ? 1 : 0)))).toHaveLength(2);
  });

  it('gives every site a distinct name, hosts, project, primary colour and map centre inside its bounds', () => {
    const configs = all();
    for (const pick of [
      (c: (typeof configs)[0]) => c.name,
      (c: (typeof configs)[0]) => c.hosts.production,
      (c: (typeof configs)[0]) => c.content.project,
      (c: (typeof configs)[0]) => c.theme.styleVariables['color-primary'],
      (c: (typeof configs)[0]) => c.map.center.join(),
    ]) {
      expect(new Set(configs.map(pick)).size).toBe(configs.length);
    }
    for (const { id, map } of configs) {
      const [[w, s], [e, n]] = map.bounds;
      const [lng, lat] = map.center;
      expect({ id, inside: lng >= w && lng <= e && lat >= s && lat <= n }).toEqual({ id, inside: true });
    }
  });

  it('points every primary and secondary menu item at a route the site has, with wording for its own keys', () => {
    for (const config of all()) {
      const table = buildRouteTable(config);
      for (const item of [...config.menus.primary, ...config.menus.secondary, ...config.menus.bottom]) {
        if (item.route && !config.menus.bottom.includes(item))
          expect({ site: config.id, route: item.route, exists: table.routes.some((route) => route.name === item.route) }).toMatchObject({ exists: true });
        if (!sharedMenuKeys.includes(item.textKey))
          expect({ site: config.id, key: item.textKey, text: config.wording[config.defaultLocale]?.[item.textKey] }).toMatchObject({ text: expect.any(String) });
        if (item.path?.startsWith('http')) expect(item.external).toBe(true);
      }
    }
  });

  it('labels every ordering with a key of the messages table', () => {
    for (const config of all()) {
      for (const route of buildRouteTable(config).routes) {
        for (const order of route.meta.orders ?? []) expect({ site: config.id, key: order.labelKey, known: isMessageKey(order.labelKey) }).toMatchObject({ known: true });
      }
    }
  });

  it('uses the shared readable content ids', () => {
    expect(ids.elements).toMatchObject({
      description: 'description',
      event: 'event_date',
      location: 'location',
      route: 'route',
      categories: 'categories',
      routeType: 'route_type',
      notice: 'notice_text',
      appearance: 'appearance',
      categoriesConfig: 'categories_config',
    });
    expect(ids.groups.hideDetail).toBe('hide-detail');
    expect(ids.types.curatedMap).toBe('curatedMap');
    for (const config of all()) expect(config.ids).toEqual(ids);
  });

  it('sets the sitemap types and the newsletter form only where configured', () => {
    expect(loadSiteConfig('islands').sitemap.types.join(',')).toBe('activity,event,food,itinerary,lodging,place,shopping,story,trail');
    expect(loadSiteConfig('islands').newsletterListId).toBe('islands-weekly');
    expect(loadSiteConfig('park').newsletterListId).toBeUndefined();
  });
});
