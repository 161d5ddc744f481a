import { describe, expect, it } from 'vitest';
import { padBounds, tilesCovering } from '../../core/map/tile-cover';
import { basemapPlan, featuresBounds, GUIDE_BUDGET_BYTES, type SizedTile } from './guide-plan';
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

describe('planGuide on a site whose basemap is an archive', () => {
  const archiveTemplate = `${origin}/map/archive/outdoor/{z}/{x}/{y}.pbf?v=etag1`;
  const archiveStyle = {
    ...style,
    sources: {
      world: { type: 'vector', tiles: [`${origin}/map/tiles/{z}/{x}/{y}.pbf`], maxzoom: 9 },
      archive: { type: 'vector', tiles: [archiveTemplate], minzoom: 10, maxzoom: 15 },
    },
  };
  const plan = basemapPlan(archiveStyle, featuresBounds(ridge)!, 10);
  const area = padBounds(featuresBounds(ridge)!, 0.25);
  /** The worker's sizes answer: the archive's tiles over the route, `bytes` each, where `held`. */
  const sizesAnswer = (bytes: (z: number) => number, held: (x: number, y: number) => boolean = () => true) =>
    JSON.stringify({
      version: 'etag1',
      minzoom: 10,
      maxzoom: 15,
      tiles: tilesCovering(area, 10, 15, Number.POSITIVE_INFINITY)
        .tiles.filter(({ x, y }) => held(x, y))
        .map(({ z, x, y }): SizedTile => [z, x, y, bytes(z)]),
    });
  const site = (answer: string) => files({ [`${origin}/map/style.json?style=outdoor`]: JSON.stringify(archiveStyle), [plan.archive!.sizes]: answer });

  it("plans a sparse archive's tiles at their exact sizes, to its deepest zoom, with the world basemap below", async () => {
    const answer = sizesAnswer(
      (z) => 2_000 + z,
      (x, y) => (x + y) % 2 === 0,
    );
    const guide = await planGuide(page, siteOf(site(answer)).fetcher);
    const sized = (JSON.parse(answer) as { tiles: SizedTile[] }).tiles;
    expect(guide.detailZoom).toBeUndefined();
    expect(guide.tiles.filter((tile) => tile.includes('/map/tiles/'))).toEqual([`${origin}/map/tiles/8/72/94.pbf`, `${origin}/map/tiles/9/145/188.pbf`]);
    expect([...guide.sizes.entries()]).toEqual(sized.map(([z, x, y, bytes]) => [`${origin}/map/archive/outdoor/${z}/${x}/${y}.pbf?v=etag1`, bytes]));
    expect(guide.tiles.filter((tile) => tile.includes('/map/archive/'))).toEqual([...guide.sizes.keys()]);
    // Exact for the archive: the plan without it differs by the archive tiles' own bytes, not by an average.
    const without = await planGuide(page, siteOf(site(JSON.stringify({ version: 'etag1', minzoom: 10, maxzoom: 15, tiles: [] }))).fetcher);
    expect(guide.estimate - without.estimate).toBe(sized.reduce((sum, tile) => sum + tile[3], 0));
  });

  it('keeps a dense archive to the deepest zoom that fits the budget, and says so', async () => {
    // Heavy tiles: zoom 15's many tiles cannot fit beside the shallower ones.
    const count = (z: number) => tilesCovering(area, z, z, Number.POSITIVE_INFINITY).tiles.length;
    const perTile = Math.floor(GUIDE_BUDGET_BYTES / (count(10) + count(11) + count(12) + count(13) + count(14) + count(15) / 2));
    const guide = await planGuide(page, siteOf(site(sizesAnswer(() => perTile))).fetcher);
    expect(guide.detailZoom).toBe(14);
    expect(guide.tiles.some((tile) => tile.includes('/outdoor/15/'))).toBe(false);
    expect(guide.tiles.some((tile) => tile.includes('/outdoor/14/'))).toBe(true);
    expect(guide.estimate).toBeLessThanOrEqual(GUIDE_BUDGET_BYTES);
  });
});
