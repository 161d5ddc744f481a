import { describe, expect, it } from 'vitest';
import { buildRouteTable, matchPath } from '../core/routes';
import { loadSiteConfig, siteIds } from './index';

// Per site, docs/product/routes.md#legacy-redirects and #site-specific-routes there as (path -> expectation): a route name (with @locale for an alias
// in another language, :view when the view matters), '-> /target' for a 301, or null for a 404.
type Case = [path: string, expected: string | null];

const cases: Record<string, Case[]> = {
  islands: [
    ['/', 'home:home'],
    ['/es', 'home@es:home'],
    ['/home', 'home:home'],
    ['/sobre', 'about@es'],
    ['/actividades', 'activities@es:index'],
    ['/eventos', 'events@es'],
    ['/planes-de-viaje', 'itineraries@es'],
    ['/unirse', 'join@es'],
    ['/alojamiento', 'lodging@es'],
    ['/iniciar', 'login@es'],
    ['/mapa', 'map@es'],
    ['/pedido', 'order@es'],
    ['/lugares', 'places@es'],
    ['/historias', 'stories@es'],
    ['/partidarios', 'supporters@es'],
    ['/articulos/playa-flamenco/e1', 'entry@es:detail'],
    ['/entries/playa-flamenco/e1', 'entry:detail'],
    ['/embeds/playa-flamenco/e1', 'embed:embed'],
    ['/trip-plans', 'itineraries:index'],
    ['/entries', 'entries:index'],
    ['/plans', '-> /trip-plans'],
    ['/itineraries', '-> /trip-plans'],
    ['/about.php', '-> /about'],
    ['/where/hotels/12', '-> /lodging'],
    ['/things', '-> /activities'],
    ['/user/account/order', '-> /order'],
    ['/trip-plans/', '-> /trip-plans'],
    ['/areas', null],
  ],
  'valley-trails': [
    ['/experiences', 'activities:index'],
    ['/entries', 'entries:index'],
    ['/eat-drink', 'food:index'],
    ['/stay', 'lodging:index'],
    ['/signup', 'join:detail'],
    ['/trails', 'trails:index'],
    ['/tips', 'stories:index'],
    ['/trail-towns', 'trail-towns:detail'],
    ['/subscribe', 'subscribe:detail'],
    ['/organizations', 'organizations:index'],
    ['/contributors', 'contributors:index'],
    ['/share-the-love', 'share-the-love'],
    ['/visitor-survey', 'visitor-survey'],
    ...['avon', 'caneadea', 'cuba', 'geneseo', 'hume', 'mt-morris', 'nunda', 'perry', 'wheatland', 'york'].map((t): Case => [`/${t}`, `${t}:detail`]),
    ['/art', '-> /entries/art-trail/valley-art-trail'],
    ['/greenway', '-> /entries/genesee-valley-greenway/valley-greenway'],
    ['/here', '-> /entries/getting-here/valley-getting-here'],
    ['/events', '-> /experiences'],
    ['/tools', '-> /tips'],
    ['/partners', '-> /organizations'],
    ['/activities', '-> /experiences'],
    ['/join', '-> /signup'],
    ['/participate.php', '-> /signup'],
    ['/local-themes/x', '-> /tips'],
    ['/events.php', '-> /experiences'],
  ],
  'canal-trail': [
    ['/', 'map:detail'],
    ['/map', '-> /'],
    ['/map.php', '-> /'],
    ['/regions', '-> /'],
    ['/trail-information', 'trail-information:index'],
    ['/trail-segments', 'trail-segments:index'],
    ['/trails', 'trails:index'],
    ['/entries/lock-32/e5', 'entry'],
    ['/home', null],
  ],
  'canal-campaign': [
    ['/', 'home:home'],
    ['/recreation', 'recreation:detail'],
    ['/preservation', 'preservation:detail'],
    ['/access', 'access:index'],
    ['/donate', 'donate:detail'],
    ['/about.php', '-> /about'],
    ['/events', null],
  ],
  'food-awareness': [
    ['/action', 'action:index'],
    ['/issues', 'issues:index'],
    ['/sectors', 'sectors:index'],
    ['/glossary', 'glossary:detail'],
    ['/library', 'library:index'],
    ['/partners', 'partners:index'],
    ['/submit', 'submit:detail'],
    ['/privacy', 'privacy:detail'],
    ['/terms', 'terms:detail'],
    ['/elements', '-> /sectors'],
    ['/elements/', '-> /sectors'],
    ['/login', null],
  ],
  'geotourism-council': [
    ['/explore-more', 'explore-more:index'],
    ['/partners', 'partners:index'],
    ['/geotourism', 'geotourism:detail'],
    ['/get-started', 'get-started:detail'],
    ['/geotourism-sites', 'geotourism-sites:index'],
    ['/itineraries', 'itineraries:index'],
    ['/plans', '-> /itineraries'],
    ['/guide', '-> /map'],
  ],
  'river-valley': [
    ['/', 'home:home'],
    ['/home', 'home:home'],
    ['/trip-plans', 'itineraries:index'],
    ['/plans', '-> /trip-plans'],
    ['/articulos/bluff-overlook/e7', 'entry@es:detail'],
    ['/explore-more', 'explore-more:index'],
    ['/stories', '-> /explore-more'],
    ['/themes', '-> /explore-more'],
    ['/events', 'events:index'],
  ],
  'scenic-region': [
    ['/scenic-drives', 'scenic-drives:detail'],
    ['/trails-and-routes', 'trails-and-routes:detail'],
    ['/water-trails', 'water-trails:detail'],
    ['/trip-plans', 'itineraries:index'],
    ['/plans', '-> /trip-plans'],
    ['/home', 'home:home'],
    ['/articulos/falls/e2', 'entry@es'],
    ['/stories', 'stories:index'],
  ],
  'fly-fishing': [
    ['/', 'home:detail'],
    ['/entries/madison-river/e3', 'entry:detail'],
    ['/embeds/madison-river/e3', 'embed:embed'],
    ['/index.php', '-> /'],
    ['/about', null],
    ['/map.php', null],
  ],
  'project-explorer': [
    ['/where-we-work', 'where-we-work:detail'],
    ['/entries', 'entries:index'],
    ['/project-sites', 'project-sites:index'],
    ['/volunteers', 'volunteers:index'],
    ['/map', 'map:detail'],
    ['/entries/river-restoration/p1', 'entry:detail'],
    ['/regions/four-corners', '-> /map'],
  ],
  'rail-trail': [
    ['/', 'home:detail'],
    ['/trail-information', 'trail-information:index'],
    ['/entries/trailhead/t1', 'entry'],
    ['/embeds/trailhead/t1', 'embed'],
    ['/map', null],
    ['/guide', null],
  ],
  park: [
    ['/', 'home:detail'],
    ['/entries/lighthouse/p1', 'entry:detail'],
    ['/embeds/lighthouse/p1', 'embed:embed'],
    ['/index.php', '-> /'],
    ['/about', null],
    ['/places', null],
  ],
  'river-guide': [
    ['/', 'home:detail'],
    ['/entries/browns-canyon/r1', 'entry:detail'],
    ['/embeds/browns-canyon/r1', 'embed:embed'],
    ['/index.php', '-> /'],
    ['/trails', null],
    ['/events.php', null],
  ],
  'vote-map': [
    ['/', 'home:detail'],
    ['/entries/city-hall/v1', 'entry:detail'],
    ['/embeds/city-hall/v1', 'embed:embed'],
    ['/index.php', '-> /'],
    ['/map', null],
    ['/join', null],
  ],
  'trail-project': [
    ['/', 'home:detail'],
    ['/entries/segment-4/t4', 'entry:detail'],
    ['/embeds/segment-4/t4', 'embed:embed'],
    ['/index.php', '-> /'],
    ['/trails', null],
    ['/stories', null],
  ],
  'gateway-town': [
    ['/things-to-do', 'activities:index'],
    ['/eat-drink', 'food:index'],
    ['/lodging', 'lodging:index'],
    ['/trip-plans', 'itineraries:index'],
    ['/places', 'places:index'],
    ['/getting-here', 'map:detail'],
    ['/contact', 'contact:detail'],
    ['/map', '-> /getting-here'],
    ['/activities', '-> /things-to-do'],
    ['/plans', '-> /trip-plans'],
  ],
  'park-gateway': [
    ...['community', 'do', 'eat', 'here', 'shop', 'stay', 'stories', 'tours', 'trails', 'itineraries'].map((p): Case => [`/${p}`, `${p}:index`]),
    ['/guide', 'guide:detail'],
    ['/trail-guide', 'trail-guide:detail'],
    ['/wifi', 'wifi:detail'],
    ['/contest', 'contest:detail'],
    ['/home', 'home-detail:detail'],
    ['/', 'home:home'],
    ...['about', 'community', 'do', 'eat', 'events', 'here', 'shop', 'stay', 'stories'].map((p): Case => [`/${p}/old-lodge/e12`, '-> /entries/old-lodge/e12']),
  ],
  liechtenstein: [
    ['/', 'home:home'],
    ['/trails', 'trails:index'],
    ['/huts-peaks', 'huts-peaks:index'],
    ['/sights', 'sights:index'],
    ['/stay', 'lodging:index'],
    ['/eat', 'food:index'],
    ['/map', 'map:detail'],
    ['/lodging', '-> /stay'],
  ],
  services: [
    ...[
      'configurable-applications',
      'configurable-applications-terms-of-service',
      'custom-application-development',
      'destination-marketing-platform',
      'destination-marketing-platform-pricing',
      'interactive-map-site',
      'interactive-map-site-pricing',
      'trail-view',
      'trail-view-pricing',
      'services',
      'process',
    ].map((p): Case => [`/${p}`, `${p}:detail`]),
    ['/contact', 'order:detail'],
    ['/order', '-> /contact'],
    ['/user/account/order', '-> /contact'],
    ['/case-studies', 'case-studies:index'],
  ],
  sandbox: [
    ['/embed-tests', 'embed-tests:index'],
    ['/food-drink', 'food:index'],
    ['/food', '-> /food-drink'],
    ['/entries', 'entries:index'],
    ['/places/shops/9', '-> /places'],
    ['/things/a/b', '-> /activities'],
    ['/events.php?x', '-> /events'],
  ],
};

function describeMatch(match: ReturnType<typeof matchPath>, expected: string): string | null {
  if (!match) return null;
  if (match.kind === 'redirect') return `-> ${match.location}`;
  const { route } = match;
  const locale = route.locale && route.locale !== 'en' ? `@${route.locale}` : '';
  return `${route.name}${locale}${expected.includes(':') ? `:${route.view}` : ''}`;
}

describe('every site has its table of cases', () => {
  it('covers every site with at least six cases', () => {
    expect(Object.keys(cases).sort()).toEqual([...siteIds]);
    for (const list of Object.values(cases)) expect(list.length).toBeGreaterThanOrEqual(6);
  });
});

describe.each(Object.entries(cases))('%s routes', (siteId, siteCases) => {
  const table = buildRouteTable(loadSiteConfig(siteId));
  it.each(siteCases)('%s -> %s', (path, expected) => {
    expect(describeMatch(matchPath(table, path), expected ?? '')).toBe(expected);
  });
});

describe('site route details', () => {
  const table = (id: string) => buildRouteTable(loadSiteConfig(id));
  const routeOf = (id: string, path: string) => {
    const match = matchPath(table(id), path);
    return match?.kind === 'route' ? match.route : undefined;
  };

  it('keeps alternate homes and the contest page out of the sitemap, Spanish aliases in', () => {
    expect(routeOf('river-valley', '/home')?.meta.sitemap).toBe(false);
    expect(routeOf('islands', '/home')?.meta.sitemap).toBe(false);
    expect(routeOf('park-gateway', '/contest')?.meta.sitemap).toBe(false);
    expect(routeOf('islands', '/sobre')?.meta.sitemap).toBe(true);
    expect(routeOf('islands', '/embeds/x/1')?.meta.sitemap).toBe(false);
  });

  it('gives the documented tabs and orderings to the site-specific lists', () => {
    expect(routeOf('canal-trail', '/trail-segments')?.meta).toMatchObject({ tabs: ['grid'], defaultOrder: 'segment' });
    expect(routeOf('canal-trail', '/trail-segments')?.meta.orders?.map((o) => o.value)).toEqual(['segment', 'title', '-title']);
    expect(routeOf('canal-campaign', '/access')?.meta.tabs).toEqual(['map', 'grid']);
    expect(routeOf('project-explorer', '/entries')?.meta).toMatchObject({ tabs: ['grid', 'map'], orders: [{ value: 'title' }, { value: '-title' }] });
    expect(routeOf('project-explorer', '/volunteers')?.meta.tabs).toEqual(['grid']);
    expect(routeOf('food-awareness', '/library')?.meta.orders?.map((o) => o.value)).toEqual(['-published', 'published', 'title', '-title']);
    expect(routeOf('sandbox', '/embed-tests')?.meta.group).toBe('embed-tests');
    expect(routeOf('valley-trails', '/contributors')?.meta).toMatchObject({ tabs: ['grid'], types: ['contributor'] });
    expect(routeOf('geotourism-council', '/explore-more')?.meta.tabs).toEqual(['initial', 'grid', 'map']);
  });

  it('gives every page route of the shared convention its page entry id', () => {
    expect(routeOf('islands', '/')?.meta.entryId).toBe('page-home');
    expect(routeOf('islands', '/sobre')?.meta.entryId).toBe('page-about');
    expect(routeOf('valley-trails', '/avon')?.meta.entryId).toBe('page-avon');
    expect(routeOf('canal-trail', '/')?.meta.entryId).toBe('page-map');
    expect(routeOf('park-gateway', '/home')?.meta.entryId).toBe('page-home');
  });
});
