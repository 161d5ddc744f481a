import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// The map page and the features its map reads, through the worker as deployed.

interface Collection {
  features: { geometry: { type: string }; properties: { entry: string; feature: string; href: string; type: string; color?: string; arrows?: boolean; icon?: string } }[];
}

const zone = siteZone('map-page');

async function collection(site: string, path: string): Promise<Collection> {
  const res = await zone.fetch(site, path);
  expect(res.status, path).toBe(200);
  return res.json();
}

async function page(site: string, path: string): Promise<string> {
  const res = await zone.fetch(site, path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

describe('the map page', () => {
  beforeAll(() => zone.register(['islands', 'canal-trail', 'park-gateway']), 60_000);

  it("draws every entry of the site's map types: points and trail lines, each with its page and type", async () => {
    const { features } = await collection('islands', '/map/features.geojson');
    const geometries = new Set(features.map((feature) => feature.geometry.type));
    expect(geometries).toEqual(new Set(['Point', 'LineString']));
    for (const { properties } of features) {
      expect(properties.href).toMatch(/^\/entries\/[^/]+\/[^/]+$/);
      expect(properties.type).toBeTruthy();
      expect(properties.feature).toBeTruthy();
    }
    expect(features.some((feature) => feature.properties.arrows && feature.properties.color === '#8d5524')).toBe(true);
    // The demo's point type names the marker icon; lines name none.
    expect(features.filter((feature) => feature.geometry.type === 'Point' && feature.properties.icon === 'marker').length).toBeGreaterThan(0);
    expect(features.filter((feature) => feature.geometry.type === 'LineString').every((feature) => feature.properties.icon === undefined)).toBe(true);
  });

  it("shows a site's own kinds where it names them (the gateway town's stay, eat, do, ...)", async () => {
    const { features } = await collection('park-gateway', '/map/features.geojson');
    expect(new Set(features.map((feature) => feature.properties.type)).size).toBeGreaterThan(3);
  });

  it('renders the map island at once, its box reserved, with the entries listed by title a page at a time', async () => {
    const view = await page('islands', '/map');
    expect(view).toContain('class="view view--map"');
    expect(view).toContain('data-island="map" data-island-load="load"');
    expect(view).toContain('"features":"/map/features.geojson"');
    expect(view).toMatch(/<div class="feature-map__box" id="[^"]+-box">/);
    const titles = [...view.matchAll(/<span class="feature-list__name"><a href="[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]!);
    expect(titles.length).toBe(30);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(view).toContain('class="pagination"');
    const second = await page('islands', '/map?page=2');
    expect(second).toContain('class="feature-list"');
    expect(second).not.toContain(titles[0]!);
    // No cartoon in place of the map, and no feature data in the page.
    expect(view).not.toContain('entry__figure');
    expect(view).not.toContain('"coordinates":[');
  });

  it("is the canal trail's home, reading the features at the root", async () => {
    const view = await page('canal-trail', '/');
    expect(view).toContain('"features":"/features.geojson"');
    expect((await collection('canal-trail', '/features.geojson')).features.length).toBeGreaterThan(10);
  });
});
