import { describe, expect, it } from 'vitest';
import { planGuide } from './saved-guides';

const origin = 'http://valley-trails.localhost:8787';
const page = `${origin}/trails/ridge-loop`;
const props = { features: '/trails/ridge-loop/features.geojson', style: '/map/style.json', settings: { zoom: { initial: 10 } } };
const html = (island = true) => `<!doctype html><html><head><title>Ridge Loop · Valley Trails</title>
<link rel="stylesheet" href="/styles/site-AAAAAAAA.css"><script type="module" src="/assets/main-BBBBBBBB.js"></script></head><body>
<img src="/trails/ridge-loop/map.svg" alt=""><a href="/trails/ridge-loop/features.gpx" download>GPX</a>
${island ? `<div data-island="map"></div><script type="application/json" data-island-props="map">${JSON.stringify(props)}</script>` : ''}</body></html>`;
const ridge = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [-77.8, 42.7],
          [-77.75, 42.75],
        ],
      },
    },
  ],
};
const style = {
  version: 8,
  glyphs: `${origin}/map/glyphs/{fontstack}/{range}.pbf`,
  sources: { basemap: { type: 'vector', tiles: [`${origin}/map/tiles/{z}/{x}/{y}.pbf`], maxzoom: 9 } },
  layers: [{ id: 'labels', type: 'symbol', layout: { 'text-font': ['Noto Sans Regular'] } }],
};
const manifest = { scripts: ['/assets/main-BBBBBBBB.js'], styles: ['/styles/site-AAAAAAAA.css'], chunks: { 'maplibre-map-DDDDDDDD.js': '/assets/maplibre-map-DDDDDDDD.js' } };

/** The site's files by URL, answered as the worker would: GET with the body, HEAD with its length, 404 for the rest. */
function siteOf(files: Record<string, string>) {
  const asked: string[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(`${init?.method ?? 'GET'} ${url}`);
    const body = files[url];
    if (body === undefined) return new Response('not found', { status: 404 });
    if (init?.method === 'HEAD') return new Response(null, { headers: { 'content-length': String(new TextEncoder().encode(body).length) } });
    return new Response(body);
  }) as typeof fetch;
  return { fetcher, asked };
}

const files = (overrides: Record<string, string> = {}): Record<string, string> => ({
  [page]: html(),
  [`${origin}/trails/ridge-loop/features.geojson`]: JSON.stringify(ridge),
  [`${origin}/map/style.json?style=outdoor`]: JSON.stringify(style),
  [`${origin}/assets/manifest.json`]: JSON.stringify(manifest),
  [`${origin}/assets/maplibre-map-DDDDDDDD.js`]: 'var w="/assets/maplibre-gl-worker-EEEEEEEE.mjs";',
  [`${origin}/assets/main-BBBBBBBB.js`]: 'x'.repeat(7000),
  [`${origin}/styles/site-AAAAAAAA.css`]: 'y'.repeat(3000),
  [`${origin}/assets/maplibre-gl-worker-EEEEEEEE.mjs`]: 'z'.repeat(100_000),
  [`${origin}/trails/ridge-loop/map.svg`]: '<svg/>',
  [`${origin}/trails/ridge-loop/features.gpx`]: '<gpx/>',
  ...overrides,
});

describe('planGuide', () => {
  it('fetches what the plan needs, lists the rest to save, and estimates the size from their lengths and the tiles', async () => {
    const site = files();
    const { fetcher, asked } = siteOf(site);
    const plan = await planGuide(page, fetcher);
    expect(plan).toMatchObject({ page: '/trails/ridge-loop', title: 'Ridge Loop', build: '/assets/main-BBBBBBBB.js' });
    expect([...plan.fetched.keys()].sort()).toEqual(
      [page, `${origin}/trails/ridge-loop/features.geojson`, `${origin}/map/style.json?style=outdoor`, `${origin}/assets/maplibre-map-DDDDDDDD.js`].sort(),
    );
    expect(plan.files.sort()).toEqual(
      [
        `${origin}/assets/main-BBBBBBBB.js`,
        `${origin}/styles/site-AAAAAAAA.css`,
        `${origin}/assets/maplibre-gl-worker-EEEEEEEE.mjs`,
        `${origin}/trails/ridge-loop/map.svg`,
        `${origin}/trails/ridge-loop/features.gpx`,
        `${origin}/map/glyphs/Noto%20Sans%20Regular/0-255.pbf`,
        `${origin}/map/glyphs/Noto%20Sans%20Regular/256-511.pbf`,
      ].sort(),
    );
    // From the regional zoom (8) to the basemap's deepest (9): the tiles over the route, padded.
    expect(plan.tiles).toEqual([`${origin}/map/tiles/8/72/94.pbf`, `${origin}/map/tiles/9/145/188.pbf`]);
    // Nothing is downloaded whole before the visitor confirms: the files are only asked for their size.
    expect(asked.filter((line) => line.startsWith('GET ')).length).toBe(5);
    const length = (url: string) => new TextEncoder().encode(site[url] ?? '').length;
    const known = [...plan.fetched.keys()].reduce((sum, url) => sum + length(url), 0);
    const heads = plan.files.reduce((sum, url) => sum + length(url), 0);
    // 5 KB a tile before it is fetched (docs/decisions/037-saved-guides.md).
    expect(plan.estimate).toBe(known + heads + plan.tiles.length * 5_000);
  });

  it('refuses a page without a map, or whose map has no features', async () => {
    await expect(planGuide(page, siteOf(files({ [page]: html(false) })).fetcher)).rejects.toThrow('/trails/ridge-loop has no map to save');
    const empty = files({ [`${origin}/trails/ridge-loop/features.geojson`]: JSON.stringify({ type: 'FeatureCollection', features: [] }) });
    await expect(planGuide(page, siteOf(empty).fetcher)).rejects.toThrow('/trails/ridge-loop has no features to save');
  });

  it('fails when a file the guide cannot do without does not answer', async () => {
    const site = files();
    delete site[`${origin}/map/style.json?style=outdoor`];
    await expect(planGuide(page, siteOf(site).fetcher)).rejects.toThrow(`${origin}/map/style.json?style=outdoor answered 404`);
  });
});
