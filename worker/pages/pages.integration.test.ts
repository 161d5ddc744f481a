import { beforeAll, describe, expect, it } from 'vitest';
import { entryLinks, routePath, siteZone } from '../../test/support/worker-fetch';

// Home, index and listing views through the real worker, against the real embedded content service
// with the demo content (detail, embed and trail pages: detail.integration.test.ts).

const sites = ['islands', 'valley-trails', 'canal-trail', 'park-gateway'] as const;
const zone = siteZone('pages');
const { fetch: get, html } = zone;

beforeAll(() => zone.register(sites), 60_000);

describe('home', () => {
  it.each(['islands', 'valley-trails', 'park-gateway'])('renders the home entry with featured cards on %s', async (site) => {
    const page = await html(site, '/');
    expect(page).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(page).toContain('class="cards"');
    expect(entryLinks(page).length).toBeGreaterThan(0);
  });

  it('renders Spanish on the islands /es alias', async () => {
    const page = await html('islands', '/es');
    expect(page).toContain('lang="es"');
  });

  it('renders a site whose home is its map page (canal-trail: the map at the root)', async () => {
    const page = await html('canal-trail', '/');
    expect(page).toContain('class="view view--map');
    expect(page).toContain('data-island="map" data-island-load="load"');
    expect(page).toContain('"features":"/features.geojson"');
  });
});

describe('index', () => {
  it.each([
    ['islands', 'places'],
    ['islands', 'stories'],
    ['valley-trails', 'lodging'],
    ['canal-trail', 'trails'],
    ['park-gateway', 'trails'],
  ])('lists %s %s as cards with pagination text', async (site, route) => {
    const page = await html(site, routePath(site, route));
    expect(page).toMatch(/\d+ - \d+ of \d+ items/);
    expect(page).toContain('<form class="filters"');
    expect(entryLinks(page).length).toBeGreaterThan(0);
  });

  it('reflects the search text in the content query and says no items were found for nonsense', async () => {
    const page = await html('islands', '/places?text=zzqxjv&tab=grid');
    expect(page).toContain('No items were found.');
    expect(page).toContain('value="zzqxjv"');
  });

  it('orders events by title A-Z when asked', async () => {
    const page = await html('islands', '/events?order=title');
    const titles = [...page.matchAll(/class="card__title"><a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]!);
    expect(titles.length).toBeGreaterThan(2);
    expect([...titles].sort((a, b) => a.localeCompare(b))).toEqual(titles);
    expect(page).toMatch(/<option value="title" selected="">Title A-Z<\/option>/);
  });

  it('shows only upcoming events, by event date', async () => {
    const page = await html('islands', '/events');
    const starts = [...page.matchAll(/<time dateTime="([^"]+)"/g)].map((m) => Date.parse(m[1]!));
    expect(starts.length).toBeGreaterThan(0);
    const today = Date.parse(new Date().toISOString().slice(0, 10));
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(today - 86_400_000);
  });

  it('shows the last page for an out-of-range page (the status goes out before the total is known) and redirects a broken one to the first', async () => {
    const far = await get('islands', '/events?page=999&order=title');
    expect(far.status).toBe(200);
    const range = /(\d+) - (\d+) of (\d+) items/.exec(await far.text());
    expect(Number(range?.[1])).toBeGreaterThanOrEqual(1);
    expect(range?.[2]).toBe(range?.[3]);
    const broken = await get('islands', '/events?page=abc');
    expect(broken.status).toBe(302);
    expect(broken.headers.get('location')).toBe('/events');
  });

  it('keeps the order in the tab links and the tab in the filter form', async () => {
    const page = await html('islands', '/events?order=title&tab=grid');
    expect(page).toContain('<a href="/events?order=title&amp;tab=map">');
    expect(page).toContain('<a href="/events?order=title&amp;tab=grid" aria-current="page">');
    expect(page).toContain('<input type="hidden" name="tab" value="grid"/>');
  });

  it('shows the map tab as the map island with the listed places', async () => {
    const page = await html('islands', '/places?tab=map');
    expect(page).toContain('data-island="map" data-island-load="load"');
    expect(page).toContain('class="feature-list"');
    expect(page).toMatch(/<a href="\/places\?tab=map" aria-current="page">/);
  });

  it('lists the trails on the Trails map tab: a line is on the map as much as a point', async () => {
    const page = await html('islands', '/trails?tab=map');
    const view = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    expect(view.match(/<li class="feature-list__item"/g)?.length).toBeGreaterThan(0);
    expect(view).not.toContain('No items were found.');
  });
});

describe('listing cards', () => {
  it('lead lodging with its area and price range, and say so in Spanish on the alias', async () => {
    const cards = (page: string) => [...page.matchAll(/<article class="card" data-type="lodging">[\s\S]*?<\/article>/g)].map((m) => m[0]);
    const english = cards(await html('islands', routePath('islands', 'lodging')));
    expect(english.length).toBeGreaterThan(0);
    for (const card of english)
      expect(card).toMatch(
        /<dl class="card__facts"><div class="card__fact card__fact--area"><dt>Area<\/dt><dd>[^<]+<\/dd><\/div><div class="card__fact card__fact--price"><dt>Price<\/dt><dd>\${1,3}<\/dd>/,
      );
    const spanish = cards(await html('islands', '/alojamiento'));
    expect(spanish[0]).toMatch(/<dt>Zona<\/dt>[\s\S]*<dt>Precio<\/dt>/);
  });
});

describe('promotions', () => {
  it("show the site's number of promotion entries per view, labelled", async () => {
    const count = (page: string) => page.match(/<li class="promotion">/g)?.length ?? 0;
    const home = await html('islands', '/');
    expect(home).toContain('<h2 id="promotions-heading">Worth a look</h2>');
    expect(count(home)).toBe(2);
    expect(count(await html('islands', '/places'))).toBe(1);
    const [link] = entryLinks(await html('islands', '/places'));
    expect(count(await html('islands', link!))).toBe(1);
  });
});

describe('markup', () => {
  it('has one h1, no skipped heading levels and no duplicate ids on each view', async () => {
    const [detail] = entryLinks(await html('islands', '/places'));
    for (const url of ['/', '/places', '/places?tab=map', '/events?tab=initial', detail!]) {
      const page = await html('islands', url);
      const view = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
      expect(view.match(/<h1[\s>]/g), url).toHaveLength(1);
      const levels = [...view.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
      levels.forEach((level, i) => {
        if (i > 0) expect(level - levels[i - 1]!, `${url}: h${levels[i - 1]} then h${level}`).toBeLessThanOrEqual(1);
      });
      const ids = [...page.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(ids.length, url).toBe(new Set(ids).size);
      expect(view).not.toMatch(/<img(?![^>]*\salt=)[^>]*>/);
    }
  });
});

describe('Spanish index', () => {
  it('serves the islands Spanish alias in Spanish with Spanish entry links', async () => {
    const page = await html('islands', '/lugares');
    expect(page).toContain('lang="es"');
    expect(page).toMatch(/\d+ - \d+ de \d+ elementos/);
    expect(page).toContain('Aplicar filtros');
    const links = entryLinks(page);
    expect(links.length).toBeGreaterThan(0);
    const detail = await get('islands', links[0]!);
    expect(detail.status).toBe(200);
    expect(await detail.text()).toContain('lang="es"');
  });
});

describe('category filters', () => {
  it('offers the configured categories of the listed type and narrows the list by them', async () => {
    const all = await html('islands', '/places');
    expect(all).toContain('<input type="checkbox" name="category" value="beaches"/> <!-- -->Beaches');
    expect(all).not.toContain('value="hotels"');
    const totalOf = (page: string) => Number(/\d+ - \d+ of (\d+) items/.exec(page)?.[1] ?? '0');
    const beaches = await html('islands', '/places?category=beaches');
    expect(beaches).toContain('<input type="checkbox" name="category" checked="" value="beaches"/>');
    expect(totalOf(beaches)).toBeGreaterThan(0);
    expect(totalOf(beaches)).toBeLessThan(totalOf(all));
    expect(beaches).toContain('<a class="filters__clear" href="/places">');
  });

  it("labels the filter and its options in the page's language", async () => {
    const page = await html('islands', '/lugares');
    expect(page).toContain('<legend>Categoría</legend>');
    expect(page).toContain('<input type="checkbox" name="category" value="beaches"/> <!-- -->Playas');
    expect(page).not.toContain('value="hotels"');
  });
});

describe('page entries', () => {
  beforeAll(() => zone.register(['fly-fishing', 'services']), 60_000);

  it('renders detail routes from their page entry (about, and a home that is a detail view)', async () => {
    expect(await html('islands', '/about')).toContain('class="view view--detail');
    expect(await html('fly-fishing', '/')).toContain('class="view view--detail');
    expect(await html('services', '/')).toContain('class="view view--home"');
  });
});
