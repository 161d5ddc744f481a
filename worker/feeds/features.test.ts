import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// The downloads as the map's links reach them: through the worker as deployed.

interface Collection {
  type: string;
  features: { type: string; geometry: { type: string }; properties: { entry: string; title: string; text: string } }[];
}

const zone = siteZone('features');
const get = (path: string) => zone.fetch('islands', path);

async function collection(path: string): Promise<Collection> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.json();
}

const slugOf = (title: string) => title.toLowerCase().replace(/[\s_/]+/g, '-');

describe('feature downloads', () => {
  beforeAll(() => zone.register(['islands']), 60_000);

  it("answers an index page's features as a GeoJSON attachment", async () => {
    const res = await get('/trails/features.geojson');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/geo+json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="island-guide-trails.geojson"');
    const body = (await res.json()) as Collection;
    expect(body.type).toBe('FeatureCollection');
    expect(body.features.length).toBeGreaterThan(1);
    expect(body.features.every((feature) => feature.geometry.type === 'LineString')).toBe(true);
    expect(new Set(body.features.map((feature) => feature.properties.entry)).size).toBe(body.features.length);
  });

  it("asks the runtime to gzip a list's GeoJSON for a visitor who accepts it", async () => {
    const res = await zone.fetch('islands', '/places/features.geojson', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(((await res.json()) as Collection).features.length).toBeGreaterThan(1);
  });

  it('serves the files the map links to, on the list and on an entry page', async () => {
    const links = async (path: string) => {
      const page = await (await get(path)).text();
      return [...page.matchAll(/<a [^>]*?href="([^"]+\/features\.(?:geojson|gpx)[^"]*)"[^>]* download/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    };
    const [trail] = (await collection('/trails/features.geojson')).features;
    const found = [...(await links('/trails?tab=map')), ...(await links(`/entries/${slugOf(trail!.properties.title)}/${trail!.properties.entry}`))];
    expect(found).toHaveLength(4);
    for (const link of found) {
      const res = await get(link);
      expect(res.status, link).toBe(200);
      expect(res.headers.get('content-disposition'), link).toMatch(/^attachment; /);
      await res.arrayBuffer();
    }
  });

  it("keeps the index page's filters: a category narrows the download", async () => {
    const all = await collection('/places/features.geojson');
    const beaches = await collection('/places/features.geojson?category=beaches');
    expect(beaches.features.length).toBeGreaterThan(0);
    expect(beaches.features.length).toBeLessThan(all.features.length);
  });

  it("answers one entry's features as GPX, with the entry's title as the file name", async () => {
    const [trail] = (await collection('/trails/features.geojson')).features;
    const path = `/entries/${slugOf(trail!.properties.title)}/${trail!.properties.entry}`;
    const res = await get(`${path}/features.gpx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gpx+xml; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${slugOf(trail!.properties.title)}.gpx"`);
    const gpx = await res.text();
    expect(gpx).toContain('<gpx version="1.1" creator="Travel Guide" xmlns="http://www.topografix.com/GPX/1/1">');
    expect(gpx.match(/<trk>/g)).toHaveLength(1);
    expect(gpx.match(/<trkpt /g)!.length).toBeGreaterThan(2);
  });

  it('reads a language alias the way its page does: Spanish content under /articulos', async () => {
    const [trail] = (await collection('/trails/features.geojson')).features;
    const english = await get(`/articulos/${slugOf(trail!.properties.title)}/${trail!.properties.entry}/features.gpx`);
    expect(english.status).toBe(301);
    const spanish = await get(english.headers.get('location')!);
    expect(spanish.status).toBe(200);
    const spanishSlug = english.headers.get('location')!.split('/')[2]!;
    expect(spanishSlug).not.toBe(slugOf(trail!.properties.title));
    expect(spanish.headers.get('content-disposition')).toBe(`attachment; filename="${spanishSlug}.gpx"`);
  });

  it('redirects a mistyped entry title to the canonical download, query kept', async () => {
    const [trail] = (await collection('/trails/features.geojson')).features;
    const res = await get(`/entries/wrong-title/${trail!.properties.entry}/features.geojson?exclude=points`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/entries/${slugOf(trail!.properties.title)}/${trail!.properties.entry}/features.geojson?exclude=points`);
  });

  it('says there is nothing to download with the texts of docs/product/maps.md#downloads, as a 404', async () => {
    const none = await get('/about/features.geojson');
    expect(none.status).toBe(404);
    expect(await none.text()).toBe('Sorry, there are no features available to download.');
    const pointsOnly = await get('/places/features.gpx?exclude=points');
    expect(pointsOnly.status).toBe(404);
    expect(await pointsOnly.text()).toBe('Sorry, there are no lines/paths or polygons/areas available to download.');
  });

  it('is a 404 page for paths that are no index or detail page', async () => {
    expect((await get('/nowhere/features.geojson')).status).toBe(404);
    expect((await get('/embeds/x/y/features.gpx')).status).toBe(404);
  });
});
