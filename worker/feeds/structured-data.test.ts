import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// JSON-LD as search engines read it: from the real pages of the demo sites, through the worker.

type Node = Record<string, unknown> & { '@type': string };

const zone = siteZone('structured-data');

/** The page at an entry's canonical path (a wrong title slug answers 301 to it). */
async function entryPage(site: string, id: string, query = ''): Promise<{ url: string; html: string }> {
  const first = await zone.fetch(site, `/entries/x/${id}${query}`);
  expect(first.status, id).toBe(301);
  const location = first.headers.get('location')!;
  const res = await zone.fetch(site, location);
  expect(res.status, location).toBe(200);
  return { url: `http://${zone.host(site)}${location}`, html: await res.text() };
}

function jsonLd(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return blocks.map((block) => JSON.parse(block) as Node);
}

function entity(nodes: Node[]): Node {
  const found = nodes.filter((node) => node['@type'] !== 'BreadcrumbList');
  expect(found).toHaveLength(1);
  expect(found[0]!['@context']).toBe('https://schema.org');
  return found[0]!;
}

function expectPlace(node: Node) {
  const geo = node.geo as { '@type': string; latitude: number; longitude: number };
  expect(geo['@type']).toBe('GeoCoordinates');
  expect(Math.abs(geo.latitude)).toBeLessThanOrEqual(90);
  expect(Math.abs(geo.longitude)).toBeLessThanOrEqual(180);
  const address = node.address as Record<string, string>;
  expect(address['@type']).toBe('PostalAddress');
  expect(address.streetAddress).toMatch(/^\d+ /);
  expect(address.addressLocality).toBeTruthy();
  expect(address.postalCode).toMatch(/^\d{5}$/);
}

describe('JSON-LD on detail pages', () => {
  beforeAll(() => zone.register(['islands', 'canal-trail']), 60_000);

  it.each([
    ['place-flamenco-beach', 'TouristAttraction'],
    ['activity-night-kayak-tour', 'TouristAttraction'],
    ['lodging-casa-del-mar-inn', 'LodgingBusiness'],
    ['food-el-quenepo', 'FoodEstablishment'],
    ['shopping-seaglass-gallery', 'Store'],
  ])('describes %s as a %s with geo and address', async (id, type) => {
    const { url, html } = await entryPage('islands', id);
    const node = entity(jsonLd(html));
    expect(node['@type']).toBe(type);
    expect(node.url).toBe(url);
    expect(node.name).toBeTruthy();
    expect(node.description).toBeTruthy();
    expect(node.image).toMatch(/^http:\/\/islands\.structured-data\.test\/media\//);
    expectPlace(node);
  });

  it('describes a trail as an attraction placed at its start', async () => {
    const node = entity(jsonLd((await entryPage('islands', 'trail-mount-pirata-trail')).html));
    expect(node['@type']).toBe('TouristAttraction');
    expect((node.geo as { latitude: number }).latitude).toBeGreaterThan(17);
  });

  it("describes an event with what Google's Event rich result requires", async () => {
    const { url, html } = await entryPage('islands', 'event-fiesta-de-la-playa');
    const node = entity(jsonLd(html));
    expect(node['@type']).toBe('Event');
    expect(node.name).toBe('Fiesta de la Playa');
    expect(Date.parse(node.startDate as string)).toBeGreaterThan(Date.now());
    expect(Date.parse(node.endDate as string)).toBeGreaterThan(Date.parse(node.startDate as string));
    expect(node.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(node.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    const location = node.location as Node;
    expect(location['@type']).toBe('Place');
    expect(location.name).toBeTruthy();
    expectPlace(location);
    expect(node.image).toEqual([expect.stringMatching(/^http:\/\//)]);
    expect(node.offers).toEqual({ '@type': 'Offer', price: '0', priceCurrency: 'USD', url, availability: 'https://schema.org/InStock' });
  });

  it('gives a priced event an offer with its price, and a repeating event the occurrence the page shows', async () => {
    const priced = entity(jsonLd((await entryPage('islands', 'event-full-moon-drums')).html));
    expect(priced.offers).toMatchObject({ price: '12', priceCurrency: 'USD' });
    const list = await (await zone.fetch('islands', '/events')).text();
    const occurrence = /href="(\/entries\/[^"]+\/event-saturday-farmers-market%3A%3A([^"]+))"/.exec(list);
    expect(occurrence, 'a repeating event listed by its id::date key').not.toBeNull();
    const res = await zone.fetch('islands', occurrence![1]!);
    expect(res.status).toBe(200);
    const node = entity(jsonLd(await res.text()));
    expect(Date.parse(node.startDate as string)).toBe(Date.parse(decodeURIComponent(occurrence![2]!)));
  });

  it('describes an itinerary as a trip through its stops, in order', async () => {
    const node = entity(jsonLd((await entryPage('islands', 'itinerary-a-perfect-beach-day')).html));
    expect(node['@type']).toBe('TouristTrip');
    const itinerary = node.itinerary as { '@type': string; numberOfItems: number; itemListElement: { position: number; item: Node }[] };
    expect(itinerary['@type']).toBe('ItemList');
    expect(itinerary.itemListElement.length).toBeGreaterThan(1);
    expect(itinerary.numberOfItems).toBe(itinerary.itemListElement.length);
    itinerary.itemListElement.forEach((element, index) => {
      expect(element.position).toBe(index + 1);
      expect(element.item.name).toBeTruthy();
      expect(element.item.url).toMatch(/^http:\/\/islands\.structured-data\.test\/entries\//);
      expect(element.item.geo).toBeDefined();
    });
  });

  it('describes a story as an article with its publication date', async () => {
    const node = entity(jsonLd((await entryPage('islands', 'story-a-weekend-in-dewey')).html));
    expect(node['@type']).toBe('Article');
    expect(node.headline).toBe('A Weekend in Dewey');
    expect(node.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(node.author).toMatchObject({ '@type': 'Organization', name: 'Island Guide' });
  });

  it('adds a breadcrumb trail: home, the list of the entry type, the entry', async () => {
    const { url, html } = await entryPage('islands', 'lodging-casa-del-mar-inn');
    const trail = jsonLd(html).find((node) => node['@type'] === 'BreadcrumbList')!;
    const origin = `http://${zone.host('islands')}`;
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Lodging', item: `${origin}/lodging` },
      { '@type': 'ListItem', position: 3, name: 'Casa del Mar Inn', item: url },
    ]);
  });

  it('names Spanish pages in Spanish: titles, list labels and alias paths', async () => {
    const res = await zone.fetch('islands', '/articulos/x/lodging-casa-del-mar-inn');
    const page = await zone.fetch('islands', res.headers.get('location')!);
    const nodes = jsonLd(await page.text());
    expect(entity(nodes).name).toBe('Posada Casa del Mar');
    const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList')!.itemListElement as { name: string; item: string }[];
    expect(trail.map((step) => step.name)).toEqual(['Inicio', 'Alojamiento', 'Posada Casa del Mar']);
    expect(trail[1]!.item).toMatch(/\/alojamiento$/);
  });

  it("gives a page entry's route (about) a trail and no entity", async () => {
    const nodes = jsonLd(await (await zone.fetch('canal-trail', '/about')).text());
    expect(nodes.map((node) => node['@type'])).toEqual(['BreadcrumbList']);
  });

  it('keeps content from closing the script element', async () => {
    const { html } = await entryPage('islands', 'story-the-view-from-mount-pirata');
    for (const [, block] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) expect(block).not.toMatch(/</);
  });
});
