import { beforeAll, describe, expect, it } from 'vitest';
import { ENCODED_ATTRIBUTES } from '../../content-service/demo/stories';
import { buildRouteTable, pathFor } from '../../core/routes';
import { loadSiteConfig } from '../../sites';
import { siteZone } from '../../test/support/worker-fetch';

// Every view through the real worker, against the real embedded content service with the demo content.

const sites = ['islands', 'valley-trails', 'canal-trail', 'park-gateway'] as const;
const zone = siteZone('pages');
const get = zone.fetch;

async function html(site: string, path: string, init?: RequestInit): Promise<string> {
  const res = await get(site, path, init);
  expect(res.status, `${site}${path}`).toBe(200);
  return res.text();
}

/** A route's path on a site: sites rename routes (valley-trails lists stories at /tips). */
function path(site: string, route: string): string {
  const found = pathFor(buildRouteTable(loadSiteConfig(site)), route);
  if (!found) throw new Error(`${site} has no ${route} route`);
  return found;
}

function entryLinks(page: string): string[] {
  return [...new Set([...page.matchAll(/href="(\/(?:entries|articulos)\/[^"/]+\/[^"?]+)"/g)].map((m) => m[1]!))];
}

function assertNoExecutableMarkup(page: string) {
  const view = page.slice(page.indexOf('<main'));
  // Islands' props are data blocks the browser never runs; one holding a `<` would not be taken out.
  expect(view.replace(/<script type="application\/json" data-island-props="[a-z-]+">[^<]*<\/script>/g, '')).not.toMatch(/<script/i);
  expect(view).not.toMatch(/\son\w+\s*=/i);
  expect(view).not.toMatch(/javascript:/i);
  expect(view).not.toMatch(/<iframe|<style/i);
}

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
    const page = await html(site, path(site, route));
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

describe('detail', () => {
  it.each(['islands', 'valley-trails', 'park-gateway'])('renders entries found on the home page of %s', async (site) => {
    const [link] = entryLinks(await html(site, '/'));
    const page = await html(site, link!);
    expect(page).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });

  it('redirects a wrong title slug to the canonical path, keeping the query', async () => {
    const [link] = entryLinks(await html('islands', '/places'));
    const id = link!.split('/').pop();
    const res = await get('islands', `/entries/wrong-title/${id}?utm=x`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${link}?utm=x`);
  });

  it('answers an unknown entry with the 404 page', async () => {
    const res = await get('islands', '/entries/nothing/no-such-entry');
    expect(res.status).toBe(404);
  });

  it('renders every story, hostile ones included, with no executable markup', async () => {
    for (const site of ['islands', 'valley-trails']) {
      const links = entryLinks(await html(site, path(site, 'stories')));
      expect(links.length).toBeGreaterThan(2);
      for (const link of links) assertNoExecutableMarkup(await html(site, link));
    }
  });

  it("shows a CMS's encoded attribute text as its author wrote it: named, typographic and numeric references", async () => {
    const links = entryLinks(await html('canal-trail', path('canal-trail', 'stories')));
    const pages = await Promise.all(links.map((link) => html('canal-trail', link)));
    const story = pages.find((page) => page.includes('old arcade'));
    expect(story).toBeDefined();
    expect(story).toContain(`alt="${ENCODED_ATTRIBUTES.alt.written}"`);
    expect(story).toContain(`title="${ENCODED_ATTRIBUTES.title.written}"`);
    expect(story).not.toMatch(/&amp;(eacute|rsquo|ccedil|#8212|#150);/);
  });

  it('renders Spanish detail pages on the islands, under the Spanish title slug', async () => {
    const [link] = entryLinks(await html('islands', '/stories'));
    const moved = await get('islands', `${link}?locale=es`);
    expect(moved.status).toBe(301);
    const spanish = moved.headers.get('location')!;
    expect(spanish).toMatch(/\?locale=es$/);
    const page = await html('islands', spanish);
    expect(page).toContain('lang="es"');
  });
});

describe('embed', () => {
  it('is frameable, bare, and links out to the full page; other pages are not frameable', async () => {
    const [link] = entryLinks(await html('islands', '/places'));
    const res = await get('islands', link!.replace('/entries/', '/embeds/'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
    const page = await res.text();
    expect(page).toContain('class="view view--embed"');
    expect(page).toContain(`href="${link}" target="_blank"`);
    const detail = await get('islands', link!);
    expect(detail.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('trail detail', () => {
  it('shows difficulty, route type and measured length and elevation in imperial units', async () => {
    const links = entryLinks(await html('valley-trails', path('valley-trails', 'trails')));
    expect(links.length).toBeGreaterThan(0);
    const page = await html('valley-trails', links[0]!);
    expect(page).toMatch(/<dt>Difficulty<\/dt><dd data-difficulty="(easy|moderate|difficult)">(Easy|Moderate|Difficult)<\/dd>/);
    expect(page).toMatch(/<dt>Length<\/dt><dd>[\d.,]+ (mi|ft)<\/dd>/);
    expect(page).toMatch(/<dt>Elevation gain<\/dt><dd>[\d.,]+ ft<\/dd>/);
    expect(page).toContain('data-slot="measurements"');
  });
});

describe('listing cards', () => {
  it('lead lodging with its area and price range, and say so in Spanish on the alias', async () => {
    const cards = (page: string) => [...page.matchAll(/<article class="card" data-type="lodging">[\s\S]*?<\/article>/g)].map((m) => m[0]);
    const english = cards(await html('islands', path('islands', 'lodging')));
    expect(english.length).toBeGreaterThan(0);
    for (const card of english)
      expect(card).toMatch(
        /<dl class="card__facts"><div class="card__fact card__fact--area"><dt>Area<\/dt><dd>[^<]+<\/dd><\/div><div class="card__fact card__fact--price"><dt>Price<\/dt><dd>\${1,3}<\/dd>/,
      );
    const spanish = cards(await html('islands', '/alojamiento'));
    expect(spanish[0]).toMatch(/<dt>Zona<\/dt>[\s\S]*<dt>Precio<\/dt>/);
  });
});

describe('trail detail slots', () => {
  it('draws the profile, fills the map section and never says no items were found', async () => {
    const [link] = entryLinks(await html('islands', '/trails'));
    const page = await html('islands', link!);
    const view = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    expect(view).toMatch(/<svg class="profile__chart" role="img" aria-label="Elevation profile: from [\d.,]+ ft to [\d.,]+ ft over [\d.,]+ (mi|ft)\."/);
    expect(view).toContain('<summary>Elevation data</summary>');
    expect(view).toContain(`<a class="button button-secondary" href="${link}/features.geojson" download="" data-lines-only="">Download GeoJSON</a>`);
    expect(view).toMatch(/<section class="entry-actions"[\s\S]*id="share-heading"[\s\S]*id="embed-code-heading"/);
    expect(view).toContain(`/embeds/${link!.split('/').slice(2).join('/')}`);
    expect(view, 'no framed copy of the page inside itself').not.toContain('<iframe');
    expect(view).toMatch(/href="https:\/\/maps\.google\.com\/maps\?saddr=Current\+Location&amp;daddr=[-\d.]+%2C[-\d.]+"/);
    expect(view).not.toContain('No items were found.');
    expect(view).not.toMatch(/<dd>(surface|dirt|gravel|paved|boardwalk)<\/dd>|<dt>surface<\/dt>/);
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
